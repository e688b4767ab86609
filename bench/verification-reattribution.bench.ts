/**
 * Re-attribution of scans that arrived before their rolls were shipped (decision 248), on PostgreSQL.
 * Run: DATABASE_URL=postgres://…/any_db npx tsx bench/verification-reattribution.bench.ts [labels] [unknown events] [early events] [seed]
 * (another seed for each run on the same database: the label ids it plans must be new).
 * The database is migrated and filled with the demo when empty. The script stores `unknown events`
 * (default 100,000) scans of 50,000 labels nobody knows, and `early events` (default 10,000) scans
 * of 2,000 label ids the next shipment will make (the app's random source replays them), ships an
 * order of `labels` labels (default 100,000) through the real call, then times the worker's move
 * (what shipping would have added inline), a second move of the same rolls with nothing left to
 * move (the fixed cost of a shipment), and checks the rollups against the raw events.
 * Write the figures into bench/verification-reattribution.md. Timings are measured here, never asserted in tests.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../apps/server/src/db/client.js';
import { rowsOf } from '../apps/server/src/db/raw-rows.js';
import { reattributeQueuedRolls } from '../apps/server/src/modules/scans/verifications/index.js';
import {
  claimQueuedSpools,
  reattributeSpools,
} from '../apps/server/src/modules/scans/verifications/ingest/verification-reattribution.repository.js';
import { openBenchApp } from './support/bench-app.js';
import { sendOrderInProduction } from './support/order-in-production.js';
import { createIngestKey, createRandom } from './support/scan-fixture.js';

const LABELS = Number(process.argv[2] ?? 100_000);
const UNKNOWN_EVENTS = Number(process.argv[3] ?? 100_000);
const EARLY_EVENTS = Number(process.argv[4] ?? 10_000);
const SEED = Number(process.argv[5] ?? 20_261_127);
const EARLY_LABELS = 2_000;
const ALPHABET = 'BCDFGHJKLMNPQRSTVWXYZ0123456789';

let planned: number[] = [];
const { app, database, signIn } = await openBenchApp({
  databaseHint: 'a PostgreSQL database (it is migrated and seeded when empty)',
  isPrepared: true,
  randomBytes: (size) => {
    const block = randomBytes(size);
    block.set(planned.slice(0, size));
    planned = [];
    return block;
  },
});

const ms = (start: number) => `${Math.round(performance.now() - start)} ms`;

const staff = await signIn('staff@demo.example', 'PROVIDER01');
const supplier = await signIn('supplier@demo.example', '12345A0001');
const key = await createIngestKey(app, staff);

const { random } = createRandom(SEED);
const labelId = () => Array.from({ length: 12 }, () => ALPHABET[Math.floor(random() * 31)]).join('');
const plannedIds = Array.from({ length: LABELS }, labelId);
const unknownIds = Array.from({ length: 50_000 }, labelId);
const run = randomUUID().slice(0, 8);
let sequence = 0;
const eventOf = (label: string) => ({
  id: `bench-${run}-${++sequence}`,
  timestamp: new Date(Date.UTC(2026, Math.floor(random() * 10), 1 + Math.floor(random() * 27))).toISOString(),
  label_id: label,
  status: [99, 99, 3, 4][Math.floor(random() * 4)],
  verification_count: 1,
  lat: -40 + random() * 90,
  lon: -120 + random() * 240,
  accuracy: random() < 0.2 ? 0 : 10,
  tags: random() < 0.3 ? ['app'] : [],
});
const events = [
  ...Array.from({ length: UNKNOWN_EVENTS }, () =>
    eventOf(unknownIds[Math.floor(random() * unknownIds.length)]!),
  ),
  ...Array.from({ length: EARLY_EVENTS }, () => eventOf(plannedIds[Math.floor(random() * EARLY_LABELS)]!)),
];
let start = performance.now();
for (let offset = 0; offset < events.length; offset += 10_000) {
  const response = await app.inject({
    method: 'POST',
    url: '/integration/api/verifications/',
    headers: { authorization: `Bearer ${key}` },
    payload: events.slice(offset, offset + 10_000),
  });
  if (response.statusCode !== 200) throw new Error(`ingest: ${response.statusCode} ${response.body}`);
}
console.log(`stored ${events.length} scans of unknown labels in ${ms(start)}`);

// Shipped labels left non-activated would block the demo supplier from ordering.
await database.db.execute(sql`update labels set activated_at = now() where activated_at is null`);
const { orderId, version } = await sendOrderInProduction({
  app,
  database,
  supplier,
  staff,
  rolls: () => 1,
  labels: LABELS,
  customerOrderNo: 'BENCH-REATTR',
});
planned = plannedIds.flatMap((id) => [...id].map((character) => ALPHABET.indexOf(character)));
start = performance.now();
const shipped = await app.inject({
  method: 'POST',
  url: `/backoffice/api/orders/${orderId}/ship/`,
  headers: staff,
  payload: { version },
});
if (shipped.statusCode !== 200) throw new Error(`ship: ${shipped.statusCode} ${shipped.body}`);
console.log(
  `shipped ${shipped.json().labels} labels in ${shipped.json().rolls} rolls in ${ms(start)} (queue included)`,
);
const queuedRolls = rowsOf<{ spool_id: number }>(
  await database.db.execute(sql`select spool_id from verification_reattributions order by spool_id`),
);
console.log(`queued rolls: ${queuedRolls.length}`);

/** The worker's round with each statement timed (the transaction's execute wrapped). */
const STEPS = [
  'lock',
  'claim',
  'temp table',
  'temp table',
  'object ranges',
  'unknown labels',
  'collect changed',
  'analyze',
  'delete moved',
  'move in and roll up',
  'emptied rows',
  'label rows deleted',
  'label rows recounted',
];
start = performance.now();
const moved = await database.db.transaction(async (tx) => {
  let step = 0;
  const timed = new Proxy(tx, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver);
      return async (query: Parameters<Transaction['execute']>[0]) => {
        const at = performance.now();
        const result = await target.execute(query);
        console.log(`  ${STEPS[step++] ?? 'statement'}: ${ms(at)}`);
        return result;
      };
    },
  });
  const spoolIds = await claimQueuedSpools(timed, 200);
  return reattributeSpools(timed, spoolIds);
});
console.log(
  `re-attribution (the worker's transaction; what shipping would add inline): ${moved} scans moved in ${ms(start)}`,
);

await database.db.execute(sql`
  insert into verification_reattributions (spool_id, queued_at)
  select value::int, now() from json_array_elements_text(${JSON.stringify(queuedRolls.map((r) => r.spool_id))}::json)`);
start = performance.now();
const again = await reattributeQueuedRolls(database.db);
console.log(
  `the same rolls again (nothing to move: a shipment's fixed cost): ${again} moved in ${ms(start)}`,
);

start = performance.now();
const [check] = rowsOf<{ differences: string }>(
  await database.db.execute(sql`
    with expected as (
      select company_id, (scanned_at at time zone 'UTC')::date as day, coalesce(product_id, 0) as product_id,
        coalesce(product_group_id, 0) as product_group_id, coalesce(order_country, '') as order_country,
        status, geolocation_method, tags, count(*)::bigint as count
      from verification_events group by 1, 2, 3, 4, 5, 6, 7, 8
    ), actual as (
      select company_id, day, product_id, product_group_id, order_country, status, geolocation_method, tags, count
      from verification_daily
    )
    select ((select count(*) from (select * from expected except all select * from actual) a)
      + (select count(*) from (select * from actual except all select * from expected) b))::text as differences`),
);
console.log(`day rollup against the raw events: ${check!.differences} differing rows (${ms(start)})`);
const counts = rowsOf<{ company_id: number; events: string; label_rows: string }>(
  await database.db.execute(sql`
    select company_id, count(*)::text as events,
      (select count(*) from verification_label_counts c where c.company_id = e.company_id)::text as label_rows
    from verification_events e group by company_id order by company_id`),
);
console.log('events per company:', counts);
await app.close();
await database.close();
