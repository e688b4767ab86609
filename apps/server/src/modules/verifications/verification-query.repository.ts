import { type SQL, sql } from 'drizzle-orm';
import { copyCsvOut, type Database, type Executor } from '../../db/client.js';
import { csvFormulaGuardSql } from '../../db/csv-sql.js';
import { EVERY_COMPANY_ID } from '../../db/schema/verifications.js';
import { utcIsoText } from '../../db/sql-time.js';
import { protectCsvCell, quoteCsvCell } from '../../lib/csv-export.js';
import { type BoxCells, type CellRange, coveringRanges } from './verification-box.js';

/** The statistics reads run planned with their values (decision 246). */
export { readWithCustomPlans } from '../../db/client.js';

/*
 * The reads of the label-authentication statistics (decisions 256, 257): every statement on the
 * verification tables for the Verifications POST and its download. Conditions name the company
 * first, so that the tables can become Citus tables distributed by company. Two sources answer the
 * same question: `raw` (verification_events, through the label, object, spool or cell index) and
 * `rollup` (the monthly rollups for the whole months of the range, the day rollups for the partial
 * months at its ends, the tag-set variants only under a tags filter: decision 263); the service
 * picks one (decision 256).
 */

export type VerificationSource = 'raw' | 'rollup';

/** The Verifications filters, resolved to the tables' values. A list is null when it filters nothing. */
export type VerificationFilters = {
  /** null: every company; [] matches nothing. */
  companyIds: readonly number[] | null;
  /** UTC calendar days, inclusive. */
  dayStart: string;
  dayEnd: string;
  statuses: readonly number[] | null;
  method: 'IP' | 'GPS' | null;
  productGroupIds: readonly number[] | null;
  /** Products of the customer references. */
  productIds: readonly number[] | null;
  orderCountries: readonly string[] | null;
  tags: readonly string[] | null;
  // Raw events only:
  /** GPS scans of at most this many meters. */
  accuracy: number | null;
  spoolIds: readonly number[] | null;
  labelId: string | null;
  objectId: string | null;
  /**
   * The first and last scan of the label or roll asked (from the per-label counts, decision 269),
   * as constants that prune the events' partitions when the statement is planned; 'none' when
   * nothing of it was scanned; null without a label or roll filter.
   */
  scanSpan: ScanSpan | null;
};

/** A span of scan times (ISO 8601, both ends included), or none at all. */
export type ScanSpan = { first: string; last: string } | 'none';

/** Whether the filters need the raw events (the rollups do not keep these dimensions). */
export function needsRawEvents(filters: VerificationFilters): boolean {
  return (
    filters.accuracy !== null ||
    filters.spoolIds !== null ||
    filters.labelId !== null ||
    filters.objectId !== null
  );
}

/** Rows of a raw statement, whichever driver answered. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

function listOf(values: readonly (number | string)[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

function inList(column: SQL, values: readonly (number | string)[]): SQL {
  return values.length === 0 ? sql`false` : sql`${column} in (${listOf(values)})`;
}

/** The day after a yyyy-MM-dd day. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The filters as conditions on `alias` (e for the events, r for a rollup), company first. The
 * events' time is their instant in [start day 00:00 UTC, day after the end 00:00 UTC), which is the
 * rollups' UTC day between the two days. An empty list matches nothing.
 */
function conditionsOf(
  filters: VerificationFilters,
  source: VerificationSource,
  alias: string,
  /** The rollup's period column and bounds; null: a table over all time (no time condition). */
  period: { column: 'day' | 'month'; first: string; last: string } | null = {
    column: 'day',
    first: filters.dayStart,
    last: filters.dayEnd,
  },
): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const conditions: SQL[] = [];
  if (filters.companyIds !== null) conditions.push(inList(column('company_id'), filters.companyIds));
  if (source === 'raw') {
    conditions.push(
      sql`${column('scanned_at')} >= ${`${filters.dayStart}T00:00:00Z`}::timestamptz`,
      sql`${column('scanned_at')} < ${`${nextDay(filters.dayEnd)}T00:00:00Z`}::timestamptz`,
    );
  } else if (period !== null) {
    conditions.push(sql`${column(period.column)} between ${period.first}::date and ${period.last}::date`);
  }
  if (filters.statuses !== null) conditions.push(inList(column('status'), filters.statuses));
  if (filters.method !== null) conditions.push(sql`${column('geolocation_method')} = ${filters.method}`);
  if (filters.productGroupIds !== null) {
    conditions.push(inList(column('product_group_id'), filters.productGroupIds));
  }
  if (filters.productIds !== null) conditions.push(inList(column('product_id'), filters.productIds));
  if (filters.orderCountries !== null)
    conditions.push(inList(column('order_country'), filters.orderCountries));
  if (filters.tags !== null) {
    conditions.push(
      filters.tags.length === 0
        ? sql`false`
        : sql`${column('tags')} && array[${listOf(filters.tags)}]::text[]`,
    );
  }
  if (source === 'raw') {
    if (filters.accuracy !== null) {
      conditions.push(
        sql`${column('geolocation_method')} = 'GPS'`,
        sql`${column('accuracy')} <= ${filters.accuracy}`,
      );
    }
    if (filters.spoolIds !== null) conditions.push(inList(column('spool_id'), filters.spoolIds));
    if (filters.labelId !== null) conditions.push(sql`${column('label_id')} = ${filters.labelId}`);
    if (filters.objectId !== null) conditions.push(sql`${column('object_id')} = ${filters.objectId}::bigint`);
    if (filters.scanSpan === 'none') conditions.push(sql`false`);
    else if (filters.scanSpan !== null) {
      conditions.push(
        sql`${column('scanned_at')} >= ${filters.scanSpan.first}::timestamptz`,
        sql`${column('scanned_at')} <= ${filters.scanSpan.last}::timestamptz`,
      );
    }
  } else if (needsRawEvents(filters)) {
    throw new Error('the rollups cannot apply the accuracy, spool, label or object filters');
  }
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

/**
 * `from … where …` of a map-cell rollup's rows (as `r`) that meet `conditions` in the box's cell
 * ranges (decision 270): the ranges as a VALUES list joined laterally to a subquery that the
 * planner may not flatten (`offset 0`), so each range is one descent of the table's (cell, period)
 * index with the period in its condition, or for a table indexed by (month, cell) one descent per
 * month and range (decision 279); the index INCLUDEs every other column: an index-only scan. A
 * BitmapOr of the ranges read one heap page per row (66,000 rows of the month cells in the Paris
 * box at 10,000,000 scans: 160-250 ms against 35 ms); a flattened join let the planner scan two
 * months of the table whole (1.3 s). Null ranges: the whole table.
 */
function rollupCellsFrom(
  table: string,
  column: string,
  ranges: readonly CellRange[] | null,
  conditions: SQL,
  /**
   * The first and last month of a table indexed by (month, cell) (decision 279): one descent per
   * month and range, so a range of a few months reads those months' cells only.
   */
  months: readonly [string, string] | null = null,
): SQL {
  const own = sql`from ${sql.raw(table)} r where ${conditions}`;
  if (ranges === null) return own;
  if (ranges.length === 0) return sql`${own} and false`;
  const bounds = sql.join(
    ranges.map(([low, high]) => sql`(${low}::bigint, ${high}::bigint)`),
    sql`, `,
  );
  const cell = sql`r.${sql.raw(column)} between b.low and b.high`;
  if (months === null) {
    return sql`from (values ${bounds}) as b(low, high)
    cross join lateral (select * from ${sql.raw(table)} r where ${cell} and ${conditions} offset 0) r`;
  }
  // The months as a list of dates made here: generate_series over dates steps in the session's time
  // zone, and where a month's midnight does not exist there it loses the range's last month.
  const list: string[] = [];
  for (let month = months[0]; month <= months[1]; month = monthAfter(month, 1)) list.push(month);
  return sql`from (values ${bounds}) as b(low, high)
    cross join unnest(${`{${list.join(',')}}`}::date[]) as m(month)
    cross join lateral (select * from ${sql.raw(table)} r
      where r.month = m.month and ${cell} and ${conditions} offset 0) r`;
}

/** The cell ranges as a condition (a BitmapOr of the cell index's ranges, or a filter of a rollup). */
function cellRangesCondition(column: SQL, ranges: readonly CellRange[] | null): SQL {
  if (ranges === null) return sql`true`;
  if (ranges.length === 0) return sql`false`;
  return sql`(${sql.join(
    ranges.map(([low, high]) => sql`${column} between ${low}::bigint and ${high}::bigint`),
    sql` or `,
  )})`;
}

/** A count of the source: one row of the events, the `count` of a rollup row. */
const COUNT = { raw: sql`count(*)`, rollup: sql`sum(e.count)` };

/** The first day (yyyy-MM-01) of a day's UTC month. */
function monthOf(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The first day of the month `offset` months after the month of `day`. */
function monthAfter(day: string, offset: number): string {
  const date = new Date(`${monthOf(day)}T00:00:00.000Z`);
  date.setUTCMonth(date.getUTCMonth() + offset);
  return date.toISOString().slice(0, 10);
}

/** The last day of a day's month. */
function lastDayOf(day: string): string {
  const date = new Date(`${monthAfter(day, 1)}T00:00:00.000Z`);
  date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/**
 * Every day from `first` to `last` (a partial month, at most 31): as a list, each day is one
 * descent of the (day, cell6) index per cell range instead of a scan of every day's entries.
 */
function daysOf(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = nextDay(day)) days.push(day);
  return days;
}

function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Where the rollups read a date range (decision 263): whole UTC months from the monthly tables, the
 * partial months at the ends from the day tables. `months` are first days, inclusive (null: none);
 * `days` inclusive ranges, at most two.
 */
export type RollupRange = {
  months: readonly [string, string] | null;
  days: readonly (readonly [string, string])[];
};

/**
 * Splits the filters' date range into whole months and partial months (decision 263). A partial
 * month at an end counts as whole when the companies asked have no scan in its days outside the
 * range (date_end = today, a start before the data's first day in that month): one probe of the
 * day rollup's index for both ends, in one statement. `wholeMonths` false reads every day from
 * the day tables (the histogram by day).
 */
export async function planRollupRange(
  db: Executor,
  filters: VerificationFilters,
  wholeMonths = true,
): Promise<RollupRange> {
  const start = filters.dayStart;
  const end = filters.dayEnd;
  if (!wholeMonths) return { months: null, days: [[start, end]] };
  const firstMonth = monthOf(start);
  const lastMonth = monthOf(end);
  const headOutside: [string, string] | null = start === firstMonth ? null : [firstMonth, dayBefore(start)];
  const tailOutside: [string, string] | null = end === lastDayOf(end) ? null : [nextDay(end), lastDayOf(end)];
  const companies = filters.companyIds === null ? sql`true` : inList(sql`d.company_id`, filters.companyIds);
  const probe = (days: [string, string] | null) =>
    days === null
      ? sql`false`
      : sql`exists (select 1 from verification_days d
          where ${companies} and d.day between ${days[0]}::date and ${days[1]}::date)`;
  let headWhole = headOutside === null;
  let tailWhole = tailOutside === null;
  if (!headWhole || !tailWhole) {
    const [row] = rowsOf<{ head: boolean; tail: boolean }>(
      await db.execute(sql`select ${probe(headOutside)} as head, ${probe(tailOutside)} as tail`),
    );
    headWhole = headOutside === null || row?.head === false;
    tailWhole = tailOutside === null || row?.tail === false;
  }
  if (firstMonth === lastMonth) {
    return headWhole && tailWhole
      ? { months: [firstMonth, firstMonth], days: [] }
      : { months: null, days: [[start, end]] };
  }
  const days: [string, string][] = [];
  if (!headWhole) days.push([start, lastDayOf(start)]);
  if (!tailWhole) days.push([lastMonth, end]);
  const from = headWhole ? firstMonth : monthAfter(start, 1);
  const to = tailWhole ? lastMonth : monthAfter(end, -1);
  return { months: from <= to ? [from, to] : null, days };
}

/** The count rollups' columns a union of monthly and day parts exposes (`day` is a month's first day for a monthly part). */
const COUNT_COLUMNS = sql`company_id, product_id, product_group_id, order_country, status, geolocation_method, count`;

/**
 * The counts of the filters from the rollups, as one derived table `e` (company_id, day, product_id,
 * product_group_id, order_country, status, geolocation_method, count): the whole months from
 * verification_months (verification_month_tags under a tags filter), the other days from
 * verification_days (verification_daily under a tags filter), each part filtered on its own.
 */
function rollupCountsOf(filters: VerificationFilters, range: RollupRange): SQL {
  const tagged = filters.tags !== null;
  const parts: SQL[] = [];
  if (range.months) {
    parts.push(sql`select r.month as day, ${COUNT_COLUMNS}
      from ${sql.raw(tagged ? 'verification_month_tags' : 'verification_months')} r
      where ${conditionsOf(filters, 'rollup', 'r', { column: 'month', first: range.months[0], last: range.months[1] })}`);
  }
  for (const [first, last] of range.days) {
    parts.push(sql`select r.day, ${COUNT_COLUMNS}
      from ${sql.raw(tagged ? 'verification_daily' : 'verification_days')} r
      where ${conditionsOf(filters, 'rollup', 'r', { column: 'day', first, last })}`);
  }
  if (parts.length === 0)
    parts.push(sql`select r.day, ${COUNT_COLUMNS} from verification_days r where false`);
  return sql`(${sql.join(parts, sql` union all `)}) e`;
}

/** What an aggregation reads: the events with the filters, or the rollups' derived table. */
async function sourceSql(
  db: Executor,
  source: VerificationSource,
  filters: VerificationFilters,
  wholeMonths = true,
): Promise<SQL> {
  if (source === 'raw') return sql`verification_events e where ${conditionsOf(filters, 'raw', 'e')}`;
  return sql`${rollupCountsOf(filters, await planRollupRange(db, filters, wholeMonths))} where true`;
}

/** The epoch microseconds of an event's time, as the verification id writes them. */
const MICROS = sql`((extract(epoch from e.scanned_at) * 1000000)::bigint)::text`;

export async function countVerifications(
  db: Executor,
  source: VerificationSource,
  filters: VerificationFilters,
): Promise<number> {
  const [row] = rowsOf<{ count: string | number | null }>(
    await db.execute(
      sql`select coalesce(${COUNT[source]}, 0)::bigint as count from ${await sourceSql(db, source, filters)}`,
    ),
  );
  return Number(row?.count ?? 0);
}

export type PeriodCount = { status: number; period: string; count: number };

/** Counts per status and period: a UTC day (yyyy-MM-dd) or month (yyyy-MM). */
export async function countByPeriod(
  db: Executor,
  source: VerificationSource,
  filters: VerificationFilters,
  interval: 'day' | 'month',
): Promise<PeriodCount[]> {
  const format = interval === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const day = source === 'raw' ? sql`(e.scanned_at at time zone 'UTC')::date` : sql`e.day`;
  const period = interval === 'day' ? day : sql`date_trunc('month', ${day})::date`;
  const from = await sourceSql(db, source, filters, interval === 'month');
  // Grouped by the date itself, written as text once per period: to_char on every row of a
  // 90-day range of day rollups was half of the statement (18 of 36 ms on a million scans).
  const rows = rowsOf<{ status: number; period: string; count: string | number }>(
    await db.execute(sql`select p.status, to_char(p.period, ${format}) as period, p.count
      from (select e.status, ${period} as period, ${COUNT[source]}::bigint as count
        from ${from}
        group by 1, 2) p`),
  );
  return rows.map((row) => ({ status: Number(row.status), period: row.period, count: Number(row.count) }));
}

/** The countries of the orders ranked by count (then code); '' = no order. */
export async function rankCountries(
  db: Executor,
  source: VerificationSource,
  filters: VerificationFilters,
  limit: number,
): Promise<{ key: string; count: number }[]> {
  const rows = rowsOf<{ key: string; count: string | number }>(
    await db.execute(sql`select coalesce(e.order_country, '') as key, ${COUNT[source]}::bigint as count
      from ${await sourceSql(db, source, filters)}
      group by 1 order by 2 desc, 1 limit ${limit}`),
  );
  return rows.map((row) => ({ key: row.key, count: Number(row.count) }));
}

/** The companies ranked by count (then id); 0 = the unknown company. */
export async function rankCompanies(
  db: Executor,
  source: VerificationSource,
  filters: VerificationFilters,
  limit: number,
): Promise<{ companyId: number; count: number }[]> {
  const rows = rowsOf<{ company_id: number; count: string | number }>(
    await db.execute(sql`select e.company_id, ${COUNT[source]}::bigint as count
      from ${await sourceSql(db, source, filters)}
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
  source: VerificationSource,
  filters: VerificationFilters,
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
        select e.company_id, coalesce(e.product_id, 0) as product_id, e.status, ${COUNT[source]}::bigint as count
        from ${await sourceSql(db, source, filters)}
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

export type SpoolLabelCount = { labelId: string; status: number; count: number; firstAt: Date; lastAt: Date };

type LabelCountRow = {
  label_id: string;
  status: number;
  count: string | number;
  first_at: string;
  last_at: string;
};

function toSpoolLabelCounts(rows: LabelCountRow[]): SpoolLabelCount[] {
  return rows.map((row) => ({
    labelId: row.label_id,
    status: Number(row.status),
    count: Number(row.count),
    firstAt: new Date(row.first_at),
    lastAt: new Date(row.last_at),
  }));
}

/**
 * Whether the per-label counts answer the spool analysis exactly (decision 269): a roll filter with
 * at most companies and statuses besides, and days that hold every scan of the rolls (their span).
 * The per-label counts keep count, first and last scan per company, label and status, with the
 * label's roll; ingest adds to them and the re-attribution recomputes the labels it moves.
 */
export function canCountSpoolFromLabelCounts(filters: VerificationFilters): boolean {
  const span = filters.scanSpan;
  if (filters.spoolIds === null || span === null || span === 'none') return false;
  const hasOtherFilter =
    filters.method !== null ||
    filters.productGroupIds !== null ||
    filters.productIds !== null ||
    filters.orderCountries !== null ||
    filters.tags !== null ||
    filters.accuracy !== null ||
    filters.labelId !== null ||
    filters.objectId !== null;
  // Both sides in the same ISO form with six decimals: compared as text they compare as times.
  return (
    !hasOtherFilter &&
    `${filters.dayStart}T00:00:00.000000Z` <= span.first &&
    span.last < `${nextDay(filters.dayEnd)}T00:00:00.000000Z`
  );
}

/**
 * Counts per label and status with the first and last scan (the spool analysis): from the per-label
 * counts when `canCountSpoolFromLabelCounts`, else from the raw events by spool.
 */
export async function countByLabel(
  db: Executor,
  filters: VerificationFilters,
  source: VerificationSource,
): Promise<SpoolLabelCount[]> {
  if (source === 'rollup' && canCountSpoolFromLabelCounts(filters)) {
    const conditions = [inList(sql`spool_id`, filters.spoolIds ?? [])];
    if (filters.companyIds !== null) conditions.push(inList(sql`company_id`, filters.companyIds));
    if (filters.statuses !== null) conditions.push(inList(sql`status`, filters.statuses));
    return toSpoolLabelCounts(
      rowsOf<LabelCountRow>(
        await db.execute(sql`select label_id, status, sum(count)::bigint as count,
            ${utcIsoText(sql`min(first_at)`)} as first_at,
            ${utcIsoText(sql`max(last_at)`)} as last_at
          from verification_label_counts where ${sql.join(conditions, sql` and `)}
          group by 1, 2 order by 1, 2`),
      ),
    );
  }
  return toSpoolLabelCounts(
    rowsOf<LabelCountRow>(
      await db.execute(sql`select e.label_id, e.status, count(*)::bigint as count,
          ${utcIsoText(sql`min(e.scanned_at)`)} as first_at,
          ${utcIsoText(sql`max(e.scanned_at)`)} as last_at
        from verification_events e where ${conditionsOf(filters, 'raw', 'e')} and e.label_id is not null
        group by 1, 2 order by 1, 2`),
    ),
  );
}

/** One status of one map cell: count, sums of the positions in microdegrees, the event when alone. */
export type CellCount = {
  cell: number;
  status: number;
  count: number;
  sumLatE6: number;
  sumLonE6: number;
  /**
   * From the rollups: the UTC days [from, to) its rows cover (a month, or a day, when the count is 1),
   * which narrows findSingleEvents' probe to one partition. Null from the events.
   */
  span: { from: string; to: string } | null;
  /** The event's key when the count is 1 (raw events only; the rollup path asks findSingleEvents). */
  single: { companyId: number; micros: string; eventId: string } | null;
};

/**
 * Whether the filters' days hold every scan of the companies asked (none before the first day, none
 * after the last): then the all-time cells (verification_cells3) answer exactly, whatever months
 * the range cuts. Two probes of a day rollup's index; the default range (from 2018 to today) holds
 * every scan, however far into the current month.
 */
async function holdsEveryScan(db: Executor, filters: VerificationFilters): Promise<boolean> {
  const companies = filters.companyIds === null ? sql`true` : inList(sql`d.company_id`, filters.companyIds);
  const [row] = rowsOf<{ outside: boolean }>(
    await db.execute(sql`select exists (select 1 from verification_days d
        where ${companies} and d.day < ${filters.dayStart}::date)
      or exists (select 1 from verification_days d
        where ${companies} and d.day > ${filters.dayEnd}::date) as outside`),
  );
  return row?.outside === false;
}

/**
 * Whether the filters name no product, product group, order country or tag set: the map cells by
 * status and method only (decisions 273, 276-278) may answer them.
 */
function hasNoDimensionFilter(filters: VerificationFilters): boolean {
  return (
    filters.tags === null &&
    filters.productGroupIds === null &&
    filters.productIds === null &&
    filters.orderCountries === null
  );
}

/**
 * Whether the map cells of every company together answer the filters (decisions 273, 276, 277): no
 * company, product, product group, order country or tags filter; statuses, method and the period apply.
 */
function isEveryCompanyMap(filters: VerificationFilters): boolean {
  return filters.companyIds === null && hasNoDimensionFilter(filters);
}

/** The precision of the cells rollups' cell6; finer precisions read the events. */
export const ROLLUP_CELL_PRECISION = 6;

/**
 * The map cells of the filters from the rollups (decisions 263, 271), at `precision` (2-6) with the
 * box's cells (null: the world): the all-time cells at precision 3 at precisions 2-3 when the range
 * holds every scan of the companies asked (`holdsEveryScan`), and at precisions 5-6 in that case
 * the all-time cells of every company together when no company or dimension filter applies
 * (decision 276), or those of each company when only companies are asked (decision 278); else the
 * whole months from the month
 * cells at precision 4 (precisions 2-4) or 6, read by the box's cell ranges; the partial months at
 * the ends from verification_cells (day × cell6 × tag set) by its (day, cell6) index, or for the maps
 * of every company together at precisions 2-3 from verification_day_world_cells3 (decision 277). Under a tags
 * filter the tables with tag sets answer: verification_tag_cells3, verification_month_tag_cells4
 * and verification_month_cells (whose key has the tag set).
 */
async function rollupCellsOf(
  db: Executor,
  filters: VerificationFilters,
  precision: number,
  cells: BoxCells | null,
): Promise<SQL> {
  const tagged = filters.tags !== null;
  // Precisions 2-3 by month and day (decisions 273, 277), 5-6 over all time (decision 276), from the
  // cells of every company together.
  const isEveryCompany3 = precision <= 3 && isEveryCompanyMap(filters);
  const isWorldCells6 = precision >= 5 && isEveryCompanyMap(filters);
  // 5-6 over all time for the companies asked (decision 278): a supplier's own map.
  const isCompanyCells6 = precision >= 5 && filters.companyIds !== null && hasNoDimensionFilter(filters);
  const isAllTime =
    (precision <= 3 || isWorldCells6 || isCompanyCells6) && (await holdsEveryScan(db, filters));
  const range: RollupRange = isAllTime ? { months: null, days: [] } : await planRollupRange(db, filters);
  const parts: SQL[] = [];
  // With the key of a row's one scan (decision 272): a bucket of count 1 is one row of count 1. The
  // scan's company is the row's, or for the every-company cells at precision 6 its own column (276).
  const keyedSums = (company: 'company_id' | 'single_company_id') =>
    sql`sum(r.count)::bigint as count, sum(r.sum_lat_e6)::bigint as sum_lat, sum(r.sum_lon_e6)::bigint as sum_lon,
    min(${sql.raw(`r.${company}`)}) as company_id, min(r.single_at) as single_at,
    min(r.single_event_id collate "C") as single_event_id`;
  const sums = keyedSums('company_id');
  const everyCompanySums = sql`sum(r.count)::bigint as count, sum(r.sum_lat_e6)::bigint as sum_lat,
    sum(r.sum_lon_e6)::bigint as sum_lon, 0 as company_id, null::timestamptz as single_at, null::text as single_event_id`;
  /** The rows of every company together (decisions 273, 276, 277) that meet `conditions`. */
  const ofEveryCompany = (conditions: SQL) => sql`r.company_id = ${EVERY_COMPANY_ID} and ${conditions}`;
  if (isAllTime) {
    // A bucket of one scan: its month from the sum of the scans' months (days since 1970).
    const allTimeConditions = conditionsOf(filters, 'rollup', 'r', null);
    const [table, column, stored, rowSums, conditions] = isWorldCells6
      ? [
          'verification_world_cells6',
          'cell6',
          ROLLUP_CELL_PRECISION,
          keyedSums('single_company_id'),
          ofEveryCompany(allTimeConditions),
        ]
      : isCompanyCells6
        ? ['verification_company_cells6', 'cell6', ROLLUP_CELL_PRECISION, sums, allTimeConditions]
        : [tagged ? 'verification_tag_cells3' : 'verification_cells3', 'cell3', 3, sums, allTimeConditions];
    parts.push(sql`select (${sql.raw(`r.${column}`)} >> ${5 * (stored - precision)})::bigint as cell, r.status,
        ${rowSums},
        case when sum(r.count) = 1 then date '1970-01-01' + sum(r.sum_month_days)::int end as span_from,
        case when sum(r.count) = 1 then (date '1970-01-01' + sum(r.sum_month_days)::int + interval '1 month')::date
        end as span_to
      ${rollupCellsFrom(table, column, cells ? coveringRanges(cells, stored) : null, conditions)}
      group by 1, 2`);
  } else if (range.months) {
    // Every company together (decision 273) at precisions 2-3 without a company or dimension filter;
    // its rows have no single scan's key, so a bucket of one scan is probed.
    // [table, cell column, its precision, whether it is indexed by (month, cell) (decision 279)]
    const [table, column, stored, isByMonth] = isEveryCompany3
      ? ['verification_month_world_cells3', 'cell3', 3, false]
      : precision <= 4
        ? [tagged ? 'verification_month_tag_cells4' : 'verification_month_cells4', 'cell4', 4, false]
        : ['verification_month_cells', 'cell6', ROLLUP_CELL_PRECISION, true];
    const cellColumn = sql.raw(`r.${column}`);
    const conditions = conditionsOf(filters, 'rollup', 'r', {
      column: 'month',
      first: range.months[0],
      last: range.months[1],
    });
    parts.push(sql`select (${cellColumn} >> ${5 * (stored - precision)})::bigint as cell, r.status,
        ${isEveryCompany3 ? everyCompanySums : sums},
        min(r.month) as span_from, (max(r.month) + interval '1 month')::date as span_to
      ${rollupCellsFrom(
        table,
        column,
        cells ? coveringRanges(cells, stored) : null,
        isEveryCompany3 ? ofEveryCompany(conditions) : conditions,
        isByMonth ? range.months : null,
      )}
      group by 1, 2`);
  }
  for (const [first, last] of range.days) {
    parts.push(
      isEveryCompany3
        ? // The partial months of a map of every company together (decision 277).
          sql`select (r.cell3 >> ${5 * (3 - precision)})::bigint as cell, r.status, ${everyCompanySums},
            min(r.day) as span_from, max(r.day) + 1 as span_to
          from verification_day_world_cells3 r
          where ${ofEveryCompany(conditionsOf(filters, 'rollup', 'r', { column: 'day', first, last }))}
            and ${cellRangesCondition(sql`r.cell3`, cells ? coveringRanges(cells, 3) : null)}
          group by 1, 2`
        : sql`select r.cell6 >> ${5 * (ROLLUP_CELL_PRECISION - precision)} as cell, r.status, ${sums},
            min(r.day) as span_from, max(r.day) + 1 as span_to
          from verification_cells r
          where ${conditionsOf(filters, 'rollup', 'r', null)} and ${inList(sql`r.day`, daysOf(first, last))}
            and ${cellRangesCondition(sql`r.cell6`, cells ? coveringRanges(cells, ROLLUP_CELL_PRECISION) : null)}
          group by 1, 2`,
    );
  }
  if (parts.length === 0) {
    parts.push(sql`select 0::bigint as cell, 0 as status, 0 as count, 0 as sum_lat, 0 as sum_lon,
      0 as company_id, null::timestamptz as single_at, null::text as single_event_id,
      null::date as span_from, null::date as span_to where false`);
  }
  return sql`select e.cell, e.status, sum(e.count)::bigint as count, sum(e.sum_lat)::bigint as sum_lat,
      sum(e.sum_lon)::bigint as sum_lon, to_char(min(e.span_from), 'YYYY-MM-DD') as span_from,
      to_char(max(e.span_to), 'YYYY-MM-DD') as span_to,
      case when sum(e.count) = 1 then min(e.company_id) end as company_id,
      case when sum(e.count) = 1 then ((extract(epoch from min(e.single_at)) * 1000000)::bigint)::text end as micros,
      case when sum(e.count) = 1 then min(e.single_event_id collate "C") end as event_id
    from (${sql.join(parts, sql` union all `)}) e
    group by 1, 2`;
}

/**
 * Counts per cell at `precision` (2-9) and status, with the position sums, of the box's cells
 * (null: every cell). From the rollups (precision ≤ 6, rollupCellsOf) or from the events (the
 * precision-9 cell shifted, read by the cell index's ranges).
 */
export async function countByCell(
  db: Executor,
  source: VerificationSource,
  filters: VerificationFilters,
  precision: number,
  cells: BoxCells | null,
): Promise<CellCount[]> {
  const query =
    source === 'rollup'
      ? await rollupCellsOf(db, filters, precision, cells)
      : sql`select e.cell >> ${5 * (9 - precision)} as cell, e.status, count(*)::bigint as count,
            sum(round(e.lat * 1e6)::bigint)::bigint as sum_lat, sum(round(e.lon * 1e6)::bigint)::bigint as sum_lon,
            null as span_from, null as span_to,
            case when count(*) = 1 then min(e.company_id) end as company_id,
            case when count(*) = 1 then min(${MICROS}) end as micros,
            case when count(*) = 1 then min(e.event_id) end as event_id
          from verification_events e
          where ${conditionsOf(filters, source, 'e')}
            and ${cellRangesCondition(sql`e.cell`, cells ? coveringRanges(cells, 9) : null)}
          group by 1, 2`;
  const rows = rowsOf<{
    cell: string | number;
    status: number;
    count: string | number;
    sum_lat: string | number;
    sum_lon: string | number;
    span_from: string | null;
    span_to: string | null;
    company_id: number | null;
    micros: string | null;
    event_id: string | null;
  }>(await db.execute(query));
  return rows.map((row) => ({
    cell: Number(row.cell),
    status: Number(row.status),
    count: Number(row.count),
    sumLatE6: Number(row.sum_lat),
    sumLonE6: Number(row.sum_lon),
    span: row.span_from && row.span_to ? { from: row.span_from, to: row.span_to } : null,
    single:
      row.event_id === null || row.micros === null
        ? null
        : { companyId: Number(row.company_id), micros: row.micros, eventId: row.event_id },
  }));
}

/**
 * The one event of each (cell at `precision`, status) named, under the filters: the map's markers of
 * a status bucket holding one scan, when the counts came from the rollup. One probe of the cell
 * index per pair, within the days the pair's rollup rows cover (one month or day when the count
 * is 1). The pairs are read month by month, each month's probes bounded by that month as
 * constants: PostgreSQL plans each part on one partition, instead of planning every partition and
 * choosing one at each probe (24 ms of planning for the world map's 31 pairs on a million scans).
 */
export async function findSingleEvents(
  db: Executor,
  filters: VerificationFilters,
  precision: number,
  pairs: readonly { cell: number; status: number; span: { from: string; to: string } | null }[],
): Promise<{ cell: number; status: number; companyId: number; micros: string; eventId: string }[]> {
  if (pairs.length === 0) return [];
  const shift = 5 * (9 - precision);
  const groups = new Map<string, { bounds: [string, string] | null; items: object[] }>();
  for (const pair of pairs) {
    const from = pair.span?.from ?? filters.dayStart;
    const to = pair.span?.to ?? nextDay(filters.dayEnd);
    // Within one month: that month's bounds; wider (no span): the filters' range alone.
    const monthEnd = monthAfter(from, 1);
    const bounds: [string, string] | null = to <= monthEnd ? [monthOf(from), monthEnd] : null;
    const key = bounds ? bounds[0] : 'range';
    const group = groups.get(key) ?? { bounds, items: [] };
    group.items.push({
      cell: pair.cell,
      status: pair.status,
      from_at: `${from}T00:00:00Z`,
      to_at: `${to}T00:00:00Z`,
    });
    groups.set(key, group);
  }
  const parts = [...groups.values()].map(
    ({ bounds, items }) => sql`select v.cell, v.status, x.company_id, x.micros, x.event_id
      from json_to_recordset(${JSON.stringify(items)}::json)
        as v(cell bigint, status smallint, from_at timestamptz, to_at timestamptz)
      cross join lateral (
        select e.company_id, ${MICROS} as micros, e.event_id
        from verification_events e
        where ${conditionsOf(filters, 'raw', 'e')} and e.status = v.status
          ${bounds ? sql`and e.scanned_at >= ${`${bounds[0]}T00:00:00Z`}::timestamptz and e.scanned_at < ${`${bounds[1]}T00:00:00Z`}::timestamptz` : sql``}
          and e.scanned_at >= v.from_at and e.scanned_at < v.to_at
          and e.cell between v.cell << ${shift} and ((v.cell + 1) << ${shift}) - 1
        limit 1
      ) x`,
  );
  const rows = rowsOf<{
    cell: string | number;
    status: number;
    company_id: number;
    micros: string;
    event_id: string;
  }>(await db.execute(sql.join(parts, sql` union all `)));
  return rows.map((row) => ({
    cell: Number(row.cell),
    status: Number(row.status),
    companyId: Number(row.company_id),
    micros: row.micros,
    eventId: row.event_id,
  }));
}

export type SingleHitRow = {
  companyId: number;
  micros: string;
  eventId: string;
  lat: number;
  lon: number;
  status: number;
};

/** The box as the positions' bounds. */
export type PositionBox = { north: number; east: number; south: number; west: number };

/**
 * The time windows the single hits are searched in, latest first: the range's last month, then the
 * two months before it, then four, eight… (yyyy-MM-dd bounds, the end exclusive, inside the range).
 */
export function singleHitWindows(dayStart: string, dayEnd: string): { from: string; to: string }[] {
  const windows: { from: string; to: string }[] = [];
  let to = nextDay(dayEnd);
  for (let months = 1; to > dayStart; months *= 2) {
    const from = monthAfter(dayBefore(to), 1 - months);
    windows.push({ from: from > dayStart ? from : dayStart, to });
    to = from > dayStart ? from : dayStart;
  }
  return windows;
}

/**
 * Events in the box (positions inside it, edges included), the latest first, at most `limit`: the
 * map's single hits. `ranges` (precision-9 cells) let the cell index find them. The range is read
 * newest first in windows of 1, 2, 4… months (`singleHitWindows`) until `limit` events are found:
 * each window's bounds are constants, so PostgreSQL plans only its months' partitions, and a busy
 * box stops after its latest month instead of sorting every event of the range in it (19,000 in
 * Paris at two million scans, 37 ms of planning for 107 partitions and 190 ms of reading).
 */
export async function findEventsInBox(
  db: Executor,
  filters: VerificationFilters,
  box: PositionBox | null,
  ranges: readonly CellRange[] | null,
  limit: number,
): Promise<SingleHitRow[]> {
  const inBox = box
    ? sql`e.lat between ${box.south} and ${box.north} and e.lon between ${box.west} and ${box.east}`
    : sql`true`;
  const found: SingleHitRow[] = [];
  for (const window of singleHitWindows(filters.dayStart, filters.dayEnd)) {
    if (found.length >= limit) break;
    const rows = rowsOf<{
      company_id: number;
      micros: string;
      event_id: string;
      lat: number;
      lon: number;
      status: number;
    }>(
      await db.execute(sql`select e.company_id, ${MICROS} as micros, e.event_id, e.lat, e.lon, e.status
        from verification_events e
        where ${conditionsOf(filters, 'raw', 'e')} and ${cellRangesCondition(sql`e.cell`, ranges)} and ${inBox}
          and e.scanned_at >= ${`${window.from}T00:00:00Z`}::timestamptz
          and e.scanned_at < ${`${window.to}T00:00:00Z`}::timestamptz
        order by e.scanned_at desc, e.company_id, e.event_id
        limit ${limit - found.length}`),
    );
    for (const row of rows) {
      found.push({
        companyId: Number(row.company_id),
        micros: row.micros,
        eventId: row.event_id,
        lat: Number(row.lat),
        lon: Number(row.lon),
        status: Number(row.status),
      });
    }
  }
  return found;
}

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

/** The download's columns (decision 257). */
export const VERIFICATION_CSV_COLUMNS = [
  'id',
  'timestamp',
  'status',
  'status_name',
  'label_id',
  'object_id',
  'verification_count',
  'client_type',
  'agent',
  'agent_version',
  'lat',
  'lon',
  'accuracy',
  'geolocation_method',
  'tags',
  'company_id',
  'company_name',
  'cofor10',
  'spool_id',
  'order_id',
  'product_reference',
  'product_group',
  'customer_reference',
  'order_country',
] as const;

type CsvKeyset = { companyId: number; eventId: string; scannedAt: string };

/** An event's time as the download writes it: UTC, ISO 8601 with microseconds (decision 257). */
const SCANNED_AT_ISO = utcIsoText(sql`e.scanned_at`);
type CsvRow = { company_id: number; event_id: string; scanned_at: string; cells: (string | null)[] };

/**
 * The download's cells, in VERIFICATION_CSV_COLUMNS order, each text or null (an empty cell). Text
 * that can come from outside (ids, agents, tags, names, references) has the formula apostrophe of
 * `protectCsvCell` already; numbers are written as the database writes them (a leading minus is a
 * sign, not a formula, decision 257). Quoting is left to the writer (COPY's CSV format, or
 * `quoteCsvCell`), which both follow RFC 4180 as csv-stringify does.
 */
function csvCellsSql(statusNames: Record<number, string>): SQL[] {
  const guarded = csvFormulaGuardSql;
  const statusName = sql.raw(
    `(case e.status ${Object.entries(statusNames)
      .map(([code, name]) => `when ${Number(code)} then '${protectCsvCell(name).replace(/'/g, "''")}'`)
      .join(' ')} end)`,
  );
  return [
    guarded(sql`e.event_id`),
    SCANNED_AT_ISO,
    sql`e.status`,
    statusName,
    guarded(sql`e.label_id`),
    sql`e.object_id`,
    sql`e.verification_count`,
    guarded(sql`e.client_type`),
    guarded(sql`e.agent`),
    guarded(sql`e.agent_version`),
    sql`e.lat`,
    sql`e.lon`,
    sql`e.accuracy`,
    sql`e.geolocation_method`,
    guarded(sql`array_to_string(e.tags, ',')`),
    sql`e.company_id`,
    guarded(sql`c.name`),
    guarded(sql`c.cofor10`),
    guarded(sql`s.spool_no`),
    guarded(sql`o.order_id`),
    guarded(sql`p.customer_reference`),
    guarded(sql`g.name`),
    guarded(sql`e.customer_reference`),
    guarded(sql`e.order_country`),
  ];
}

/** The matching events with the rows the download names, as a FROM … WHERE. */
function csvSourceSql(filters: VerificationFilters): SQL {
  return sql`verification_events e
    left join companies c on c.id = e.company_id
    left join spools s on s.id = e.spool_id
    left join orders o on o.id = e.order_id
    left join products p on p.id = e.product_id
    left join product_groups g on g.id = e.product_group_id
    where ${conditionsOf(filters, 'raw', 'e')}`;
}

/**
 * The download on PostgreSQL (decision 257 amended): one COPY of the cells in CSV format, in no
 * particular order (the month partitions as stored), written by the database while the server
 * sends it; `undefined` on PGlite.
 */
export function copyCsvLines(
  db: Database,
  filters: VerificationFilters,
  statusNames: Record<number, string>,
): ReturnType<typeof copyCsvOut> {
  return copyCsvOut(
    db,
    sql`select ${sql.join(csvCellsSql(statusNames), sql`, `)} from ${csvSourceSql(filters)}`,
  );
}

/**
 * The download on PGlite: keyset pages in key order (company, event id, time) of `batchSize`
 * lines, each line's cells quoted here (`quoteCsvCell`), never the whole file in memory.
 */
export async function* readCsvLines(
  db: Database,
  filters: VerificationFilters,
  statusNames: Record<number, string>,
  batchSize: number,
): AsyncGenerator<string[]> {
  let after: CsvKeyset | undefined;
  for (;;) {
    const keyset = after
      ? sql`and (e.company_id, e.event_id, e.scanned_at) > (${after.companyId}::int, ${after.eventId}::text, ${after.scannedAt}::timestamptz)
          and e.company_id >= ${after.companyId}::int`
      : sql``;
    const rows = rowsOf<CsvRow>(
      await db.execute(sql`select e.company_id, e.event_id, ${SCANNED_AT_ISO} as scanned_at,
          array[${sql.join(
            csvCellsSql(statusNames).map((cell) => sql`(${cell})::text`),
            sql`, `,
          )}] as cells
        from ${csvSourceSql(filters)} ${keyset}
        order by e.company_id, e.event_id, e.scanned_at limit ${batchSize}`),
    );
    if (rows.length > 0) yield rows.map((row) => row.cells.map((cell) => quoteCsvCell(cell ?? '')).join(';'));
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { companyId: Number(last.company_id), eventId: last.event_id, scannedAt: last.scanned_at };
  }
}
