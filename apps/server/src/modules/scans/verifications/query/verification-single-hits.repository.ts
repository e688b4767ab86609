import { nextDay } from '@label-portal/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../../db/client.js';
import { rowsOf } from '../../../../db/raw-rows.js';
import { dayBefore, monthAfter, monthOf } from '../utc-days.js';
import type { CellRange } from '../verification-box.js';
import {
  cellRangesCondition,
  conditionsOf,
  MICROS,
  type ResolvedVerificationFilters,
} from './verification-filters.repository.js';

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
  filters: ResolvedVerificationFilters,
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
  filters: ResolvedVerificationFilters,
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
