import type { Executor } from '../db/client.js';
import { addresses, addressRejections, addressVersions } from '../db/schema/index.js';
import { requestAddressApproval } from '../modules/accounts/account-codes/index.js';
import { DEFAULT_SETTINGS } from './demo-approvals.js';
import type { SeededCompanies } from './demo-seeded.js';

const DAY_MS = 86_400_000;

type Input = { companies: SeededCompanies; now: Date; publicUrl?: string | undefined };

/**
 * The address list of Demo Parts (supplier@demo.example, 12345A0001) in every state (decision 152):
 * besides its approved distribution address that a seeded redistribution uses (demo-rolls.ts), an
 * approved one that may be changed or deleted, one waiting for approval (its code mailed to the
 * approvers) and a rejected proposal with the approver's feedback. Its 50 other rolls stay
 * available for redistribution.
 */
export async function insertDistributionDemo(tx: Executor, input: Input): Promise<void> {
  const company = input.companies.byKey('demo-parts');
  const daysAgo = (days: number) => new Date(input.now.getTime() - days * DAY_MS);
  const place = { companyId: company.id, category: 'DISTRIBUTION' as const, countryCode: 'FR' };
  const [approved, pending] = await tx
    .insert(addresses)
    .values([
      {
        ...place,
        companyName: 'Garage Martin SARL',
        streetAddress: '22 Avenue de la Gare',
        addressDetails: 'Magasin pièces',
        postalCode: '39100',
        city: 'Dole',
        state: 'APPROVED',
        createdAt: daysAgo(40),
        updatedAt: daysAgo(38),
      },
      {
        ...place,
        companyName: 'Carrosserie Dubois SAS',
        streetAddress: '7 Rue des Tanneurs',
        postalCode: '21000',
        city: 'Dijon',
        state: 'CLIENT_APPROVAL_REQUESTED',
        createdAt: daysAgo(2),
        updatedAt: daysAgo(2),
      },
    ])
    .returning({ id: addresses.id });
  await tx.insert(addressVersions).values({
    addressId: (approved as { id: number }).id,
    snapshot: {
      company_name: 'Garage Martin SARL',
      street_address: '22 Avenue de la Gare',
      address_details: 'Magasin pièces',
      postal_code: '39100',
      city: 'Dole',
      country_code: 'FR',
    },
    approvedAt: daysAgo(38),
  });
  await requestAddressApproval(
    tx,
    { settings: DEFAULT_SETTINGS, now: daysAgo(2), publicUrl: input.publicUrl ?? 'http://localhost:3000' },
    (pending as { id: number }).id,
  );
  await tx.insert(addressRejections).values({
    companyId: company.id,
    category: 'DISTRIBUTION',
    snapshot: {
      company_name: 'Atelier Bernard',
      street_address: '45 Rue Pasteur',
      address_details: '',
      postal_code: '2500',
      city: 'Besançon',
      country_code: 'FR',
    },
    feedback: 'A French postal code has five digits (Besançon: 25000). Please correct it and resubmit.',
    rejectedAt: daysAgo(5),
  });
}
