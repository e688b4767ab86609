import { SETTING_DEFAULTS, type SettingKey } from '@label-portal/contract';
import type { Executor } from '../db/client.js';
import {
  addresses,
  addressVersions,
  companies,
  companyProductGroupRights,
  companyQuotaCategories,
  contacts,
  userGroups,
  users,
} from '../db/schema/index.js';
import {
  issueCode,
  requestAddressApproval,
  requestUserApproval,
} from '../modules/accounts/account-codes/index.js';
import { composeMail, insertMails, portalLink } from '../modules/platform/mail/index.js';
import type { SettingsService } from '../modules/platform/settings/index.js';
import type { GroupName } from './demo-access.js';
import type { Catalogue } from './demo-catalogue.js';
import type { SeededCompanies } from './demo-seeded.js';

/** The settings' defaults: the seed writes them in its own transaction, before any process reads them. */
export const DEFAULT_SETTINGS: SettingsService = {
  getNumber: async (key: SettingKey) => Number(SETTING_DEFAULTS[key]),
  getString: async (key: SettingKey) => String(SETTING_DEFAULTS[key]),
  getValue: async (key: SettingKey) => SETTING_DEFAULTS[key],
  invalidate: () => {},
  snapshot: async () => DEFAULT_SETTINGS,
};

/** A company that registered through the supplier file and waits for the car-maker's approval. */
const REGISTERING_COMPANY = {
  name: 'Jura Précision Mécanique SAS',
  cofor6: '42345D',
  cofor10: '42345D0001',
  vat: 'FR47512345678',
  duns: '274512369',
  street: '17 Rue de la Combe',
  postalCode: '39300',
  city: 'Champagnole',
  registeredAt: new Date('2026-11-20T09:12:00Z'),
};

type Input = {
  catalogue: Catalogue;
  companies: SeededCompanies;
  groupIds: Record<GroupName, number>;
  passwordHash: string;
  now: Date;
  publicUrl: string;
};

/**
 * A second `T` company whose changed delivery address waits for approval, with an approved user
 * (m.durand@atelier-lorrain.example, the demo password): the browser test of the approvals
 * approves it, leaving the 'pending' demo company as it is (decision 031). Answers the address id.
 */
async function insertCompanyWithPendingDelivery(tx: Executor, input: Input): Promise<number> {
  const name = 'Atelier Lorrain de Marquage SARL';
  const registeredAt = new Date('2025-06-02T08:30:00Z');
  const [company] = await tx
    .insert(companies)
    .values({
      name,
      cofor10: 'T000000012',
      vatIdentificationNo: 'FR83498765432',
      duns: '318204567',
      destination: 'Vesoul (FR)',
      registeredAt,
      createdAt: registeredAt,
    })
    .returning({ id: companies.id });
  const companyId = (company as { id: number }).id;
  const place = { companyId, companyName: name, isPrimary: true, city: 'Nancy', countryCode: 'FR' };
  const [, delivery] = await tx
    .insert(addresses)
    .values([
      {
        ...place,
        category: 'BILLING',
        streetAddress: '5 Rue Saint-Dizier',
        postalCode: '54000',
        state: 'APPROVED',
      },
      {
        ...place,
        category: 'DELIVERY',
        streetAddress: '40 Boulevard d’Austrasie',
        postalCode: '54000',
        addressDetails: 'Réception, porte B',
        state: 'CLIENT_APPROVAL_REQUESTED',
      },
    ])
    .returning({ id: addresses.id });
  const deliveryId = (delivery as { id: number }).id;
  await tx.insert(addressVersions).values({
    addressId: deliveryId,
    snapshot: {
      company_name: name,
      street_address: '12 Rue de la Ravinelle',
      address_details: 'Quai de livraison',
      postal_code: '54000',
      city: 'Nancy',
      country_code: 'FR',
    },
    approvedAt: new Date('2025-06-03T15:00:00Z'),
  });
  await tx.insert(companyProductGroupRights).values({
    companyId,
    productGroupId: input.catalogue.groupIds['Original Part'],
    canOrder: true,
  });
  const [user] = await tx
    .insert(users)
    .values({
      companyId,
      email: 'm.durand@atelier-lorrain.example',
      firstName: 'Mathieu',
      lastName: 'Durand',
      phone: '+33 3 83 30 40 50',
      passwordHash: input.passwordHash,
      passwordChangedAt: input.now,
      isFirstUser: true,
      createdAt: registeredAt,
    })
    .returning({ id: users.id });
  await tx
    .insert(userGroups)
    .values({ userId: (user as { id: number }).id, groupId: input.groupIds.supplier });
  return deliveryId;
}

/** A user waiting in a state, in a company, with the supplier group. */
async function insertWaitingUser(
  tx: Executor,
  input: Input,
  user: {
    companyId: number;
    email: string;
    firstName: string;
    lastName: string;
    state: 'EMAIL_CONFIRMATION_REQUESTED' | 'CLIENT_APPROVAL_REQUESTED';
    registerCase: 'COFOR6' | 'COFOR10';
    isFirstUser: boolean;
    createdAt: Date;
  },
): Promise<number> {
  const [row] = await tx
    .insert(users)
    .values({ ...user, phone: '+33 3 84 52 10 20', passwordHash: input.passwordHash, language: 'fr' })
    .returning({ id: users.id });
  const id = (row as { id: number }).id;
  await tx.insert(userGroups).values({ userId: id, groupId: input.groupIds.supplier });
  return id;
}

/**
 * The approval chain's waiting tasks, each with a usable link in the local mailbox (codes are
 * stored hashed, so the mail is the only place a link exists): a registrant who has not
 * confirmed their e-mail, one waiting for the approver (a new company), the pending delivery
 * address of the 'pending' company. The user waiting for activation comes with the companies.
 * Answers the links, for the start log.
 */
export async function insertApprovalTasks(tx: Executor, input: Input): Promise<string[]> {
  const deps = { settings: DEFAULT_SETTINGS, now: input.now, publicUrl: input.publicUrl };
  const c = REGISTERING_COMPANY;
  const [company] = await tx
    .insert(companies)
    .values({
      name: c.name,
      cofor6: c.cofor6,
      cofor10: c.cofor10,
      vatIdentificationNo: c.vat,
      duns: c.duns,
      destination: 'Vesoul (FR)',
      partNumbers: '9812345680, 9812345681 (brake hoses)',
      registeredAt: c.registeredAt,
      createdAt: c.registeredAt,
    })
    .returning({ id: companies.id });
  const companyId = (company as { id: number }).id;
  const address = { companyId, companyName: c.name, streetAddress: c.street, postalCode: c.postalCode };
  await tx.insert(addresses).values([
    { ...address, category: 'BILLING', isPrimary: true, city: c.city, countryCode: 'FR', state: 'APPROVED' },
    {
      ...address,
      category: 'DELIVERY',
      isPrimary: true,
      city: c.city,
      countryCode: 'FR',
      addressDetails: 'Quai 3',
      // Decision 112: the registration's delivery address waits for the first user's approval.
      state: 'CLIENT_APPROVAL_REQUESTED',
    },
  ]);
  await tx.insert(contacts).values([
    {
      companyId,
      category: 'PROVISIONING',
      name: 'Hélène Vuillet',
      phone: '+33 3 84 52 10 21',
      email: 'appro@jura-precision.example',
    },
    {
      companyId,
      category: 'COMMERCIAL',
      name: 'Bruno Cattin',
      phone: '+33 3 84 52 10 22',
      email: 'ventes@jura-precision.example',
    },
  ]);
  const groupIds = [input.catalogue.groupIds['Original Part'], input.catalogue.groupIds.Eurorepar];
  await tx
    .insert(companyQuotaCategories)
    .values(groupIds.map((productGroupId) => ({ companyId, productGroupId })));
  await tx
    .insert(companyProductGroupRights)
    .values(groupIds.map((productGroupId) => ({ companyId, productGroupId, canOrder: true })));

  const registrantId = await insertWaitingUser(tx, input, {
    companyId,
    email: 'c.jacquet@jura-precision.example',
    firstName: 'Claire',
    lastName: 'Jacquet',
    state: 'CLIENT_APPROVAL_REQUESTED',
    registerCase: 'COFOR6',
    isFirstUser: true,
    createdAt: c.registeredAt,
  });
  await requestUserApproval(tx, deps, registrantId);

  const unconfirmedEmail = 'n.petit@demo-parts.example';
  const unconfirmedId = await insertWaitingUser(tx, input, {
    companyId: input.companies.byKey('demo-parts').id,
    email: unconfirmedEmail,
    firstName: 'Nathalie',
    lastName: 'Petit',
    state: 'EMAIL_CONFIRMATION_REQUESTED',
    registerCase: 'COFOR10',
    isFirstUser: false,
    createdAt: new Date('2026-11-21T14:05:00Z'),
  });
  const confirmation = await issueCode(tx, deps, { purpose: 'EMAIL_CONFIRMATION', userId: unconfirmedId });
  const confirmationUrl = portalLink(input.publicUrl, `/accounts/confirmation/${confirmation}`);
  await insertMails(tx, [
    composeMail({
      to: unconfirmedEmail,
      language: 'fr',
      template: 'account.confirmation',
      subject: 'Label Portal\u00a0: confirmez votre adresse e-mail',
      greeting: 'Bonjour Nathalie Petit,',
      paragraphs: ['Merci pour votre inscription au Label Portal. Veuillez confirmer votre adresse e-mail.'],
      action: { label: 'Confirmer mon adresse e-mail', url: confirmationUrl },
      payload: { userId: unconfirmedId },
    }),
  ]);

  const pendingDelivery = input.companies.byKey('pending').delivery;
  if (pendingDelivery) await requestAddressApproval(tx, deps, pendingDelivery.id);
  await requestAddressApproval(tx, deps, await insertCompanyWithPendingDelivery(tx, input));
  return [
    `e-mail confirmation of ${unconfirmedEmail}: ${confirmationUrl}`,
    'user approval of c.jacquet@jura-precision.example and the delivery address of T000000003: in the mailbox of approver@demo.example (GET /backoffice/api/mailbox/?recipient=approver@demo.example as staff)',
  ];
}
