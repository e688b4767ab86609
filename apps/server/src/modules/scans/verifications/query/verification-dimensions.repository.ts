import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../../db/client.js';
import { rowsOf } from '../../../../db/raw-rows.js';
import { utcIsoText } from '../../../../db/sql-time.js';
import { inList, listOf, type ScanSpan } from './verification-filters.repository.js';

export type CompanyDetails = {
  id: number;
  name: string;
  cofor10: string;
  city: string | null;
  countryCode: string | null;
};

/**
 * Name, COFOR10 and delivery address (the primary one, else the first not rejected) of companies,
 * as the company profile picks it.
 */
export async function findCompanyDetails(
  db: Executor,
  companyIds: readonly number[],
): Promise<CompanyDetails[]> {
  if (companyIds.length === 0) return [];
  const rows = rowsOf<{
    id: number;
    name: string;
    cofor10: string;
    city: string | null;
    country_code: string | null;
  }>(
    await db.execute(sql`select c.id, c.name, c.cofor10, a.city, a.country_code
      from companies c
      left join lateral (
        select city, country_code from addresses
        where company_id = c.id and category = 'DELIVERY' and state <> 'REJECTED'
        order by is_primary desc, id limit 1
      ) a on true
      where c.id in (${listOf(companyIds)})`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    cofor10: row.cofor10,
    city: row.city,
    countryCode: row.country_code,
  }));
}

/** Product group name (the domain) and customer reference of products. */
export async function findProductDetails(
  db: Executor,
  productIds: readonly number[],
): Promise<{ id: number; domain: string; reference: string }[]> {
  if (productIds.length === 0) return [];
  const rows = rowsOf<{ id: number; domain: string; reference: string }>(
    await db.execute(sql`select p.id, g.name as domain, p.customer_reference as reference
      from products p join product_groups g on g.id = p.product_group_id
      where p.id in (${listOf(productIds)})`),
  );
  return rows.map((row) => ({ id: Number(row.id), domain: row.domain, reference: row.reference }));
}

/** Ids of the product groups of these names (domains). */
export async function findProductGroupIds(db: Executor, names: readonly string[]): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select id from product_groups where ${inList(sql`name`, names)}`),
  );
  return rows.map((row) => Number(row.id));
}

/** Ids of the products of these customer references. */
export async function findProductIds(db: Executor, references: readonly string[]): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select id from products where ${inList(sql`customer_reference`, references)}`),
  );
  return rows.map((row) => Number(row.id));
}

/** Ids of the rolls of this roll number (spool_no; one at most). */
export async function findSpoolIds(db: Executor, spoolNo: string): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select id from spools where spool_no = ${spoolNo}`),
  );
  return rows.map((row) => Number(row.id));
}

/**
 * The span of the scans of a label id and/or of rolls (decision 269), whatever company they count
 * for, within the companies asked: the per-label counts keep each label's first and last scan and
 * its roll, and every event with a roll has its label id, so the span holds every such scan (a
 * re-attribution that moves some scans away leaves it wider, never narrower).
 */
export async function findScanSpan(
  db: Executor,
  by: { labelId: string | null; spoolIds: readonly number[] | null; companyIds: readonly number[] | null },
): Promise<ScanSpan | null> {
  if (by.labelId === null && by.spoolIds === null) return null;
  const conditions: SQL[] = [];
  if (by.labelId !== null) conditions.push(sql`label_id = ${by.labelId}`);
  if (by.spoolIds !== null) conditions.push(inList(sql`spool_id`, by.spoolIds));
  if (by.companyIds !== null) conditions.push(inList(sql`company_id`, by.companyIds));
  const [row] = rowsOf<{ first: string | null; last: string | null }>(
    await db.execute(sql`select
        ${utcIsoText(sql`min(first_at)`)} as first,
        ${utcIsoText(sql`max(last_at)`)} as last
      from verification_label_counts where ${sql.join(conditions, sql` and `)}`),
  );
  return row?.first && row.last ? { first: row.first, last: row.last } : 'none';
}
