import type { Executor } from '../db/client.js';
import { supplierFileEntries, supplierFiles } from '../db/schema/index.js';

/**
 * The car-maker's supplier file (psa_accounts) as staff would upload it: one upload whose rows
 * give the registration lookup every mode (README "What to try", Registration):
 * - 45678D: COFOR6, a company not yet in the portal with two addresses (two plants);
 * - 56789E: COFOR6_RESTRICTED (quotas fixed by the file);
 * - 12345A: COFOR6 of Demo Parts SAS, a company in the portal (its registrants become additional users);
 * - account id 12345A0001 (option 2): COFOR10; any other compliant code, for example 99999Z: COFOR6_UNKNOWN.
 */
export const DEMO_SUPPLIER_FILE_ROWS = [
  [
    '45678D',
    '45678D0001',
    'Hanse Fahrzeugteile GmbH',
    'Am Hafen 12',
    '20457',
    'Hamburg',
    'DE',
    'EXTERNAL_SUPPLIERS',
    false,
  ],
  [
    '45678D',
    '45678D0002',
    'Hanse Fahrzeugteile GmbH',
    'Werftstraße 5',
    '28237',
    'Bremen',
    'DE',
    'EXTERNAL_SUPPLIERS',
    false,
  ],
  [
    '56789E',
    '56789E0001',
    'Plastiques du Rhône SA',
    '21 Quai Perrache',
    '69002',
    'Lyon',
    'FR',
    'INTERNAL_SUPPLIERS',
    true,
  ],
  [
    '12345A',
    '12345A0001',
    'Demo Parts SAS',
    '14 Rue des Frères Lumière',
    '25000',
    'Besançon',
    'FR',
    'EXTERNAL_SUPPLIERS',
    false,
  ],
  [
    '22345B',
    '22345B0001',
    'Nordwerk Kunststofftechnik GmbH',
    'Industriestraße 27',
    '44793',
    'Bochum',
    'DE',
    'EXTERNAL_SUPPLIERS',
    false,
  ],
  [
    '32345C',
    '32345C0001',
    'Componentes Ibéricos del Automóvil S.L.',
    'Polígono Landaben, Calle E 12',
    '31012',
    'Pamplona',
    'ES',
    'EXTERNAL_SUPPLIERS',
    false,
  ],
] as const;

export async function insertSupplierFile(
  tx: Executor,
  uploadedBy: number | null,
  uploadedAt: Date,
): Promise<number> {
  const [file] = await tx
    .insert(supplierFiles)
    .values({
      filename: 'psa_accounts.csv',
      uploadedBy,
      uploadedAt,
      rowCount: DEMO_SUPPLIER_FILE_ROWS.length,
      restrictedCount: DEMO_SUPPLIER_FILE_ROWS.filter((row) => row[8]).length,
    })
    .returning({ id: supplierFiles.id });
  const supplierFileId = file!.id;
  await tx.insert(supplierFileEntries).values(
    DEMO_SUPPLIER_FILE_ROWS.map(
      ([cofor6, cofor10, name, streetAddress, postalCode, city, countryCode, companyGroup, restricted]) => ({
        supplierFileId,
        cofor6,
        cofor10,
        name,
        streetAddress,
        postalCode,
        city,
        countryCode,
        companyGroup,
        restricted,
      }),
    ),
  );
  return DEMO_SUPPLIER_FILE_ROWS.length;
}
