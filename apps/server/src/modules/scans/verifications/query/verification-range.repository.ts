import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../../db/client.js';
import { rowsOf } from '../../../../db/raw-rows.js';
import { edgeSpansOf, type ScanFacts, type ScanProbe, splitRange } from './plan-read.js';
import { inList, type ResolvedVerificationFilters } from './verification-filters.repository.js';

/**
 * Where the rollups read a date range (decision 263): whole UTC months from the monthly tables, the
 * partial months at the ends from the day tables. `months` are first days, inclusive (null: none);
 * `days` inclusive ranges, at most two.
 */
export type RollupRange = ReturnType<typeof splitRange>;

/**
 * The facts planRead asks (decision 314): whether the companies asked have scans before or after
 * the filters' days (`outside`: else the all-time cells answer exactly), or in the days of the
 * first and last month outside the range (`edges`: else those months count as whole). One statement
 * of probes of the day rollup's index; none when nothing is asked. Facts not asked are left out.
 */
export async function probeScanFacts(
  db: Executor,
  filters: ResolvedVerificationFilters,
  probes: readonly ScanProbe[],
): Promise<Partial<ScanFacts>> {
  if (probes.length === 0) return {};
  const companies = filters.companyIds === null ? sql`true` : inList(sql`d.company_id`, filters.companyIds);
  const exists = (days: SQL) =>
    sql`exists (select 1 from verification_days d where ${companies} and ${days})`;
  const columns: SQL[] = [];
  if (probes.includes('outside')) {
    columns.push(
      sql`${exists(sql`d.day < ${filters.dayStart}::date`)} as before`,
      sql`${exists(sql`d.day > ${filters.dayEnd}::date`)} as after`,
    );
  }
  if (probes.includes('edges')) {
    const [head, tail] = edgeSpansOf(filters);
    const between = (days: readonly [string, string] | null) =>
      days === null ? sql`false` : exists(sql`d.day between ${days[0]}::date and ${days[1]}::date`);
    columns.push(sql`${between(head)} as head`, sql`${between(tail)} as tail`);
  }
  const [row] = rowsOf<Partial<ScanFacts>>(await db.execute(sql`select ${sql.join(columns, sql`, `)}`));
  const facts: Partial<ScanFacts> = {};
  for (const key of ['before', 'after', 'head', 'tail'] as const) {
    if (row && typeof row[key] === 'boolean') facts[key] = row[key];
  }
  return facts;
}

/**
 * Splits the filters' date range into whole months and partial months (decision 263): the edges
 * probed, then splitRange. `wholeMonths` false reads every day from the day tables.
 */
export async function planRollupRange(
  db: Executor,
  filters: ResolvedVerificationFilters,
  wholeMonths = true,
): Promise<RollupRange> {
  const hasEdge = edgeSpansOf(filters).some((days) => days !== null);
  const probes: ScanProbe[] = wholeMonths && hasEdge && filters.dayStart <= filters.dayEnd ? ['edges'] : [];
  return splitRange(
    filters,
    { head: true, tail: true, ...(await probeScanFacts(db, filters, probes)) },
    wholeMonths,
  );
}
