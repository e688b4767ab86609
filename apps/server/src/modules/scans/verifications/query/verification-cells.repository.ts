import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../../db/client.js';
import { rowsOf } from '../../../../db/raw-rows.js';
import { cellColumnOf, EVERY_COMPANY_ID, hasSingleCompany, hasSingleScan } from '../rollups/registry.js';
import { daysOf, monthAfter } from '../utc-days.js';
import { type BoxCells, type CellRange, coveringRanges } from '../verification-box.js';
import type { PlannedRange, ReadPlan } from './plan-read.js';
import {
  cellRangesCondition,
  conditionsOf,
  inList,
  MICROS,
  type ResolvedVerificationFilters,
} from './verification-filters.repository.js';

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
 * The map cells of the filters from the plan's rollups (decisions 263, 271, 273, 276-279, 314), at
 * `precision` (2-6) with the box's cells (null: the world): each planned range is one part, its
 * cells shifted from the table's precision, read by the box's cell ranges. An all-time table (no
 * period condition) gives a one-scan bucket's month from the sum of the scans' months; a table
 * indexed by (month, cell) is read month by month (decision 279); a day table of the rows of every
 * company together by a day range, another day table by its list of days. The rows of every company
 * together (EVERY_COMPANY_ID) have no single scan's key except the all-time ones (decision 276).
 */
function rollupCellsOf(
  filters: ResolvedVerificationFilters,
  ranges: readonly PlannedRange[],
  precision: number,
  cells: BoxCells | null,
): SQL {
  const parts: SQL[] = [];
  // With the key of a row's one scan (decision 272): a bucket of count 1 is one row of count 1. The
  // scan's company is the row's, or for the every-company cells at precision 6 its own column (276).
  const keyedSums = (company: 'company_id' | 'single_company_id') =>
    sql`sum(r.count)::bigint as count, sum(r.sum_lat_e6)::bigint as sum_lat, sum(r.sum_lon_e6)::bigint as sum_lon,
    min(${sql.raw(`r.${company}`)}) as company_id, min(r.single_at) as single_at,
    min(r.single_event_id collate "C") as single_event_id`;
  const everyCompanySums = sql`sum(r.count)::bigint as count, sum(r.sum_lat_e6)::bigint as sum_lat,
    sum(r.sum_lon_e6)::bigint as sum_lon, 0 as company_id, null::timestamptz as single_at, null::text as single_event_id`;
  for (const { rollup, first, last } of ranges) {
    const table = rollup.table;
    const stored = rollup.precision ?? precision;
    const column = cellColumnOf(rollup) ?? 'cell6';
    const isEvery = rollup.companies === 'every';
    /** The rows of every company together (decisions 273, 276, 277) that meet `conditions`. */
    const own = (conditions: SQL) =>
      isEvery ? sql`r.company_id = ${EVERY_COMPANY_ID} and ${conditions}` : conditions;
    const rowSums = !hasSingleScan(rollup)
      ? everyCompanySums
      : keyedSums(hasSingleCompany(rollup) ? 'single_company_id' : 'company_id');
    const shifted = sql`(${sql.raw(`r.${column}`)} >> ${5 * (stored - precision)})::bigint`;
    const boxRanges = cells ? coveringRanges(cells, stored) : null;
    if (first === null) {
      // A bucket of one scan: its month from the sum of the scans' months (days since 1970).
      parts.push(sql`select ${shifted} as cell, r.status, ${rowSums},
        case when sum(r.count) = 1 then date '1970-01-01' + sum(r.sum_month_days)::int end as span_from,
        case when sum(r.count) = 1 then (date '1970-01-01' + sum(r.sum_month_days)::int + interval '1 month')::date
        end as span_to
      ${rollupCellsFrom(table, column, boxRanges, own(conditionsOf(filters, 'rollup', 'r', null)))}
      group by 1, 2`);
    } else if (rollup.grain === 'month') {
      const isByMonth = Object.values(rollup.indexes).some((columns) => columns[0] === 'month');
      const conditions = conditionsOf(filters, 'rollup', 'r', { column: 'month', first, last });
      parts.push(sql`select ${shifted} as cell, r.status, ${rowSums},
        min(r.month) as span_from, (max(r.month) + interval '1 month')::date as span_to
      ${rollupCellsFrom(table, column, boxRanges, own(conditions), isByMonth ? [first, last] : null)}
      group by 1, 2`);
    } else {
      // The days of a partial month: the every-company cells by a day range (decision 277), the
      // others by the list of days ((day, cell) index).
      const days = isEvery
        ? conditionsOf(filters, 'rollup', 'r', { column: 'day', first, last })
        : sql`${conditionsOf(filters, 'rollup', 'r', null)} and ${inList(sql`r.day`, daysOf(first, last))}`;
      parts.push(sql`select ${shifted} as cell, r.status, ${rowSums},
            min(r.day) as span_from, max(r.day) + 1 as span_to
          from ${sql.raw(table)} r
          where ${own(days)}
            and ${cellRangesCondition(sql.raw(`r.${column}`), boxRanges)}
          group by 1, 2`);
    }
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
 * (null: every cell). From the plan's rollups (rollupCellsOf) or from the events (the precision-9
 * cell shifted, read by the cell index's ranges).
 */
export async function countByCell(
  db: Executor,
  plan: ReadPlan,
  filters: ResolvedVerificationFilters,
  precision: number,
  cells: BoxCells | null,
): Promise<CellCount[]> {
  const query =
    plan.source === 'rollup'
      ? rollupCellsOf(filters, plan.ranges, precision, cells)
      : sql`select e.cell >> ${5 * (9 - precision)} as cell, e.status, count(*)::bigint as count,
            sum(round(e.lat * 1e6)::bigint)::bigint as sum_lat, sum(round(e.lon * 1e6)::bigint)::bigint as sum_lon,
            null as span_from, null as span_to,
            case when count(*) = 1 then min(e.company_id) end as company_id,
            case when count(*) = 1 then min(${MICROS}) end as micros,
            case when count(*) = 1 then min(e.event_id) end as event_id
          from verification_events e
          where ${conditionsOf(filters, 'raw', 'e')}
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
