import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../../db/client.js';
import { rowsOf } from '../../../../db/raw-rows.js';
import { periodColumnOf } from '../rollups/registry.js';
import type { PlannedRange, ReadPlan } from './plan-read.js';
import { conditionsOf, type ResolvedVerificationFilters } from './verification-filters.repository.js';

/** A count of the source: one row of the events, the `count` of a rollup row. */
const COUNT = { raw: sql`count(*)`, rollup: sql`sum(e.count)` };

/** The count rollups' columns a union of monthly and day parts exposes (`day` is a month's first day for a monthly part). */
const COUNT_COLUMNS = sql`company_id, product_id, product_group_id, order_country, status, geolocation_method, count`;

/**
 * The counts of the filters from the plan's count rollups, as one derived table `e` (company_id,
 * day, product_id, product_group_id, order_country, status, geolocation_method, count): each planned
 * range one part, filtered on its own (a monthly part's `day` is the month's first day).
 */
function rollupCountsOf(filters: ResolvedVerificationFilters, ranges: readonly PlannedRange[]): SQL {
  const parts: SQL[] = [];
  for (const { rollup, first, last } of ranges) {
    const column = periodColumnOf(rollup);
    if (column === null || first === null)
      throw new Error(`the counts read no all-time table (${rollup.table})`);
    parts.push(sql`select r.${sql.raw(column)} as day, ${COUNT_COLUMNS}
      from ${sql.raw(rollup.table)} r
      where ${conditionsOf(filters, 'rollup', 'r', { column, first, last })}`);
  }
  if (parts.length === 0)
    parts.push(sql`select r.day, ${COUNT_COLUMNS} from verification_days r where false`);
  return sql`(${sql.join(parts, sql` union all `)}) e`;
}

/** What an aggregation reads: the events with the filters, or the plan's rollups as a derived table. */
function sourceSql(plan: ReadPlan, filters: ResolvedVerificationFilters): SQL {
  if (plan.source !== 'rollup') return sql`verification_events e where ${conditionsOf(filters, 'raw', 'e')}`;
  return sql`${rollupCountsOf(filters, plan.ranges)} where true`;
}

/** A count of the source: one row of the events, the `count` of a rollup row. */
const countOf = (plan: ReadPlan): SQL => COUNT[plan.source === 'rollup' ? 'rollup' : 'raw'];

export async function countVerifications(
  db: Executor,
  plan: ReadPlan,
  filters: ResolvedVerificationFilters,
): Promise<number> {
  const [row] = rowsOf<{ count: string | number | null }>(
    await db.execute(
      sql`select coalesce(${countOf(plan)}, 0)::bigint as count from ${sourceSql(plan, filters)}`,
    ),
  );
  return Number(row?.count ?? 0);
}

export type PeriodCount = { status: number; period: string; count: number };

/** Counts per status and period: a UTC day (yyyy-MM-dd) or month (yyyy-MM). */
export async function countByPeriod(
  db: Executor,
  plan: ReadPlan,
  filters: ResolvedVerificationFilters,
  interval: 'day' | 'month',
): Promise<PeriodCount[]> {
  const format = interval === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const day = plan.source === 'rollup' ? sql`e.day` : sql`(e.scanned_at at time zone 'UTC')::date`;
  const period = interval === 'day' ? day : sql`date_trunc('month', ${day})::date`;
  const from = sourceSql(plan, filters);
  // Grouped by the date itself, written as text once per period: to_char on every row of a
  // 90-day range of day rollups was half of the statement (18 of 36 ms on a million scans).
  const rows = rowsOf<{ status: number; period: string; count: string | number }>(
    await db.execute(sql`select p.status, to_char(p.period, ${format}) as period, p.count
      from (select e.status, ${period} as period, ${countOf(plan)}::bigint as count
        from ${from}
        group by 1, 2) p`),
  );
  return rows.map((row) => ({ status: Number(row.status), period: row.period, count: Number(row.count) }));
}

/** The countries of the orders ranked by count (then code); '' = no order. */
export async function rankCountries(
  db: Executor,
  plan: ReadPlan,
  filters: ResolvedVerificationFilters,
  limit: number,
): Promise<{ key: string; count: number }[]> {
  const rows = rowsOf<{ key: string; count: string | number }>(
    await db.execute(sql`select coalesce(e.order_country, '') as key, ${countOf(plan)}::bigint as count
      from ${sourceSql(plan, filters)}
      group by 1 order by 2 desc, 1 limit ${limit}`),
  );
  return rows.map((row) => ({ key: row.key, count: Number(row.count) }));
}

/** The companies ranked by count (then id); 0 = the unknown company. */
export async function rankCompanies(
  db: Executor,
  plan: ReadPlan,
  filters: ResolvedVerificationFilters,
  limit: number,
): Promise<{ companyId: number; count: number }[]> {
  const rows = rowsOf<{ company_id: number; count: string | number }>(
    await db.execute(sql`select e.company_id, ${countOf(plan)}::bigint as count
      from ${sourceSql(plan, filters)}
      group by 1 order by 2 desc, 1 limit ${limit}`),
  );
  return rows.map((row) => ({ companyId: Number(row.company_id), count: Number(row.count) }));
}

export type CompanyCounts = {
  companyId: number;
  productId: number;
  status: number;
  count: number;
  /** The pair's count of the sorted status and its whole count (the table's order and keyset). */
  sorted: number;
  total: number;
};

/** Where a page of the by-company-by-product table starts: after this pair (decision 266). */
export type CompanyProductKey = { sorted: number; total: number; companyId: number; productId: number };

/**
 * Counts per company, product (0 = none) and status of `limit` (company, product) pairs, ranked by
 * the count of `sortStatus` (descending), then the pair's whole count (descending), then company id
 * and product id; the pairs after `after` in that rank when given (keyset, decision 266). The rows
 * come in that rank, statuses by code.
 */
export async function countByCompanyAndProduct(
  db: Executor,
  plan: ReadPlan,
  filters: ResolvedVerificationFilters,
  sortStatus: number,
  limit: number,
  after: CompanyProductKey | null = null,
): Promise<CompanyCounts[]> {
  const keyset = after
    ? sql`where sorted < ${after.sorted}
        or (sorted = ${after.sorted} and (total < ${after.total}
          or (total = ${after.total} and (company_id, product_id) > (${after.companyId}, ${after.productId}))))`
    : sql``;
  const rows = rowsOf<{
    company_id: number;
    product_id: number;
    status: number;
    count: string | number;
    sorted: string | number;
    total: string | number;
  }>(
    await db.execute(sql`with counts as (
        select e.company_id, coalesce(e.product_id, 0) as product_id, e.status, ${countOf(plan)}::bigint as count
        from ${sourceSql(plan, filters)}
        group by 1, 2, 3
      ), pairs as (
        select company_id, product_id, coalesce(sum(count) filter (where status = ${sortStatus}), 0)::bigint as sorted,
          sum(count)::bigint as total
        from counts group by 1, 2
      ), page as (
        select * from pairs ${keyset}
        order by sorted desc, total desc, company_id, product_id
        limit ${limit}
      )
      select c.company_id, c.product_id, c.status, c.count, p.sorted, p.total
      from counts c join page p on p.company_id = c.company_id and p.product_id = c.product_id
      order by p.sorted desc, p.total desc, c.company_id, c.product_id, c.status`),
  );
  return rows.map((row) => ({
    companyId: Number(row.company_id),
    productId: Number(row.product_id),
    status: Number(row.status),
    count: Number(row.count),
    sorted: Number(row.sorted),
    total: Number(row.total),
  }));
}
