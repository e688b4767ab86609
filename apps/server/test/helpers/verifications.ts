import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client.js';
import { VERIFICATION_DATA_TABLES } from '../../src/db/schema/verifications.js';
import { queryRows } from './database.js';

export const VERIFICATIONS = '/integration/api/verifications/';

/** An event as the authentication service sends it, with everything a test may leave out filled in. */
export type TestEvent = {
  id: string;
  timestamp: string;
  label_id?: string | null;
  object_id?: number | null;
  status: number;
  verification_count: number;
  client_type?: string | null;
  agent?: string | null;
  agent_version?: string | null;
  lat: number;
  lon: number;
  accuracy: number;
  tags?: string[];
};

let sequence = 0;

/** A valid event of a label (or none), at a time, with a unique id. */
export function eventOf(overrides: Partial<TestEvent> = {}): TestEvent {
  sequence += 1;
  return {
    id: `evt-${process.pid}-${Date.now().toString(36)}-${sequence}`,
    timestamp: '2026-03-14T10:20:30.000Z',
    label_id: null,
    object_id: null,
    status: 99,
    verification_count: 1,
    client_type: 'MW',
    agent: 'Mozilla/5.0',
    agent_version: '5.0',
    lat: 48.8566,
    lon: 2.3522,
    accuracy: 12.5,
    tags: [],
    ...overrides,
  };
}

/** A deterministic pseudo-random generator (mulberry32): the brute-force data is reproducible. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Each rollup against a GROUP BY over the raw events: rows found in one and not the other (0 = equal). */
const ROLLUP_CHECKS = {
  verification_daily: sql`
    with expected as (
      select company_id, (scanned_at at time zone 'UTC')::date as day, coalesce(product_id, 0) as product_id,
        coalesce(product_group_id, 0) as product_group_id, coalesce(order_country, '') as order_country,
        status, geolocation_method, tags, count(*)::bigint as count
      from verification_events group by 1, 2, 3, 4, 5, 6, 7, 8
    ), actual as (
      select company_id, day, product_id, product_group_id, order_country, status, geolocation_method, tags, count
      from verification_daily
    )
    select (select count(*) from (select * from expected except all select * from actual) a)
      + (select count(*) from (select * from actual except all select * from expected) b) as differences`,
  verification_cells: sql`
    with expected as (
      select company_id, (scanned_at at time zone 'UTC')::date as day, cell >> 15 as cell6,
        coalesce(product_id, 0) as product_id, coalesce(product_group_id, 0) as product_group_id,
        coalesce(order_country, '') as order_country, status, geolocation_method, tags, count(*)::bigint as count,
        sum(round(lat * 1e6)::bigint)::bigint as sum_lat_e6, sum(round(lon * 1e6)::bigint)::bigint as sum_lon_e6
      from verification_events group by 1, 2, 3, 4, 5, 6, 7, 8, 9
    ), actual as (
      select company_id, day, cell6, product_id, product_group_id, order_country, status, geolocation_method, tags,
        count, sum_lat_e6, sum_lon_e6
      from verification_cells
    )
    select (select count(*) from (select * from expected except all select * from actual) a)
      + (select count(*) from (select * from actual except all select * from expected) b) as differences`,
  ...Object.fromEntries(
    (
      [
        ['verification_days', 'day', '', false],
        ['verification_months', 'month', '', false],
        ['verification_month_tags', 'month', ', tags', false],
        ['verification_month_cells', 'month', ', cell6, tags', true],
        ['verification_month_cells4', 'month', ', cell4', true],
        ['verification_month_tag_cells4', 'month', ', cell4, tags', true],
        ['verification_cells3', null, ', cell3', true],
        ['verification_tag_cells3', null, ', cell3, tags', true],
      ] as const
    ).map(([table, period, extra, sums]) => {
      const periodOf =
        period === 'day'
          ? `(scanned_at at time zone 'UTC')::date as day, `
          : period === 'month'
            ? `date_trunc('month', scanned_at at time zone 'UTC')::date as month, `
            : '';
      const extraOf = extra
        .replace('cell6', 'cell >> 15 as cell6')
        .replace('cell4', '(cell >> 25)::int as cell4')
        .replace('cell3', '(cell >> 30)::int as cell3');
      const width = (period ? 7 : 6) + extra.split(',').length - 1;
      const sumsOf =
        (sums
          ? ', sum(round(lat * 1e6)::bigint)::bigint as sum_lat_e6, sum(round(lon * 1e6)::bigint)::bigint as sum_lon_e6'
          : '') +
        (period === null
          ? `, sum(date_trunc('month', scanned_at at time zone 'UTC')::date - date '1970-01-01')::bigint as sum_month_days`
          : '');
      return [
        table,
        sql.raw(`
    with expected as (
      select company_id, ${periodOf}coalesce(product_id, 0) as product_id,
        coalesce(product_group_id, 0) as product_group_id, coalesce(order_country, '') as order_country,
        status, geolocation_method${extraOf}, count(*)::bigint as count${sumsOf}
      from verification_events group by ${Array.from({ length: width }, (_, index) => index + 1).join(', ')}
    ), actual as (
      select company_id, ${period ? `${period}, ` : ''}product_id, product_group_id, order_country, status, geolocation_method${extra},
        count${sums ? ', sum_lat_e6, sum_lon_e6' : ''}${period === null ? ', sum_month_days' : ''}
      from ${table}
    )
    select (select count(*) from (select * from expected except all select * from actual) a)
      + (select count(*) from (select * from actual except all select * from expected) b) as differences`),
      ];
    }),
  ),
  // Every company together, company_id -100 (EVERY_COMPANY_ID): per month (decision 273), per day (277).
  ...Object.fromEntries(
    (
      [
        [
          'verification_month_world_cells3',
          'month',
          "date_trunc('month', scanned_at at time zone 'UTC')::date",
        ],
        ['verification_day_world_cells3', 'day', "(scanned_at at time zone 'UTC')::date"],
      ] as const
    ).map(([table, period, periodOf]) => [
      table,
      sql.raw(`
    with expected as (
      select -100 as company_id, ${periodOf} as ${period},
        (cell >> 30)::int as cell3, status, geolocation_method, count(*)::bigint as count,
        sum(round(lat * 1e6)::bigint)::bigint as sum_lat_e6, sum(round(lon * 1e6)::bigint)::bigint as sum_lon_e6
      from verification_events group by 2, 3, 4, 5
    ), actual as (
      select company_id, ${period}, cell3, status, geolocation_method, count, sum_lat_e6, sum_lon_e6
      from ${table}
    )
    select (select count(*) from (select * from expected except all select * from actual) a)
      + (select count(*) from (select * from actual except all select * from expected) b) as differences`),
    ]),
  ),
  // Over all time at precision 6: every company together (decision 276), each company (278).
  ...Object.fromEntries(
    (
      [
        ['verification_world_cells6', '-100'],
        ['verification_company_cells6', 'company_id'],
      ] as const
    ).map(([table, company]) => [
      table,
      sql.raw(`
    with expected as (
      select ${company} as company_id, cell >> 15 as cell6, status, geolocation_method, count(*)::bigint as count,
        sum(round(lat * 1e6)::bigint)::bigint as sum_lat_e6, sum(round(lon * 1e6)::bigint)::bigint as sum_lon_e6,
        sum(date_trunc('month', scanned_at at time zone 'UTC')::date - date '1970-01-01')::bigint as sum_month_days
      from verification_events group by 1, 2, 3, 4
    ), actual as (
      select company_id, cell6, status, geolocation_method, count, sum_lat_e6, sum_lon_e6, sum_month_days
      from ${table}
    )
    select (select count(*) from (select * from expected except all select * from actual) a)
      + (select count(*) from (select * from actual except all select * from expected) b) as differences`),
    ]),
  ),
  // The cells with the accuracy band (decision 327): per month and day at precision 4, over all time at 6.
  ...Object.fromEntries(
    (
      [
        [
          'verification_month_accuracy_cells4',
          "date_trunc('month', scanned_at at time zone 'UTC')::date as month, ",
          'month, ',
          '(cell >> 25)::int as cell4',
          'cell4',
        ],
        [
          'verification_day_accuracy_cells4',
          "(scanned_at at time zone 'UTC')::date as day, ",
          'day, ',
          '(cell >> 25)::int as cell4',
          'cell4',
        ],
        ['verification_accuracy_cells6', '', '', 'cell >> 15 as cell6', 'cell6'],
      ] as const
    ).map(([table, periodOf, period, cellOf, cell]) => [
      table,
      sql.raw(`
    with expected as (
      select company_id, ${periodOf}${cellOf}, status, geolocation_method,
        (case when accuracy <= 0 then 0 when accuracy <= 10 then 1 when accuracy <= 50 then 2 when accuracy <= 100 then 3 when accuracy <= 1000 then 4 else 5 end)::smallint as accuracy_band, count(*)::bigint as count,
        sum(round(lat * 1e6)::bigint)::bigint as sum_lat_e6, sum(round(lon * 1e6)::bigint)::bigint as sum_lon_e6${
          period === ''
            ? ", sum(date_trunc('month', scanned_at at time zone 'UTC')::date - date '1970-01-01')::bigint as sum_month_days"
            : ''
        }
      from verification_events group by ${period === '' ? '1, 2, 3, 4, 5' : '1, 2, 3, 4, 5, 6'}
    ), actual as (
      select company_id, ${period}${cell}, status, geolocation_method, accuracy_band, count, sum_lat_e6, sum_lon_e6${
        period === '' ? ', sum_month_days' : ''
      }
      from ${table}
    )
    select (select count(*) from (select * from expected except all select * from actual) a)
      + (select count(*) from (select * from actual except all select * from expected) b) as differences`),
    ]),
  ),
  // Every company together with the accuracy band (decision 328): per month at precision 3, over all time at 6.
  verification_month_world_accuracy_cells3: sql.raw(`
    with expected as (
      select -100 as company_id, date_trunc('month', scanned_at at time zone 'UTC')::date as month,
        (cell >> 30)::int as cell3, status, geolocation_method,
        (case when accuracy <= 0 then 0 when accuracy <= 10 then 1 when accuracy <= 50 then 2 when accuracy <= 100 then 3 when accuracy <= 1000 then 4 else 5 end)::smallint as accuracy_band,
        count(*)::bigint as count, sum(round(lat * 1e6)::bigint)::bigint as sum_lat_e6, sum(round(lon * 1e6)::bigint)::bigint as sum_lon_e6
      from verification_events group by 2, 3, 4, 5, 6
    ), actual as (
      select company_id, month, cell3, status, geolocation_method, accuracy_band, count, sum_lat_e6, sum_lon_e6
      from verification_month_world_accuracy_cells3
    )
    select (select count(*) from (select * from expected except all select * from actual) a)
      + (select count(*) from (select * from actual except all select * from expected) b) as differences`),
  verification_world_accuracy_cells6: sql.raw(`
    with expected as (
      select -100 as company_id, cell >> 15 as cell6, status, geolocation_method,
        (case when accuracy <= 0 then 0 when accuracy <= 10 then 1 when accuracy <= 50 then 2 when accuracy <= 100 then 3 when accuracy <= 1000 then 4 else 5 end)::smallint as accuracy_band,
        count(*)::bigint as count, sum(round(lat * 1e6)::bigint)::bigint as sum_lat_e6, sum(round(lon * 1e6)::bigint)::bigint as sum_lon_e6,
        sum(date_trunc('month', scanned_at at time zone 'UTC')::date - date '1970-01-01')::bigint as sum_month_days
      from verification_events group by 2, 3, 4, 5
    ), actual as (
      select company_id, cell6, status, geolocation_method, accuracy_band, count, sum_lat_e6, sum_lon_e6, sum_month_days
      from verification_world_accuracy_cells6
    )
    select (select count(*) from (select * from expected except all select * from actual) a)
      + (select count(*) from (select * from actual except all select * from expected) b) as differences`),
  verification_label_counts: sql`
    with expected as (
      select company_id, label_id, status, max(spool_id) as spool_id, count(*)::bigint as count,
        min(scanned_at) as first_at, max(scanned_at) as last_at
      from verification_events where label_id is not null group by 1, 2, 3
    ), actual as (
      select company_id, label_id, status, spool_id, count, first_at, last_at from verification_label_counts
    )
    select (select count(*) from (select * from expected except all select * from actual) a)
      + (select count(*) from (select * from actual except all select * from expected) b) as differences`,
};

/** The map cell rollups (decision 272) with their key columns after the company, as the events give them. */
const CELL_ROLLUP_KEYS: Record<string, Record<string, string>> = (() => {
  const dimensions = {
    product_id: 'coalesce(e.product_id, 0)',
    product_group_id: 'coalesce(e.product_group_id, 0)',
    order_country: "coalesce(e.order_country, '')",
    status: 'e.status',
    geolocation_method: 'e.geolocation_method',
  };
  const day = { day: "(e.scanned_at at time zone 'UTC')::date" };
  const month = { month: "date_trunc('month', e.scanned_at at time zone 'UTC')::date" };
  const tags = { tags: 'e.tags' };
  const cells6 = { cell6: 'e.cell >> 15', status: 'e.status', geolocation_method: 'e.geolocation_method' };
  const accuracy = {
    status: 'e.status',
    geolocation_method: 'e.geolocation_method',
    accuracy_band:
      '(case when e.accuracy <= 0 then 0 when e.accuracy <= 10 then 1 when e.accuracy <= 50 then 2 when e.accuracy <= 100 then 3 when e.accuracy <= 1000 then 4 else 5 end)',
  };
  return {
    verification_cells: { ...day, cell6: 'e.cell >> 15', ...dimensions, ...tags },
    verification_month_cells: { ...month, cell6: 'e.cell >> 15', ...dimensions, ...tags },
    verification_month_cells4: { ...month, cell4: '(e.cell >> 25)::int', ...dimensions },
    verification_month_tag_cells4: { ...month, cell4: '(e.cell >> 25)::int', ...dimensions, ...tags },
    verification_cells3: { cell3: '(e.cell >> 30)::int', ...dimensions },
    verification_tag_cells3: { cell3: '(e.cell >> 30)::int', ...dimensions, ...tags },
    // Every company together (decision 276): the scan's company is the row's single_company_id.
    verification_world_cells6: cells6,
    // Each company over all time (decision 278).
    verification_company_cells6: cells6,
    // With the accuracy band (decision 327).
    verification_month_accuracy_cells4: { ...month, cell4: '(e.cell >> 25)::int', ...accuracy },
    verification_day_accuracy_cells4: { ...day, cell4: '(e.cell >> 25)::int', ...accuracy },
    verification_accuracy_cells6: { ...cells6, accuracy_band: accuracy.accuracy_band },
    // Every company together with the band (decision 328).
    verification_world_accuracy_cells6: { ...cells6, accuracy_band: accuracy.accuracy_band },
  };
})();

/** The cell rollups of every company that keep their one scan's company in a column (decision 276). */
const SINGLE_COMPANY_COLUMNS: Record<string, string> = {
  verification_world_cells6: 'single_company_id',
  verification_world_accuracy_cells6: 'single_company_id',
};

/**
 * Per map cell rollup, its rows of count 1 whose one scan's key (decision 272) names no scan of
 * that row: a wrong key. A row may have no key (a re-attribution took a scan away).
 */
const SINGLE_SCAN_CHECKS = Object.fromEntries(
  Object.entries(CELL_ROLLUP_KEYS).map(([table, key]) => {
    const singleCompany = SINGLE_COMPANY_COLUMNS[table];
    return [
      `${table} single scan`,
      sql.raw(`select count(*) as differences from ${table} t
      where (t.single_at is not null or t.single_event_id is not null${
        singleCompany ? ` or t.${singleCompany} is not null` : ''
      })
        and (t.count <> 1 or not exists (select 1 from verification_events e
          where e.company_id = t.${singleCompany ?? 'company_id'} and e.event_id = t.single_event_id and e.scanned_at = t.single_at
            and ${Object.entries(key)
              .map(([column, value]) => `${value} = t.${column}`)
              .join(' and ')}))`),
    ];
  }),
);
Object.assign(ROLLUP_CHECKS, SINGLE_SCAN_CHECKS);

/**
 * Rows of count 1 without their one scan's key, per map cell rollup: none after ingest alone (a
 * re-attribution that takes a scan from a row of two leaves one, and the map probes for it).
 */
export async function cellRowsWithoutSingleScan(database: DatabaseHandle): Promise<Record<string, number>> {
  const missing: Record<string, number> = {};
  for (const table of Object.keys(CELL_ROLLUP_KEYS)) {
    const [row] = await queryRows<{ missing: number | string }>(
      database,
      sql.raw(`select count(*) as missing from ${table} where count = 1 and single_event_id is null`),
    );
    missing[table] = Number(row!.missing);
  }
  return missing;
}

/** Every rollup compared with the raw events, none differing. */
export const NO_ROLLUP_DIFFERENCES: Record<string, number> = Object.fromEntries(
  Object.keys(ROLLUP_CHECKS).map((table) => [table, 0]),
);

/** The number of differing rows of each rollup against the raw events. */
export async function rollupDifferences(
  database: DatabaseHandle,
  /** Only the checks whose names contain one of these (default: every check). */
  only?: readonly string[],
): Promise<Record<string, number>> {
  const differences: Record<string, number> = {};
  for (const [table, check] of Object.entries(ROLLUP_CHECKS)) {
    if (only && !only.some((part) => table.includes(part))) continue;
    const [row] = await queryRows<{ differences: number | string }>(database, check);
    differences[table] = Number(row!.differences);
  }
  return differences;
}

/** A fingerprint of every rollup's content (equal before and after a re-send that changes nothing). */
export async function rollupFingerprint(database: DatabaseHandle): Promise<string> {
  const rollups = VERIFICATION_DATA_TABLES.filter((table) => table !== 'verification_events').map((table) =>
    sql.raw(`(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${table} t)`),
  );
  const [row] = await queryRows<{ fingerprint: string }>(
    database,
    sql`select concat_ws(':', ${sql.join(rollups, sql`, `)},
      (select count(*) from verification_events)) as fingerprint`,
  );
  return row!.fingerprint;
}
