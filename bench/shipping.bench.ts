/**
 * Shipping an order of 1,000,000 labels through the real app (POST /backoffice/api/orders/:id/ship/).
 * Run: DATABASE_URL=postgres://…/any_db npx tsx bench/shipping.bench.ts [labels]
 * The database is migrated and filled with the demo when empty. The script sends an order of
 * `labels` labels (default 1,000,000) as the demo supplier, moves it to IN_PRODUCTION as staff,
 * ships it and prints the time, rolls and labels; write the figures into bench/shipping.md.
 * Timings are measured here, never asserted in tests.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { earliestShippingDate, nextDay } from '../packages/contract/src/dates.js';
import { openBenchApp } from './support/bench-app.js';

const LABELS = Number(process.argv[2] ?? 1_000_000);

const { app, database, signIn } = await openBenchApp({
  databaseHint: 'a PostgreSQL database (it is migrated and seeded when empty)',
  isPrepared: true,
});

const supplier = await signIn('supplier@demo.example', '12345A0001');
const staff = await signIn('staff@demo.example', 'PROVIDER01');
const products = (
  await app.inject({ method: 'GET', url: '/orders/api/products/', headers: supplier })
).json();
const product = products.find(
  (p: { extra_services: unknown[]; blocked: boolean }) => p.extra_services.length === 0 && !p.blocked,
);
const [account] = (
  await app.inject({ method: 'GET', url: '/accounts/api/users/', headers: supplier })
).json();
const rolls = Math.ceil(LABELS / product.labels_per_unit);
const sent = await app.inject({
  method: 'POST',
  url: '/orders/api/orders/',
  headers: { ...supplier, 'idempotency-key': randomUUID() },
  payload: {
    order_positions: [
      {
        uuid: randomUUID(),
        product: product.pk,
        quantity: rolls * product.labels_per_unit,
        extra_service_data: [],
      },
    ],
    transport_by_customer: false,
    delivery_address: account.company_profile.delivery_address.pk,
    billing_address: account.company_profile.billing_address.pk,
    customer_order_no: 'BENCH-SHIP',
    desired_delivery_date: nextDay(earliestShippingDate()),
  },
});
if (sent.statusCode !== 201) throw new Error(`send: ${sent.statusCode} ${sent.body}`);
const orderId: string = sent.json().order.order_id;
// Exactly LABELS labels: full rolls and, when LABELS is not a multiple, a partial last roll.
await database.db.execute(
  sql`update order_positions set quantity = ${LABELS} where order_id = (select id from orders where order_id = ${orderId})`,
);

let version: number = (
  await app.inject({ method: 'GET', url: `/backoffice/api/orders/${orderId}/`, headers: staff })
).json().version;
for (const to of ['ORDER_RECEIVED', 'IN_PRODUCTION']) {
  const moved = await app.inject({
    method: 'POST',
    url: `/backoffice/api/orders/${orderId}/transition/`,
    headers: staff,
    payload: { to, version },
  });
  if (moved.statusCode !== 200) throw new Error(`${to}: ${moved.statusCode} ${moved.body}`);
  version = moved.json().version;
}

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
  `order ${orderId}: ${result.labels} labels on ${result.rolls} rolls (${product.labels_per_unit} per roll) shipped in ${(ms / 1000).toFixed(2)} s; retry ${retry.json().already_shipped ? 'answered the same shipment' : 'MADE A NEW ONE'} in ${retryMs.toFixed(0)} ms\n`,
);
await app.close();
await database.close();
