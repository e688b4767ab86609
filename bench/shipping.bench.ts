/**
 * Shipping an order of 1,000,000 labels through the real app (POST /backoffice/api/orders/:id/ship/).
 * Run: DATABASE_URL=postgres://…/any_db npx tsx bench/shipping.bench.ts [labels]
 * The database is migrated and filled with the demo when empty. The script sends an order of
 * `labels` labels (default 1,000,000) as the demo supplier, moves it to IN_PRODUCTION as staff,
 * ships it and prints the time, rolls and labels; write the figures into bench/shipping.md.
 * Timings are measured here, never asserted in tests.
 */
import { openBenchApp } from './support/bench-app.js';
import { sendOrderInProduction } from './support/order-in-production.js';

const LABELS = Number(process.argv[2] ?? 1_000_000);

const { app, database, signIn } = await openBenchApp({
  databaseHint: 'a PostgreSQL database (it is migrated and seeded when empty)',
  isPrepared: true,
});

const supplier = await signIn('supplier@demo.example', '12345A0001');
const staff = await signIn('staff@demo.example', 'PROVIDER01');
const { orderId, version, labelsPerUnit } = await sendOrderInProduction({
  app,
  database,
  supplier,
  staff,
  rolls: (perRoll) => Math.ceil(LABELS / perRoll),
  labels: LABELS,
  customerOrderNo: 'BENCH-SHIP',
});

const start = process.hrtime.bigint();
const shipped = await app.inject({
  method: 'POST',
  url: `/backoffice/api/orders/${orderId}/ship/`,
  headers: staff,
  payload: { version },
});
const ms = Number(process.hrtime.bigint() - start) / 1e6;
if (shipped.statusCode !== 200) throw new Error(`ship: ${shipped.statusCode} ${shipped.body}`);
const result = shipped.json();
const retryStart = process.hrtime.bigint();
const retry = await app.inject({
  method: 'POST',
  url: `/backoffice/api/orders/${orderId}/ship/`,
  headers: staff,
  payload: { version },
});
const retryMs = Number(process.hrtime.bigint() - retryStart) / 1e6;
process.stdout.write(
  `order ${orderId}: ${result.labels} labels on ${result.rolls} rolls (${labelsPerUnit} per roll) shipped in ${(ms / 1000).toFixed(2)} s; retry ${retry.json().already_shipped ? 'answered the same shipment' : 'MADE A NEW ONE'} in ${retryMs.toFixed(0)} ms\n`,
);
await app.close();
await database.close();
