import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { rowsOf } from '../../../db/raw-rows.js';
import { EVERY_COMPANY_ID } from '../rollups/registry.js';
import { daysOf, monthAfter } from '../utc-days.js';
import { type BoxCells, type CellRange, coveringRanges } from '../verification-box.js';
import {
  cellRangesCondition,
  conditionsOf,
  inList,
  MICROS,
  type ResolvedVerificationFilters,
  type VerificationSource,
} from './verification-filters.repository.js';
import { holdsEveryScan, planRollupRange, type RollupRange } from './verification-range.repository.js';

/**
 * `from … where …` of a map-cell rollup's rows (as `r`) that meet `conditions` in the box's cell
 * ranges (decision 270): the ranges as a VALUES list joined laterally to a subquery that the
 * planner may not flatten (`offset 0`), so each range is one descent of the table's (cell, period)
 * index with the period in its condition, or for a table indexed by (month, cell) one descent per
 * month and range (decision 279); the index INCLUDEs every other column (an index-only scan),
 * except on the precision-3 tables that ingest mostly updates (decision 280: plain keys, HOT
 * updates, reads through their heaps). A BitmapOr of the ranges read one heap page per row
 * (66,000 rows of the month cells in the Paris box at 10,000,000 scans: 160-250 ms against 35 ms);
 * a flattened join let the planner scan two months of the table whole (1.3 s). Null ranges: the
 * whole table.
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
 * Whether the filters name no product, product group, order country or tag set: the map cells by
 * status and method only (decisions 273, 276-278) may answer them.
 */
function hasNoDimensionFilter(filters: ResolvedVerificationFilters): boolean {
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
function isEveryCompanyMap(filters: ResolvedVerificationFilters): boolean {
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
  filters: ResolvedVerificationFilters,
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
  filters: ResolvedVerificationFilters,
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
