import { type SQL, sql } from 'drizzle-orm';
import { type Database, type Executor, readByCursor } from '../../db/client.js';
import { csvCellSql, csvLineSql } from '../../db/csv-sql.js';
import type { CellRange } from './verification-box.js';

/** The statistics reads run planned with their values (decision 246). */
export { readWithCustomPlans } from '../../db/client.js';

/*
 * The reads of the label-authentication statistics (decisions 256, 257): every statement on the
 * verification tables for the Verifications POST and its download. Conditions name the company
 * first, so that the tables can become Citus tables distributed by company. Two sources answer the
 * same question: `raw` (verification_events, through the label, object, spool or cell index) and
 * `rollup` (verification_daily, verification_cells); the service picks one (decision 256).
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
};

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
function conditionsOf(filters: VerificationFilters, source: VerificationSource, alias: string): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const conditions: SQL[] = [];
  if (filters.companyIds !== null) conditions.push(inList(column('company_id'), filters.companyIds));
  if (source === 'raw') {
    conditions.push(
      sql`${column('scanned_at')} >= ${`${filters.dayStart}T00:00:00Z`}::timestamptz`,
      sql`${column('scanned_at')} < ${`${nextDay(filters.dayEnd)}T00:00:00Z`}::timestamptz`,
    );
  } else {
    conditions.push(sql`${column('day')} between ${filters.dayStart}::date and ${filters.dayEnd}::date`);
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
  } else if (needsRawEvents(filters)) {
    throw new Error('the rollups cannot apply the accuracy, spool, label or object filters');
  }
  return sql.join(conditions, sql` and `);
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

const FROM = {
  raw: sql`verification_events e`,
  rollup: sql`verification_daily e`,
};
/** A count of the source: one row of the events, the `count` of a rollup row. */
const COUNT = { raw: sql`count(*)`, rollup: sql`sum(e.count)` };

/** The epoch microseconds of an event's time, as the verification id writes them. */
const MICROS = sql`((extract(epoch from e.scanned_at) * 1000000)::bigint)::text`;

export async function countVerifications(
  db: Executor,
  source: VerificationSource,
  filters: VerificationFilters,
): Promise<number> {
  const [row] = rowsOf<{ count: string | number | null }>(
    await db.execute(
      sql`select coalesce(${COUNT[source]}, 0)::bigint as count from ${FROM[source]} where ${conditionsOf(filters, source, 'e')}`,
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
  const day = source === 'raw' ? sql`(e.scanned_at at time zone 'UTC')` : sql`e.day`;
  const rows = rowsOf<{ status: number; period: string; count: string | number }>(
    await db.execute(sql`select e.status, to_char(${day}, ${format}) as period, ${COUNT[source]}::bigint as count
      from ${FROM[source]} where ${conditionsOf(filters, source, 'e')}
      group by 1, 2`),
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
      from ${FROM[source]} where ${conditionsOf(filters, source, 'e')}
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
      from ${FROM[source]} where ${conditionsOf(filters, source, 'e')}
      group by 1 order by 2 desc, 1 limit ${limit}`),
  );
  return rows.map((row) => ({ companyId: Number(row.company_id), count: Number(row.count) }));
}

export type CompanyCounts = { companyId: number; productId: number; status: number; count: number };

/**
 * Counts per company, product (0 = none) and status of the first `limit` (company, product) pairs,
 * ranked by the count of `sortStatus` (descending), then the pair's whole count (descending), then
 * company id and product id. The rows come in that rank, statuses by code.
 */
export async function countByCompanyAndProduct(
  db: Executor,
  source: VerificationSource,
  filters: VerificationFilters,
  sortStatus: number,
  limit: number,
): Promise<CompanyCounts[]> {
  const rows = rowsOf<{ company_id: number; product_id: number; status: number; count: string | number }>(
    await db.execute(sql`with counts as (
        select e.company_id, coalesce(e.product_id, 0) as product_id, e.status, ${COUNT[source]}::bigint as count
        from ${FROM[source]} where ${conditionsOf(filters, source, 'e')}
        group by 1, 2, 3
      ), pairs as (
        select company_id, product_id, coalesce(sum(count) filter (where status = ${sortStatus}), 0) as sorted,
          sum(count) as total
        from counts group by 1, 2
        order by 3 desc, 4 desc, 1, 2
        limit ${limit}
      )
      select c.company_id, c.product_id, c.status, c.count
      from counts c join pairs p on p.company_id = c.company_id and p.product_id = c.product_id
      order by p.sorted desc, p.total desc, c.company_id, c.product_id, c.status`),
  );
  return rows.map((row) => ({
    companyId: Number(row.company_id),
    productId: Number(row.product_id),
    status: Number(row.status),
    count: Number(row.count),
  }));
}

export type SpoolLabelCount = { labelId: string; status: number; count: number; firstAt: Date; lastAt: Date };

/** Counts per label and status with the first and last scan (the spool analysis; raw events by spool). */
export async function countByLabel(db: Executor, filters: VerificationFilters): Promise<SpoolLabelCount[]> {
  const rows = rowsOf<{
    label_id: string;
    status: number;
    count: string | number;
    first_at: string;
    last_at: string;
  }>(
    await db.execute(sql`select e.label_id, e.status, count(*)::bigint as count,
        to_char(min(e.scanned_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as first_at,
        to_char(max(e.scanned_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as last_at
      from verification_events e where ${conditionsOf(filters, 'raw', 'e')} and e.label_id is not null
      group by 1, 2 order by 1, 2`),
  );
  return rows.map((row) => ({
    labelId: row.label_id,
    status: Number(row.status),
    count: Number(row.count),
    firstAt: new Date(row.first_at),
    lastAt: new Date(row.last_at),
  }));
}

/** One status of one map cell: count, sums of the positions in microdegrees, the event when alone. */
export type CellCount = {
  cell: number;
  status: number;
  count: number;
  sumLatE6: number;
  sumLonE6: number;
  /** The event's key when the count is 1 (raw events only; the rollup path asks findSingleEvents). */
  single: { companyId: number; micros: string; eventId: string } | null;
};

/**
 * Counts per cell at `precision` (2-9) and status, with the position sums. From the rollup
 * (precision 6 cells shifted, precision ≤ 6) or from the events (the precision-9 cell shifted).
 * `ranges` are of the source's stored cells (cell6 or cell); null reads every cell.
 */
export async function countByCell(
  db: Executor,
  source: VerificationSource,
  filters: VerificationFilters,
  precision: number,
  ranges: readonly CellRange[] | null,
): Promise<CellCount[]> {
  const query =
    source === 'rollup'
      ? sql`select e.cell6 >> ${5 * (6 - precision)} as cell, e.status, sum(e.count)::bigint as count,
            sum(e.sum_lat_e6)::bigint as sum_lat, sum(e.sum_lon_e6)::bigint as sum_lon,
            null as company_id, null as micros, null as event_id
          from verification_cells e
          where ${conditionsOf(filters, source, 'e')} and ${cellRangesCondition(sql`e.cell6`, ranges)}
          group by 1, 2`
      : sql`select e.cell >> ${5 * (9 - precision)} as cell, e.status, count(*)::bigint as count,
            sum(round(e.lat * 1e6)::bigint)::bigint as sum_lat, sum(round(e.lon * 1e6)::bigint)::bigint as sum_lon,
            case when count(*) = 1 then min(e.company_id) end as company_id,
            case when count(*) = 1 then min(${MICROS}) end as micros,
            case when count(*) = 1 then min(e.event_id) end as event_id
          from verification_events e
          where ${conditionsOf(filters, source, 'e')} and ${cellRangesCondition(sql`e.cell`, ranges)}
          group by 1, 2`;
  const rows = rowsOf<{
    cell: string | number;
    status: number;
    count: string | number;
    sum_lat: string | number;
    sum_lon: string | number;
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
    single:
      row.event_id === null || row.micros === null
        ? null
        : { companyId: Number(row.company_id), micros: row.micros, eventId: row.event_id },
  }));
}

/**
 * The one event of each (cell at `precision`, status) named, under the filters: the map's markers of
 * a status bucket holding one scan, when the counts came from the rollup. One probe of the cell
 * index per pair.
 */
export async function findSingleEvents(
  db: Executor,
  filters: VerificationFilters,
  precision: number,
  pairs: readonly { cell: number; status: number }[],
): Promise<{ cell: number; status: number; companyId: number; micros: string; eventId: string }[]> {
  if (pairs.length === 0) return [];
  const shift = 5 * (9 - precision);
  const rows = rowsOf<{
    cell: string | number;
    status: number;
    company_id: number;
    micros: string;
    event_id: string;
  }>(
    await db.execute(sql`select v.cell, v.status, x.company_id, x.micros, x.event_id
      from json_to_recordset(${JSON.stringify(pairs)}::json) as v(cell bigint, status smallint)
      cross join lateral (
        select e.company_id, ${MICROS} as micros, e.event_id
        from verification_events e
        where ${conditionsOf(filters, 'raw', 'e')} and e.status = v.status
          and e.cell between v.cell << ${shift} and ((v.cell + 1) << ${shift}) - 1
        limit 1
      ) x`),
  );
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
 * Events in the box (positions inside it, edges included), the latest first, at most `limit`: the
 * map's single hits. `ranges` (precision-9 cells) let the cell index find them.
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
      order by e.scanned_at desc, e.company_id, e.event_id
      limit ${limit}`),
  );
  return rows.map((row) => ({
    companyId: Number(row.company_id),
    micros: row.micros,
    eventId: row.event_id,
    lat: Number(row.lat),
    lon: Number(row.lon),
    status: Number(row.status),
  }));
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
type CsvRow = { company_id: number; event_id: string; scanned_at: string; line: string };

/**
 * The download's lines in key order (company, event id, time: the primary key's order, so
 * PostgreSQL merges the partitions' key indexes and streams from the first row). Every cell is
 * written by the database (`csvCellSql`, decision 245).
 */
function csvSql(
  filters: VerificationFilters,
  statusNames: Record<number, string>,
  after: CsvKeyset | undefined,
  limit: number | undefined,
): SQL {
  const statusName = sql`(${sql.raw(
    `case e.status ${Object.entries(statusNames)
      .map(([code, name]) => `when ${Number(code)} then '${name.replace(/'/g, "''")}'`)
      .join(' ')} end`,
  )})`;
  const keyset = after
    ? sql`and (e.company_id, e.event_id, e.scanned_at) > (${after.companyId}::int, ${after.eventId}::text, ${after.scannedAt}::timestamptz)
        and e.company_id >= ${after.companyId}::int`
    : sql``;
  return sql`select e.company_id, e.event_id,
      to_char(e.scanned_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as scanned_at,
      ${csvLineSql([
        csvCellSql(sql`e.event_id`),
        sql`to_char(e.scanned_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        sql`e.status::text`,
        csvCellSql(statusName),
        csvCellSql(sql`e.label_id`),
        sql`coalesce(e.object_id::text, '')`,
        sql`e.verification_count::text`,
        csvCellSql(sql`e.client_type`),
        csvCellSql(sql`e.agent`),
        csvCellSql(sql`e.agent_version`),
        // Numbers written by the database itself: a leading minus is a sign, not a formula (decision 257).
        sql`e.lat::text`,
        sql`e.lon::text`,
        sql`e.accuracy::text`,
        sql`e.geolocation_method`,
        csvCellSql(sql`array_to_string(e.tags, ',')`),
        sql`e.company_id::text`,
        csvCellSql(sql`c.name`),
        csvCellSql(sql`c.cofor10`),
        csvCellSql(sql`s.spool_no`),
        csvCellSql(sql`o.order_id`),
        csvCellSql(sql`p.customer_reference`),
        csvCellSql(sql`g.name`),
        csvCellSql(sql`e.customer_reference`),
        csvCellSql(sql`e.order_country`),
      ])} as line
    from verification_events e
    left join companies c on c.id = e.company_id
    left join spools s on s.id = e.spool_id
    left join orders o on o.id = e.order_id
    left join products p on p.id = e.product_id
    left join product_groups g on g.id = e.product_group_id
    where ${conditionsOf(filters, 'raw', 'e')} ${keyset}
    order by e.company_id, e.event_id, e.scanned_at
    ${limit === undefined ? sql`` : sql`limit ${limit}`}`;
}

/**
 * Every download line of the matching events in batches of `batchSize`, never all in memory: on
 * PostgreSQL one query read through a cursor; on PGlite keyset pages of the same query.
 */
export async function* readCsvLines(
  db: Database,
  filters: VerificationFilters,
  statusNames: Record<number, string>,
  batchSize: number,
): AsyncGenerator<string[]> {
  const cursor = readByCursor<CsvRow>(db, csvSql(filters, statusNames, undefined, undefined), batchSize);
  if (cursor) {
    for await (const rows of cursor) yield rows.map((row) => row.line);
    return;
  }
  let after: CsvKeyset | undefined;
  for (;;) {
    const rows = rowsOf<CsvRow>(await db.execute(csvSql(filters, statusNames, after, batchSize)));
    if (rows.length > 0) yield rows.map((row) => row.line);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { companyId: Number(last.company_id), eventId: last.event_id, scannedAt: last.scanned_at };
  }
}
