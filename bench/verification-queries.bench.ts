/**
 * The Verifications POST and download (decisions 256, 257) on PostgreSQL.
 * Run: DATABASE_URL=postgres://…/db npx tsx bench/verification-queries.bench.ts [events] [rounds]
 * The database is migrated and seeded when empty. When it holds fewer than `events` scans (default
 * 1,000,000), the script adds the missing ones through the store the ingestion call uses (the
 * per-event checks, COPY and the one insert that feeds every rollup, batches of 20,000; no HTTP):
 * the demo's labels (90 %, a tenth by object id) and unknown labels, statuses mostly 99, positions
 * around 60 cities, 0-2 tags of 5, 24 months from 2024-12; into an empty database as a bulk load
 * (loadEvents, then rollUpLoadedMonth per month: the same rows as ingest's, some 5 times faster;
 * BULK=0 fills through ingest). It then ANALYZEs and times each
 * scenario `rounds` times (default 30) through `inject` as staff (statistics.*) or as the demo
 * supplier, printing p50 / p95 / max in ms, the source each one read, and EXPLAIN (ANALYZE,
 * BUFFERS) of the statements of the main paths. Timings are measured here, never asserted in tests.
 * EXPLAIN=0 skips the EXPLAINs, ONLY=<a>|<b> runs the scenarios whose names hold a or b, VACUUM=0
 * analyzes without vacuuming (the tables as ingest leaves them).
 * "browser view" scenarios (issue 33): the request the web's map sends (mapViewRequestOf, shared
 * with the web) for a 1,366 × 600 px map at every zoom 2-18, centred on the densest precision-3
 * cell of the data and on an empty ocean (0° N 140° W), with no filter and with each filter of the
 * panel, as staff and as the supplier; the table gives each reply's size in bytes too.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, readWithCustomPlans } from '../apps/server/src/db/client.js';
import { rowsOf } from '../apps/server/src/db/raw-rows.js';
import { VERIFICATION_DATA_TABLES } from '../apps/server/src/db/schema/verifications.js';
import {
  monthsOf,
  readVerificationBatch,
} from '../apps/server/src/modules/scans/verifications/ingest/verification-batch.js';
import {
  createVerificationStore,
  rollUpLoadedMonth,
} from '../apps/server/src/modules/scans/verifications/ingest/verification-store.repository.js';
import { planRead, probesOf } from '../apps/server/src/modules/scans/verifications/query/plan-read.js';
import {
  readAggregation,
  resolveVerificationFilters,
  sourceOf,
} from '../apps/server/src/modules/scans/verifications/query/verification-query.service.js';
import { probeScanFacts } from '../apps/server/src/modules/scans/verifications/query/verification-range.repository.js';
import { encodeVerificationId } from '../apps/server/src/modules/scans/verifications/verification-id.js';
import { type MarkersRequest, mapViewRequestOf } from '../packages/contract/src/map-view.js';
import {
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  type VerificationQueryInput,
  verificationQuerySchema,
} from '../packages/contract/src/schemas/verifications.js';
import { openBenchApp } from './support/bench-app.js';
import { createRandom, drawCities, drawScanEvent } from './support/scan-fixture.js';

const TARGET = Number(process.argv[2] ?? 1_000_000);
const ROUNDS = Number(process.argv[3] ?? 30);
const BATCH = 20_000;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const { app, database, signIn } = await openBenchApp({
  databaseHint: 'a PostgreSQL database (it is migrated and seeded when empty)',
  isPrepared: true,
});

const scalar = async (query: SQL) =>
  Object.values(rowsOf<Record<string, unknown>>(await database.db.execute(query))[0]!)[0];

/* ------------------------------------------------------------ data */

const draw = createRandom(20_261_127);
const CITIES = drawCities(draw.random, 60);
CITIES.push([48.8566, 2.3522], [52.52, 13.405]);
const START = Date.parse('2024-12-01T00:00:00Z');
const SPAN = 720 * 86_400_000;

const existing = Number(await scalar(sql`select count(*) from verification_events`));
if (existing < TARGET) {
  const labels = rowsOf<{ label_id: string; object_id: string }>(
    await database.db.execute(sql`select label_id, object_id::text as object_id from labels limit 200000`),
  );
  const store = createVerificationStore(database.kind);
  const run = Date.now().toString(36);
  const started = performance.now();
  let added = 0;
  // A bulk load, rolled up month by month at the end (BULK=0: through ingest's batches).
  const isBulk = process.env.BULK !== '0';
  for (let batch = 0; existing + added < TARGET; batch += 1) {
    const size = Math.min(BATCH, TARGET - existing - added);
    const items = Array.from({ length: size }, (_, index) =>
      drawScanEvent(draw, {
        id: `qb-${run}-${batch}-${index}`,
        cities: CITIES,
        labels,
        start: START,
        span: SPAN,
      }),
    );
    const { events } = readVerificationBatch(items, new Date(), 'en');
    await store.ensureMonths(database.db, monthsOf(events));
    await database.db.transaction((tx) =>
      isBulk ? store.loadEvents(tx, events) : store.storeEvents(tx, events),
    );
    added += size;
    if (batch % 10 === 0) {
      const seconds = (performance.now() - started) / 1000;
      process.stdout.write(`added ${added} events in ${seconds.toFixed(0)} s (load ${load()})\n`);
    }
  }
  if (isBulk) {
    const months = rowsOf<{ month: string }>(
      await database.db.execute(sql`select distinct to_char(date_trunc('month', scanned_at at time zone 'UTC'), 'YYYY-MM-DD') as month
        from verification_events where left(event_id, ${`qb-${run}-`.length}) = ${`qb-${run}-`} order by 1`),
    ).map((row) => row.month);
    for (const month of months) {
      await database.db.transaction((tx) => rollUpLoadedMonth(tx, month, `qb-${run}-`));
      const seconds = (performance.now() - started) / 1000;
      process.stdout.write(`rolled up ${month} at ${seconds.toFixed(0)} s (load ${load()})\n`);
    }
  }
}
// VACUUM too: after a bulk fill of upserts the visibility map is unset, and index-only scans fetch
// heap pages (p3 Europe 113 ms before, 38 after, at 10,000,000 scans). VACUUM=0 reads the tables as
// ingest leaves them (ANALYZE only): the state between two vacuums under a steady flow of scans.
const isVacuumed = process.env.VACUUM !== '0';
for (const table of VERIFICATION_DATA_TABLES)
  await database.db.execute(sql.raw(`${isVacuumed ? 'vacuum (analyze)' : 'analyze'} ${table}`));

const rollupSizes = VERIFICATION_DATA_TABLES.filter((table) => table !== 'verification_events').map((table) =>
  sql.raw(`union all select '${table}', (select count(*) from ${table}), pg_total_relation_size('${table}')`),
);
const sizes = rowsOf<{ name: string; rows: string; size: string }>(
  await database.db.execute(sql`
    select name, rows::text, pg_size_pretty(size) as size from (
      select 'verification_events' as name, (select count(*) from verification_events) as rows,
        (select sum(pg_total_relation_size(inhrelid)) from pg_inherits where inhparent = 'verification_events'::regclass) as size
      ${sql.join(rollupSizes, sql` `)}
    ) t`),
);
for (const row of sizes) process.stdout.write(`${row.name}: ${row.rows} rows, ${row.size}\n`);

/* ------------------------------------------------------------ scenarios */

const staff = await signIn('staff@demo.example', 'PROVIDER01');
const supplier = await signIn('supplier@demo.example', '12345A0001');
const [anyLabel] = rowsOf<{
  label_id: string;
  object_id: string;
  spool_no: string;
  company_id: number;
  event_id: string;
  micros: string;
}>(
  await database.db.execute(sql`select e.label_id, e.object_id::text as object_id, s.spool_no, e.company_id,
    e.event_id, (extract(epoch from e.scanned_at) * 1000000)::bigint::text as micros
    from verification_events e join spools s on s.id = e.spool_id where e.company_id > 0 limit 1`),
);
const [topCompany] = rowsOf<{ company_id: number }>(
  await database.db.execute(sql`select company_id from verification_daily where company_id > 0
    group by 1 order by sum(count) desc limit 1`),
);
// The company with the fewest scans (decision 278: a company's map reads its own cells only).
const [smallCompany] = rowsOf<{ company_id: number; count: string }>(
  await database.db.execute(sql`select company_id, sum(count)::text as count from verification_months
    where company_id > 0 group by 1 order by sum(count) limit 1`),
);
const europe = { north: 60, south: 35, east: 30, west: -10 };
const paris = { north: 48.95, south: 48.75, east: 2.55, west: 2.15 };
const france = { north: 51, south: 42, east: 8, west: -5 };
const ileDeFrance = { north: 49.3, south: 48.4, east: 3.2, west: 1.6 };
const parisStreet = { north: 48.86, south: 48.85, east: 2.36, west: 2.345 };

/* The densest city: the precision-3 cell of most scans, from the data (the map's own answer). */
const densest = await app.inject({
  method: 'POST',
  url: '/statistics/api/verifications/',
  headers: staff,
  payload: { aggregation: 'markers', precision: 3 },
});
const densestCell = (
  densest.json() as {
    data: {
      buckets: {
        key: string;
        doc_count: number;
        center_lat: { value: number };
        center_lon: { value: number };
      }[];
    };
  }
).data.buckets.reduce((best, bucket) => (bucket.doc_count > best.doc_count ? bucket : best));
/** The browser's map (issue 33): 1,366 × 600 px, centred on the densest city and on an empty ocean. */
const BROWSER_VIEW = { width: 1366, height: 600 } as const;
const BROWSER_CENTRES = [
  { name: 'densest city', lat: densestCell.center_lat.value, lon: densestCell.center_lon.value },
  { name: 'ocean', lat: 0, lon: -140 },
];
/** The panel's filters (statistics.md section 2), one at a time; the company one as staff only. */
const BROWSER_FILTERS: { name: string; filters: MarkersRequest; isStaffOnly?: boolean }[] = [
  { name: 'no filter', filters: {} },
  { name: 'status 3+4', filters: { verification_status: [3, 4] } },
  { name: 'tag promo', filters: { tags: ['promo'] } },
  { name: 'accuracy GPS_10 (≤ 10 m)', filters: { accuracy: 'GPS_10' } },
  // Decision 327: part of the range with a step reads the events at zoom 7-8 (no month cells6 with the band).
  {
    name: 'accuracy GPS_10, 2025-03-10 to 2025-06-20',
    filters: { accuracy: 'GPS_10', date_start: '2025-03-10', date_end: '2025-06-20' },
  },
  { name: 'GPS', filters: { geolocation_method: 'GPS' } },
  { name: 'company of most scans', filters: { company_ids: [topCompany!.company_id] }, isStaffOnly: true },
  { name: '2025-03-10 to 2025-06-20', filters: { date_start: '2025-03-10', date_end: '2025-06-20' } },
];
const BROWSER_VIEWS: Scenario[] = [];
for (let zoom = MAP_MIN_ZOOM; zoom <= MAP_MAX_ZOOM; zoom += 1)
  for (const centre of BROWSER_CENTRES)
    for (const who of ['staff', 'supplier'] as const)
      for (const { name, filters, isStaffOnly } of BROWSER_FILTERS) {
        if (isStaffOnly && who === 'supplier') continue;
        const request = mapViewRequestOf(
          { ...BROWSER_VIEW, lat: centre.lat, lon: centre.lon, zoom },
          filters,
        );
        BROWSER_VIEWS.push({
          name: `browser view z${String(zoom).padStart(2, '0')} ${centre.name}, ${who}, ${name} (p${request.precision}${request.hits ? ', single hits' : ''})`,
          body: { aggregation: 'markers', ...request },
          ...(who === 'supplier' ? { who } : {}),
        });
      }

type Scenario = { name: string; body: VerificationQueryInput; who?: 'supplier' };
/** The look-ups (GET): the map popup's log, label info, the filters' look-ups. */
const LOOKUPS: { name: string; url: string }[] = [
  {
    name: 'verification log by id (map popup)',
    url: `/statistics/api/verifications/${encodeVerificationId({
      companyId: anyLabel!.company_id,
      scannedAtMicros: BigInt(anyLabel!.micros),
      eventId: anyLabel!.event_id,
    })}`,
  },
  { name: 'label info by label id', url: `/statistics/api/label_info/${anyLabel!.label_id}` },
  { name: 'label info by object id', url: `/statistics/api/label_info/${anyLabel!.object_id}` },
  { name: 'tags look-up', url: '/statistics/api/tags/?search=pro' },
  { name: 'suppliers look-up', url: '/statistics/api/suppliers/?search=Demo' },
  { name: 'products look-up', url: '/statistics/api/products/?search=A' },
];
const SCENARIOS: Scenario[] = [
  { name: 'hit_count, defaults', body: { aggregation: 'hit_count' } },
  {
    name: 'hit_count, one company, 3 months, 2 statuses, tags',
    body: {
      aggregation: 'hit_count',
      company_ids: [topCompany!.company_id],
      date_start: '2025-03-01',
      date_end: '2025-05-31',
      verification_status: [3, 4],
      tags: ['promo'],
    },
  },
  { name: 'hit_count, supplier scope', body: { aggregation: 'hit_count' }, who: 'supplier' },
  { name: 'date_histogram, defaults (months)', body: { aggregation: 'date_histogram' } },
  {
    name: 'date_histogram, 90 days (days)',
    body: { aggregation: 'date_histogram', date_start: '2025-06-01', date_end: '2025-08-29' },
  },
  { name: 'by_company, defaults', body: { aggregation: 'by_company' } },
  { name: 'by_country, GPS', body: { aggregation: 'by_country', geolocation_method: 'GPS' } },
  { name: 'by_company_by_product, defaults', body: { aggregation: 'by_company_by_product' } },
  { name: 'markers p2 world', body: { aggregation: 'markers', precision: 2 } },
  { name: 'markers p3 Europe', body: { aggregation: 'markers', precision: 3, bounding_box: europe } },
  { name: 'markers p6 Paris', body: { aggregation: 'markers', precision: 6, bounding_box: paris } },
  { name: 'markers p7 Paris (raw)', body: { aggregation: 'markers', precision: 7, bounding_box: paris } },
  {
    name: 'markers single hits, a street (raw)',
    body: { aggregation: 'markers', precision: 8, hits: 1, bounding_box: parisStreet },
  },
  {
    name: 'markers single hits, Paris (raw, truncated)',
    body: { aggregation: 'markers', precision: 7, hits: 1, bounding_box: paris },
  },
  { name: 'by_spool (raw)', body: { aggregation: 'by_spool', spool_id: anyLabel!.spool_no } },
  {
    name: 'hit_count, label id (raw)',
    body: { aggregation: 'hit_count', _object_id__label_id_or_checksum: anyLabel!.label_id },
  },
  {
    name: 'hit_count, accuracy GPS_10 (≤ 10 m; raw, whole range)',
    body: { aggregation: 'hit_count', accuracy: 'GPS_10' },
  },
  // Decision 263: partial months at both ends, tag-set variants.
  {
    name: 'hit_count, 2025-03-10 to 2025-06-20 (partial ends)',
    body: { aggregation: 'hit_count', date_start: '2025-03-10', date_end: '2025-06-20' },
  },
  { name: 'by_company, tag promo', body: { aggregation: 'by_company', tags: ['promo'] } },
  {
    name: 'markers p6 Paris, 2025-03-10 to 2025-06-20',
    body: {
      aggregation: 'markers',
      precision: 6,
      bounding_box: paris,
      date_start: '2025-03-10',
      date_end: '2025-06-20',
    },
  },
  {
    name: 'markers p3 Europe, tag promo',
    body: { aggregation: 'markers', precision: 3, bounding_box: europe, tags: ['promo'] },
  },
  // Decision 271: every precision the map asks for (zoom ≤ 8), with and without a tags filter.
  { name: 'markers p4 France', body: { aggregation: 'markers', precision: 4, bounding_box: france } },
  {
    name: 'markers p5 Île-de-France',
    body: { aggregation: 'markers', precision: 5, bounding_box: ileDeFrance },
  },
  {
    name: 'markers p2 world, year 2025',
    body: { aggregation: 'markers', precision: 2, date_start: '2025-01-01', date_end: '2025-12-31' },
  },
  {
    name: 'markers p4 France, tag promo',
    body: { aggregation: 'markers', precision: 4, bounding_box: france, tags: ['promo'] },
  },
  {
    name: 'markers p6 Paris, tag promo',
    body: { aggregation: 'markers', precision: 6, bounding_box: paris, tags: ['promo'] },
  },
  {
    name: 'markers p6 Paris, tag promo, 2025-03-10 to 2025-06-20',
    body: {
      aggregation: 'markers',
      precision: 6,
      bounding_box: paris,
      tags: ['promo'],
      date_start: '2025-03-10',
      date_end: '2025-06-20',
    },
  },
  // Decision 276: precisions 5-6 of every company over all time, and the maps it leaves to the
  // month and day cells (a supplier, a range of part of the scans at a coarse precision).
  {
    name: 'markers p6 Paris, GPS',
    body: { aggregation: 'markers', precision: 6, bounding_box: paris, geolocation_method: 'GPS' },
  },
  {
    name: 'markers p6 Paris, supplier scope',
    body: { aggregation: 'markers', precision: 6, bounding_box: paris },
    who: 'supplier',
  },
  {
    name: 'markers p2 world, 2025-03-10 to 2025-06-20',
    body: { aggregation: 'markers', precision: 2, date_start: '2025-03-10', date_end: '2025-06-20' },
  },
  // Decision 278: precisions 5-6 of the companies asked over all time.
  {
    name: 'markers p6 Paris, the company of most scans',
    body: {
      aggregation: 'markers',
      precision: 6,
      bounding_box: paris,
      company_ids: [topCompany!.company_id],
    },
  },
  {
    name: 'markers p6 Paris, the company of fewest scans',
    body: {
      aggregation: 'markers',
      precision: 6,
      bounding_box: paris,
      company_ids: [smallCompany!.company_id],
    },
  },
  {
    name: 'markers p5 Île-de-France, supplier scope',
    body: { aggregation: 'markers', precision: 5, bounding_box: ileDeFrance },
    who: 'supplier',
  },
  ...BROWSER_VIEWS,
];

function quantile(sorted: number[], q: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

process.stdout.write(
  `\nload before: ${load()}\ncompany of most scans: ${topCompany!.company_id}; of fewest: ${smallCompany!.company_id} (${smallCompany!.count} scans)\ndensest precision-3 cell: ${densestCell.key} (${densestCell.doc_count} scans, ${densestCell.center_lat.value.toFixed(3)}, ${densestCell.center_lon.value.toFixed(3)})\n| scenario | source | tables (read plan) | p50 ms | p95 ms | max ms | reply bytes |\n|---|---|---|---|---|---|---|\n`,
);
// ONLY=<text> runs the scenarios whose name contains it, ONLY=<a>|<b> those of either (a quick re-run of a few).
const ONLY = process.env.ONLY?.split('|');
for (const scenario of SCENARIOS.filter((each) => !ONLY || ONLY.some((part) => each.name.includes(part)))) {
  const headers = scenario.who === 'supplier' ? supplier : staff;
  const times: number[] = [];
  let replyBytes = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/statistics/api/verifications/',
      headers,
      payload: scenario.body,
    });
    times.push(performance.now() - started);
    if (response.statusCode !== 200)
      throw new Error(`${scenario.name}: ${response.statusCode} ${response.body}`);
    replyBytes = Math.max(replyBytes, response.rawPayload.length);
  }
  const query = verificationQuerySchema.parse(scenario.body);
  const filters = await resolveVerificationFilters(
    database.db,
    { companyId: 0, rights: ['statistics.*'] },
    query,
    new Date().toISOString().slice(0, 10),
  );
  const sorted = times.sort((a, b) => a - b);
  // The tables the read plan (decision 314) reads, staff's view: the month of a range as yyyy-mm.
  const plan = planRead(query, filters, await probeScanFacts(database.db, filters, probesOf(query, filters)));
  const tables =
    plan.source === 'rollup'
      ? plan.ranges
          .map(({ rollup, first, last }) =>
            first === null ? rollup.table : `${rollup.table} ${first.slice(0, 10)}..${last.slice(0, 10)}`,
          )
          .join(' + ')
      : plan.source;
  process.stdout.write(
    `| ${scenario.name} | ${sourceOf(query, filters)} | ${tables} | ${quantile(sorted, 0.5).toFixed(0)} | ${quantile(sorted, 0.95).toFixed(0)} | ${sorted.at(-1)!.toFixed(0)} | ${replyBytes} |\n`,
  );
}
for (const lookup of LOOKUPS) {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: lookup.url, headers: staff });
    times.push(performance.now() - started);
    if (response.statusCode !== 200 || response.body === '{}')
      throw new Error(`${lookup.name}: ${response.statusCode} ${response.body}`);
  }
  const sorted = times.sort((a, b) => a - b);
  process.stdout.write(
    `| ${lookup.name} | look-up | ${quantile(sorted, 0.5).toFixed(1)} | ${quantile(sorted, 0.95).toFixed(1)} | ${sorted.at(-1)!.toFixed(1)} |\n`,
  );
}
process.stdout.write(`load after: ${load()}\n`);

/* ------------------------------------------------------------ plans */

/** Runs one aggregation with an executor that records its statements, then EXPLAINs them. */
async function explain(name: string, body: VerificationQueryInput) {
  const statements: SQL[] = [];
  const recorder = {
    execute: (query: SQL) => {
      statements.push(query);
      return database.db.execute(query);
    },
  } as unknown as Executor;
  const query = verificationQuerySchema.parse(body);
  const filters = await resolveVerificationFilters(
    database.db,
    { companyId: 0, rights: ['statistics.*'] },
    query,
    new Date().toISOString().slice(0, 10),
  );
  await readAggregation(recorder, query, filters, sourceOf(query, filters));
  for (const statement of statements) {
    // As the route runs it: in readWithCustomPlans' transaction and settings.
    const plan = await readWithCustomPlans(database.db, async (tx) =>
      rowsOf<{ 'QUERY PLAN': string }>(
        await tx.execute(sql`explain (analyze, buffers, costs off) ${statement}`),
      ),
    );
    process.stdout.write(
      `\n### ${name}\n\n\`\`\`\n${plan.map((row) => row['QUERY PLAN']).join('\n')}\n\`\`\`\n`,
    );
  }
}

if (process.env.EXPLAIN !== '0') {
  await explain('hit_count, defaults (rollup)', SCENARIOS[0]!.body);
  await explain('date_histogram, defaults (rollup)', SCENARIOS[3]!.body);
  await explain('by_company_by_product, defaults (rollup)', SCENARIOS[7]!.body);
  await explain('markers p2 world (cells rollup)', SCENARIOS[8]!.body);
  await explain('markers p6 Paris (cells rollup)', SCENARIOS[10]!.body);
  await explain('hit_count, partial ends (rollup)', SCENARIOS[17]!.body);
  await explain('markers p6 Paris, partial ends (cells rollup)', SCENARIOS[19]!.body);
  await explain('hit_count, one company, 3 months (rollup)', SCENARIOS[1]!.body);
  await explain('by_company (rollup)', { aggregation: 'by_company' });
  await explain('markers p3 Europe (cells rollup)', SCENARIOS[9]!.body);
  await explain('markers p7 Paris (raw events by cell)', SCENARIOS[11]!.body);
  await explain('single hits, Paris (raw events by cell)', SCENARIOS[13]!.body);
  await explain('by_spool (raw events by spool)', SCENARIOS[14]!.body);
  const named = (name: string) => SCENARIOS.find((scenario) => scenario.name === name)!.body;
  await explain('markers p3 Europe, tag promo (tag cells)', named('markers p3 Europe, tag promo'));
  await explain('markers p6 Paris, tag promo (month cells)', named('markers p6 Paris, tag promo'));
  await explain(
    'markers p2 world, year 2025 (every company month cells3)',
    named('markers p2 world, year 2025'),
  );
  await explain(
    'markers p2 world, partial ends (every company month and day cells3)',
    named('markers p2 world, 2025-03-10 to 2025-06-20'),
  );
  await explain(
    'markers p6 Paris, the company of most scans (company cells6)',
    named('markers p6 Paris, the company of most scans'),
  );
}

await app.close();
await database.close();
