import { PRODUCT_GROUPS } from '@label-portal/contract';
import type { GroupName } from './demo-access.js';
import type { ProductGroupName } from './demo-products.js';

export type DemoAddress = { street: string; postalCode: string; city: string; country: string };

export type DemoUser = {
  email: string;
  firstName: string;
  lastName: string;
  group: GroupName;
  state?: 'CS_APPROVAL_REQUESTED' | 'APPROVED';
};

export type DemoCompany = {
  key: string;
  kind: 'SUPPLIER' | 'CARMAKER' | 'PROVIDER';
  name: string;
  cofor10: string;
  /** Mail domain of the company's contacts, without ".example". */
  domain: string;
  address: DemoAddress;
  registeredAt: string;
  internal?: boolean;
  productGroups: readonly ProductGroupName[];
  users: readonly DemoUser[];
  transportRestriction?: 'TRANSPORT_SCRIBOS' | 'TRANSPORT_CUSTOMER';
  handlingIncluded?: boolean;
  blockedForOrdering?: boolean;
  blockedCompletely?: boolean;
  deliveryPending?: boolean;
  distribution?: DemoAddress & { companyName: string };
};

const ALL_GROUPS: readonly ProductGroupName[] = PRODUCT_GROUPS;

function at(street: string, postalCode: string, city: string, country: string): DemoAddress {
  return { street, postalCode, city, country };
}

function supplierUser(email: string, firstName: string, lastName: string): DemoUser {
  return { email, firstName, lastName, group: 'supplier' };
}

/** The companies behind the seven demo accounts (demo-accounts.ts). */
export const CORE_COMPANIES: readonly DemoCompany[] = [
  {
    key: 'demo-parts',
    kind: 'SUPPLIER',
    name: 'Demo Parts SAS',
    cofor10: '12345A0001',
    domain: 'demo-parts',
    address: at('14 Rue des Frères Lumière', '25000', 'Besançon', 'FR'),
    registeredAt: '2019-04-01',
    productGroups: ALL_GROUPS,
    users: [
      supplierUser('supplier@demo.example', 'Camille', 'Martin'),
      supplierUser('l.garnier@demo-parts.example', 'Lucas', 'Garnier'),
    ],
    distribution: {
      companyName: 'Demo Parts Logistique',
      ...at('3 Allée du Port Sec', '70000', 'Vesoul', 'FR'),
    },
  },
  {
    key: 'blocked',
    kind: 'SUPPLIER',
    name: 'Nordwerk Kunststofftechnik GmbH',
    cofor10: '22345B0001',
    domain: 'nordwerk-kunststoff',
    address: at('Industriestraße 27', '44793', 'Bochum', 'DE'),
    registeredAt: '2020-03-09',
    productGroups: ['Original Part', 'Accessories'],
    blockedForOrdering: true,
    users: [supplierUser('blocked@demo.example', 'Stefan', 'Krüger')],
  },
  {
    key: 'pending',
    kind: 'SUPPLIER',
    name: "Atelier Vosgien d'Étiquetage SARL",
    cofor10: 'T000000003',
    domain: 'atelier-vosgien',
    address: at('8 Rue de la Filature', '88100', 'Saint-Dié-des-Vosges', 'FR'),
    registeredAt: '2026-10-30',
    productGroups: ['Original Part', 'Eurorepar'],
    deliveryPending: true,
    // Two users, so that the profile's bulk enable and disable can be tried (and browser-tested).
    users: [
      supplierUser('pending@demo.example', 'Margaux', 'Colin'),
      supplierUser('n.perrin@atelier-vosgien.example', 'Nicolas', 'Perrin'),
    ],
  },
  {
    key: 'transport',
    kind: 'SUPPLIER',
    name: 'Componentes Ibéricos del Automóvil S.L.',
    cofor10: '32345C0001',
    domain: 'componentes-ibericos',
    address: at('Polígono Landaben, Calle E 12', '31012', 'Pamplona', 'ES'),
    registeredAt: '2021-01-18',
    productGroups: ['Original Part', 'Eurorepar', 'SUSTAINera'],
    transportRestriction: 'TRANSPORT_CUSTOMER',
    users: [supplierUser('transport@demo.example', 'Javier', 'Ortega')],
  },
  {
    key: 'carmaker',
    kind: 'CARMAKER',
    name: 'Carmaker Purchasing Europe SA',
    cofor10: 'CARMAKER01',
    domain: 'carmaker-purchasing',
    address: at("2-10 Boulevard de l'Europe", '78300', 'Poissy', 'FR'),
    registeredAt: '2019-01-02',
    internal: true,
    productGroups: [],
    users: [
      {
        email: 'approver@demo.example',
        firstName: 'Isabelle',
        lastName: 'Fontaine',
        group: 'client_approver',
      },
      { email: 'analyst@demo.example', firstName: 'Marc', lastName: 'Lefèvre', group: 'carmaker_analyst' },
    ],
  },
  {
    key: 'provider',
    kind: 'PROVIDER',
    name: 'SecureLabel Services GmbH',
    cofor10: 'PROVIDER01',
    domain: 'securelabel',
    address: at('Sophie-Charlotten-Straße 15', '14059', 'Berlin', 'DE'),
    registeredAt: '2019-01-02',
    productGroups: [],
    users: [{ email: 'staff@demo.example', firstName: 'Anna', lastName: 'Schmidt', group: 'provider_staff' }],
  },
];
