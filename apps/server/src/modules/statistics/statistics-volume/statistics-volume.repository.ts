import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { rowsOf } from '../../../db/raw-rows.js';

export type VolumeRecord = {
  product_group_id: number;
  product_group: string;
  initial: string;
  available: string;
  ordered: string;
  delivered: string;
  activated: string;
};

export type CompanyRecord = { id: number; name: string; cofor6: string; cofor10: string };

/** `column = companyId`, or nothing when every company counts. */
function companyCondition(column: SQL, companyId: number | null): SQL {
  return companyId === null ? sql`true` : sql`${column} = ${companyId}`;
}

/**
 * The five quantities per product group (decision 235) in one statement: every product group in
 * catalogue order, each source grouped once (the licensing events' per-company totals, decision
 * 239; shipped rolls; their activated labels), never a query per row. `companyId` null = every company.
 */
export async function findVolumeByProductGroup(
  db: Executor,
  companyId: number | null,
): Promise<VolumeRecord[]> {
  const result = await db.execute(sql`
    with events as (
      select e.product_group_id,
             sum(e.contracted) as initial,
             sum(e.contracted - e.withdrawn + e.cancel_withdrawn) as available,
             sum(e.withdrawn - e.cancel_withdrawn) as ordered
      from licensing_totals e
      where ${companyCondition(sql`e.company_id`, companyId)}
      group by e.product_group_id
    ), rolls as (
      select p.product_group_id, sum(s.label_count) as delivered
      from spools s
      join products p on p.id = s.product_id
      where s.order_position_id is not null and ${companyCondition(sql`s.company_id`, companyId)}
      group by p.product_group_id
    ), activations as (
      select p.product_group_id, count(*) as activated
      from labels l
      join spools s on s.id = l.spool_id
      join products p on p.id = s.product_id
      where l.activated_at is not null and s.order_position_id is not null
        and ${companyCondition(sql`s.company_id`, companyId)}
      group by p.product_group_id
    )
    select g.id as product_group_id, g.name as product_group,
           coalesce(events.initial, 0)::text as initial,
           coalesce(events.available, 0)::text as available,
           coalesce(events.ordered, 0)::text as ordered,
           coalesce(rolls.delivered, 0)::text as delivered,
           coalesce(activations.activated, 0)::text as activated
    from product_groups g
    left join events on events.product_group_id = g.id
    left join rolls on rolls.product_group_id = g.id
    left join activations on activations.product_group_id = g.id
    order by g.sort_index, g.id`);
  return rowsOf<VolumeRecord>(result).map((row) => ({
    ...row,
    product_group_id: Number(row.product_group_id),
  }));
}

/** A supplier company by its account id (COFOR10, upper case). */
export async function findSupplierByCofor10(db: Executor, cofor10: string): Promise<CompanyRecord | null> {
  const result = await db.execute(sql`
    select id, name, cofor6, cofor10 from companies where cofor10 = ${cofor10} and kind = 'SUPPLIER'`);
  const [row] = rowsOf<CompanyRecord>(result);
  return row ? { ...row, id: Number(row.id) } : null;
}

export async function findCompanyById(db: Executor, companyId: number): Promise<CompanyRecord | null> {
  const result = await db.execute(
    sql`select id, name, cofor6, cofor10 from companies where id = ${companyId}`,
  );
  const [row] = rowsOf<CompanyRecord>(result);
  return row ? { ...row, id: Number(row.id) } : null;
}

/** `value%` with LIKE's wildcards escaped. */
function prefixPattern(value: string): string {
  return `${value.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Supplier companies whose name (any case), COFOR6 or COFOR10 starts with `search`, by name: the
 * three prefix indexes of decision 201 serve the three branches.
 */
export async function searchSuppliers(db: Executor, search: string, limit: number): Promise<CompanyRecord[]> {
  const name = prefixPattern(search.toLowerCase());
  const code = prefixPattern(search.toUpperCase());
  const result = await db.execute(sql`
    select id, name, cofor6, cofor10 from companies
    where kind = 'SUPPLIER' and (lower(name) like ${name} or cofor6 like ${code} or cofor10 like ${code})
    order by lower(name), id
    limit ${limit}`);
  return rowsOf<CompanyRecord>(result).map((row) => ({ ...row, id: Number(row.id) }));
}
