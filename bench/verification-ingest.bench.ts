/**
 * Label authentications through the real ingestion call (POST /integration/api/verifications/,
 * decision 252) in batches of 10,000 events, with every rollup, on PostgreSQL.
 * Run: DATABASE_URL=postgres://…/any_db npx tsx bench/verification-ingest.bench.ts [batches] [batch size] [in flight]
 * The database is migrated and filled with the demo when empty. The script creates an API key of
 * scope verification_ingest as staff, builds `batches` bodies (default 30 × 10,000 events: scans of
 * the demo's labels, unknown labels and object ids, spread over 24 months and around 40 cities),
 * serialises them before the clock starts, sends them one after the other through `inject` and
 * prints events/s, per-batch times, a re-send of the first batches (all duplicates), the time of
 * the per-event checks alone, the rows of each table, and last the cost per event (CPU µs in Node
 * and in PostgreSQL's backends serving the run, issue 33 section 4) as a line of the table in
 * bench/verification-ingest.md. Write the figures there with the load average beside them.
 * Timings are measured here, never asserted in tests.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../apps/server/src/db/raw-rows.js';
import { readVerificationBatch } from '../apps/server/src/modules/scans/verifications/ingest/verification-batch.js';
import { openBenchApp } from './support/bench-app.js';
import { createIngestKey, createRandom, drawCities, drawScanEvent } from './support/scan-fixture.js';
import { loadAverages } from './support/streamed-reply.js';

const BATCHES = Number(process.argv[2] ?? 30);
const BATCH_SIZE = Number(process.argv[3] ?? 10_000);
const RESENT_BATCHES = Math.min(3, BATCHES);
/** Calls in flight at once, as an authentication service with several senders would make them. */
const CONCURRENCY = Number(process.argv[4] ?? 1);

const { app, database, signIn } = await openBenchApp({
  databaseHint: 'a PostgreSQL database (it is migrated and seeded when empty)',
  isPrepared: true,
});

const staff = await signIn('staff@demo.example', 'PROVIDER01');
const key = await createIngestKey(app, staff);

const labels = rowsOf<{ label_id: string; object_id: string }>(
  await database.db.execute(sql`select label_id, object_id::text as object_id from labels limit 200000`),
);

const draw = createRandom(20_261_126);
const CITIES = drawCities(draw.random, 40);
const START = Date.parse('2024-11-01T00:00:00Z');
const SPAN = 730 * 86_400_000;
const run = Date.now().toString(36);

const batches = Array.from({ length: BATCHES }, (_, batch) =>
  Array.from({ length: BATCH_SIZE }, (_, index) =>
    drawScanEvent(draw, {
      id: `bench-${run}-${batch}-${index}`,
      cities: CITIES,
      labels,
      start: START,
      span: SPAN,
    }),
  ),
);
const bodies = batches.map((events) => JSON.stringify(events));

async function send(body: string) {
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/integration/api/verifications/',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    payload: body,
  });
  const ms = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body.slice(0, 500)}`);
  return { ms, answer: response.json() as { inserted: number; duplicates: number; rejected: unknown[] } };
}

/** utime + stime of a process in clock ticks (/proc/<pid>/stat), or undefined once it has ended. */
function cpuTicks(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/**
 * The PostgreSQL backends serving the run: the client backends of the bench database
 * (pg_stat_activity: this process's pool, nothing else connects to the bench's own database; no
 * autovacuum or other background worker). Sampled every 200 ms while the run lasts, so a
 * connection the pool opens half-way is counted from its start and one it closes keeps its last
 * reading.
 */
async function listBackends(): Promise<number[]> {
  const rows = rowsOf<{ pid: number }>(
    await database.db.execute(
      sql`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
    ),
  );
  return rows.map((row) => Number(row.pid));
}

/**
 * CPU seconds of the run on each side (decision 280's method, issue 33 section 4): Node is this
 * process (`process.cpuUsage`, user + system: HTTP parse through `inject`, checks, COPY text);
 * PostgreSQL is the sum over the backends serving the run of their utime + stime from
 * /proc/<pid>/stat, last reading less the one before the run (0 for a backend opened during it).
 * On a loaded machine wall time measures the queue for the cores; CPU time measures the work.
 */
function startCpuMeter() {
  const nodeBefore = process.cpuUsage();
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const read = (pids: number[], isStart: boolean) => {
    for (const pid of pids) {
      const ticks = cpuTicks(pid);
      if (ticks === undefined) continue;
      if (!first.has(pid)) first.set(pid, isStart ? ticks : 0);
      last.set(pid, ticks);
    }
  };
  let sampling = Promise.resolve();
  const sampler = setInterval(() => {
    sampling = sampling.then(async () => read(await listBackends(), false)).catch(() => {});
  }, 200);
  return {
    start: async () => read(await listBackends(), true),
    stop: async () => {
      clearInterval(sampler);
      await sampling;
      read(await listBackends(), false);
      const node = process.cpuUsage(nodeBefore);
      let ticks = 0;
      for (const [pid, ticksAfter] of last) ticks += ticksAfter - first.get(pid)!;
      return { node: (node.user + node.system) / 1e6, postgres: ticks / 100, backends: last.size };
    },
  };
}

process.stdout.write(`uptime before: ${execSync('uptime').toString().trim()}\n`);
process.stdout.write(
  `labels used: ${labels.length}; batches: ${BATCHES} × ${BATCH_SIZE}, ${CONCURRENCY} in flight\n`,
);

const times: number[] = [];
let inserted = 0;
const loadBefore = loadAverages();
const cpuMeter = startCpuMeter();
await cpuMeter.start();
const allStarted = performance.now();
let next = 0;
async function sender() {
  while (next < bodies.length) {
    const index = next;
    next += 1;
    const { ms, answer } = await send(bodies[index]!);
    times.push(ms);
    inserted += answer.inserted;
    process.stdout.write(`batch ${index + 1}: ${ms.toFixed(0)} ms, inserted ${answer.inserted}\n`);
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, sender));
const allMs = performance.now() - allStarted;
const cpu = await cpuMeter.stop();
const loadAfter = loadAverages();
const nodeCpu = cpu.node;
const postgresCpu = cpu.postgres;

const resendTimes: number[] = [];
for (const body of bodies.slice(0, RESENT_BATCHES)) {
  const { ms, answer } = await send(body);
  if (answer.inserted !== 0) throw new Error('a re-sent batch inserted events');
  resendTimes.push(ms);
}

// The per-event checks alone (zod, geohash), in this process.
const checkStarted = performance.now();
readVerificationBatch(batches[0]!, new Date(), 'en');
const checkMs = performance.now() - checkStarted;

const sorted = [...times].sort((a, b) => a - b);
const quantile = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const counts = rowsOf<{ name: string; rows: string; size: string }>(
  await database.db.execute(sql`
    select name, rows::text, pg_size_pretty(size) as size from (
      select 'verification_events' as name, (select count(*) from verification_events) as rows,
        (select sum(pg_total_relation_size(inhrelid)) from pg_inherits
         where inhparent = 'verification_events'::regclass) as size
      union all select 'verification_daily', (select count(*) from verification_daily),
        pg_total_relation_size('verification_daily')
      union all select 'verification_cells', (select count(*) from verification_cells),
        pg_total_relation_size('verification_cells')
      union all select 'verification_label_counts', (select count(*) from verification_label_counts),
        pg_total_relation_size('verification_label_counts')
      union all select 'daily rows if kept per month', (select count(*) from (
        select distinct company_id, date_trunc('month', day), product_id, product_group_id, order_country,
          status, geolocation_method, tags from verification_daily) m), 0
      union all select 'cell rows if kept per month', (select count(*) from (
        select distinct company_id, date_trunc('month', day), cell6, product_id, product_group_id,
          order_country, status, geolocation_method, tags from verification_cells) m), 0
    ) t`),
);

process.stdout.write(
  `${[
    `inserted: ${inserted} events in ${(allMs / 1000).toFixed(2)} s: ${Math.round(inserted / (allMs / 1000))} events/s`,
    `CPU: node ${nodeCpu.toFixed(1)} s, postgres ${postgresCpu.toFixed(1)} s: ` +
      `${Math.round(inserted / (nodeCpu + postgresCpu))} events per CPU second (both sides together), ` +
      `${Math.round(inserted / Math.max(nodeCpu, postgresCpu))} events/s if each side had a core of its own`,
    `per batch: median ${quantile(0.5).toFixed(0)} ms, p90 ${quantile(0.9).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`,
    `re-sent batches (all duplicates): ${resendTimes.map((ms) => ms.toFixed(0)).join(', ')} ms`,
    `checks of one batch alone (zod, geohash): ${checkMs.toFixed(0)} ms`,
    ...counts.map((row) => `${row.name}: ${row.rows} rows${row.size === '0 bytes' ? '' : `, ${row.size}`}`),
    `uptime after: ${execSync('uptime').toString().trim()}`,
  ].join('\n')}\n`,
);

// The line of bench/verification-ingest.md's table (issue 33 section 4: the cost per event).
const microsPerEvent = (seconds: number) => ((seconds * 1e6) / inserted).toFixed(1);
process.stdout.write(
  `\n| events | calls × size, in flight | wall s | events/s (wall) | per call median / p90 ms | CPU Node µs/event | CPU PostgreSQL µs/event (${cpu.backends} backends) | load before → after |\n` +
    '|---|---|---|---|---|---|---|---|\n' +
    `| ${inserted.toLocaleString('en')} | ${BATCHES} × ${BATCH_SIZE.toLocaleString('en')}, ${CONCURRENCY} | ${(allMs / 1000).toFixed(1)} | ` +
    `${Math.round(inserted / (allMs / 1000)).toLocaleString('en')} | ${quantile(0.5).toFixed(0)} / ${quantile(0.9).toFixed(0)} | ` +
    `${microsPerEvent(nodeCpu)} | ${microsPerEvent(postgresCpu)} | ${loadBefore} → ${loadAfter} |\n`,
);

await app.close();
await database.close();
