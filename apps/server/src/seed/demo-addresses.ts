import type { Executor } from '../db/client.js';
import { type AddressSnapshot, addresses, addressVersions } from '../db/schema/index.js';
import type { DemoAddress } from './demo-company-list.js';
import type { SeededCompany } from './demo-seeded.js';

type AddressPlan = {
  company: SeededCompany;
  category: 'BILLING' | 'DELIVERY' | 'DISTRIBUTION';
  companyName: string;
  details: string;
  address: DemoAddress;
  approved: boolean;
};

/** Billing and delivery addresses of every supplier (plus distribution ones), with approved versions. */
export async function insertAddresses(tx: Executor, suppliers: SeededCompany[]): Promise<void> {
  const plans: AddressPlan[] = suppliers.flatMap((company) => {
    const { definition } = company;
    const base = { company, companyName: definition.name, address: definition.address };
    const list: AddressPlan[] = [
      { ...base, category: 'BILLING', details: 'Accounts payable', approved: true },
      {
        ...base,
        category: 'DELIVERY',
        details: 'Goods receipt, gate 2',
        approved: !definition.deliveryPending,
      },
    ];
    if (definition.distribution) {
      const { companyName, ...address } = definition.distribution;
      list.push({
        company,
        category: 'DISTRIBUTION',
        companyName,
        address,
        details: 'Hall B',
        approved: true,
      });
    }
    return list;
  });
  const rows = await tx
    .insert(addresses)
    .values(
      plans.map((p) => ({
        companyId: p.company.id,
        category: p.category,
        isPrimary: p.category !== 'DISTRIBUTION',
        companyName: p.companyName,
        streetAddress: p.address.street,
        addressDetails: p.details,
        postalCode: p.address.postalCode,
        city: p.address.city,
        countryCode: p.address.country,
        state: p.approved ? ('APPROVED' as const) : ('CLIENT_APPROVAL_REQUESTED' as const),
        createdAt: new Date(`${p.company.definition.registeredAt}T09:00:00Z`),
        updatedAt: new Date(`${p.company.definition.registeredAt}T09:00:00Z`),
      })),
    )
    .returning({ id: addresses.id });
  const versions: { addressId: number; snapshot: Record<string, string>; approvedAt: Date }[] = [];
  plans.forEach((plan, i) => {
    const id = (rows[i] as { id: number }).id;
    const snapshot: AddressSnapshot = {
      pk: id,
      company_name: plan.companyName,
      street_address: plan.address.street,
      address_details: plan.details,
      postal_code: plan.address.postalCode,
      city: plan.address.city,
      country_code: plan.address.country,
    };
    if (plan.category === 'BILLING') plan.company.billing = { id, snapshot };
    if (plan.category === 'DELIVERY') plan.company.delivery = { id, snapshot };
    if (plan.approved && plan.category !== 'BILLING') {
      const { pk: _pk, ...fields } = snapshot;
      versions.push({
        addressId: id,
        snapshot: fields,
        approvedAt: new Date(`${plan.company.definition.registeredAt}T15:00:00Z`),
      });
    }
  });
  if (versions.length > 0) await tx.insert(addressVersions).values(versions);
}
