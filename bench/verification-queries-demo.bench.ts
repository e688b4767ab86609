/**
 * The Verifications calls on the demo's scans, on PGlite in memory as `npm start` runs them (or on
 * DATABASE_URL when set). Run: npx tsx bench/verification-queries-demo.bench.ts [rounds]
 * Migrates and seeds the demo (about 30,000 scans), then times each call `rounds` times (default
 * 20) through `inject` as staff, printing p50 / p95 / max in ms. Figures: bench/verification-queries.md.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../apps/server/src/db/raw-rows.js';
import { encodeVerificationId } from '../apps/server/src/modules/scans/verifications/verification-id.js';
import { openBenchApp } from './support/bench-app.js';

const ROUNDS = Number(process.argv[2] ?? 20);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const seeding = performance.now();
const { app, database, signIn } = await openBenchApp({
  databaseHint: 'a PostgreSQL database, or nothing for PGlite in memory',
  isPrepared: true,
  isPgliteAllowed: true,
});
const seeded = performance.now() - seeding;

const [scans] = rowsOf<{ n: number }>(
  await database.db.execute(sql`select count(*)::int as n from verification_events`),
);
const [one] = rowsOf<{
  label_id: string;
  company_id: number;
  event_id: string;
  micros: string;
  spool_no: string;
}>(
  await database.db.execute(sql`select e.label_id, e.company_id, e.event_id, s.spool_no,
    (extract(epoch from e.scanned_at) * 1000000)::bigint::text as micros
    from verification_events e join spools s on s.id = e.spool_id
    where e.company_id > 0 order by e.scanned_at desc limit 1`),
);

const paris = { north: 48.95, south: 48.75, east: 2.55, west: 2.15 };
const europe = { north: 60, south: 35, east: 30, west: -10 };
const POSTS: [string, object][] = [
  ['hit_count, defaults', { aggregation: 'hit_count' }],
  ['date_histogram, defaults', { aggregation: 'date_histogram' }],
  ['by_company, defaults', { aggregation: 'by_company' }],
  ['by_country, defaults', { aggregation: 'by_country' }],
  ['by_company_by_product, defaults', { aggregation: 'by_company_by_product' }],
  ['markers p2 world', { aggregation: 'markers', precision: 2 }],
  ['markers p3 Europe', { aggregation: 'markers', precision: 3, bounding_box: europe }],
  ['markers p6 Paris', { aggregation: 'markers', precision: 6, bounding_box: paris }],
  ['markers single hits, Paris', { aggregation: 'markers', precision: 7, hits: 1, bounding_box: paris }],
  ['by_spool', { aggregation: 'by_spool', spool_id: one!.spool_no }],
  ['hit_count, label id', { aggregation: 'hit_count', _object_id__label_id_or_checksum: one!.label_id }],
  ['by_company, tag promo', { aggregation: 'by_company', tags: ['promo'] }],
];
const GETS: [string, string][] = [
  [
    'verification log by id (map popup)',
    `/statistics/api/verifications/${encodeVerificationId({
      companyId: one!.company_id,
      scannedAtMicros: BigInt(one!.micros),
      eventId: one!.event_id,
    })}`,
  ],
  ['label info by label id', `/statistics/api/label_info/${one!.label_id}`],
  ['download, defaults (whole file)', '/statistics/api/verifications/download/'],
];

const staff = await signIn('staff@demo.example', 'PROVIDER01');
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
async function time(name: string, call: () => Promise<{ statusCode: number; body: string }>) {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    const response = await call();
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode} ${response.body}`);
  }
  const sorted = times.sort((a, b) => a - b);
  process.stdout.write(
    `| ${name} | ${quantile(sorted, 0.5).toFixed(1)} | ${quantile(sorted, 0.95).toFixed(1)} | ${sorted.at(-1)!.toFixed(1)} |\n`,
  );
}

process.stdout.write(
  `${database.kind}, ${scans!.n} scans, migrated and seeded in ${(seeded / 1000).toFixed(1)} s; load before: ${load()}\n\n| call | p50 ms | p95 ms | max ms |\n|---|---|---|---|\n`,
);
for (const [name, body] of POSTS) {
  await time(name, () =>
    app.inject({ method: 'POST', url: '/statistics/api/verifications/', headers: staff, payload: body }),
  );
}
for (const [name, url] of GETS) await time(name, () => app.inject({ method: 'GET', url, headers: staff }));
process.stdout.write(`load after: ${load()}\n`);
await app.close();
await database.close();
