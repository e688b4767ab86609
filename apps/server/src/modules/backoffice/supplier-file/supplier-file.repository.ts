import { and, asc, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { supplierFileEntries, supplierFiles, users } from '../../../db/schema/index.js';
import type { SupplierRow } from './supplier-file-parse.js';

/** Rows per insert: ten arrays of this many values each (unnest), far below any parameter limit. */
const INSERT_BATCH = 10_000;

export type SupplierFileRecord = {
  id: number;
  filename: string;
  uploadedAt: Date;
  rowCount: number;
  restrictedCount: number;
};

const fileColumns = {
  id: supplierFiles.id,
  filename: supplierFiles.filename,
  uploadedAt: supplierFiles.uploadedAt,
  rowCount: supplierFiles.rowCount,
  restrictedCount: supplierFiles.restrictedCount,
};

/** The current supplier file: the last one loaded (highest id, decision 184). */
export async function findCurrentSupplierFile(db: Executor): Promise<SupplierFileRecord | undefined> {
  const [row] = await db.select(fileColumns).from(supplierFiles).orderBy(desc(supplierFiles.id)).limit(1);
  return row;
}

/** One page of the uploads, newest first, before an id (keyset). */
export async function findSupplierFilePage(db: Executor, before: number | undefined, limit: number) {
  return db
    .select({
      ...fileColumns,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(supplierFiles)
    .leftJoin(users, eq(users.id, supplierFiles.uploadedBy))
    .where(before === undefined ? undefined : lt(supplierFiles.id, before))
    .orderBy(desc(supplierFiles.id))
    .limit(limit);
}

/** Loads run one at a time (a transaction-level advisory lock), so the last one loaded is the current one. */
export async function lockSupplierFileLoads(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('supplier_file_load'))`);
}

export async function insertSupplierFile(
  tx: Executor,
  values: {
    filename: string;
    uploadedBy: number;
    uploadedAt: Date;
    rowCount: number;
    restrictedCount: number;
  },
): Promise<SupplierFileRecord> {
  const [row] = await tx.insert(supplierFiles).values(values).returning(fileColumns);
  return row!;
}

/** Drops the entries of every other upload (their history rows stay). */
export async function deleteOtherSupplierEntries(tx: Executor, supplierFileId: number): Promise<void> {
  await tx.delete(supplierFileEntries).where(ne(supplierFileEntries.supplierFileId, supplierFileId));
}

/**
 * Inserts the entries in batches, each one statement of column arrays turned into rows by
 * unnest: a few statements for 100,000 rows, the same on PostgreSQL and PGlite (decision 186).
 * Each array goes as one text parameter (an array literal), whatever the driver does with arrays.
 */
export async function insertSupplierEntries(
  tx: Executor,
  supplierFileId: number,
  rows: readonly SupplierRow[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const batch = rows.slice(start, start + INSERT_BATCH);
    const column = (key: Exclude<keyof SupplierRow, 'restricted'>) =>
      `{${batch.map((row) => `"${row[key].replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
    const restricted = `{${batch.map((row) => (row.restricted ? 't' : 'f')).join(',')}}`;
    await tx.execute(sql`
      insert into supplier_file_entries
        (supplier_file_id, cofor6, cofor10, name, street_address, postal_code, city, country_code, company_group, restricted)
      select ${supplierFileId}::integer, * from unnest(
        ${column('cofor6')}::text[], ${column('cofor10')}::text[], ${column('name')}::text[],
        ${column('street')}::text[], ${column('postalCode')}::text[], ${column('city')}::text[],
        ${column('countryCode')}::text[], ${column('companyGroup')}::text[], ${restricted}::boolean[]
      )`);
  }
}

/** Entries of a file in file order, after an entry id (keyset), for the download. */
export async function findSupplierEntryBatch(
  db: Executor,
  supplierFileId: number,
  after: number,
  limit: number,
) {
  return db
    .select()
    .from(supplierFileEntries)
    .where(and(eq(supplierFileEntries.supplierFileId, supplierFileId), gt(supplierFileEntries.id, after)))
    .orderBy(asc(supplierFileEntries.id))
    .limit(limit);
}
