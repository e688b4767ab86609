/**
 * Latency of the ordering calls through the real app on the large data set.
 * Run: DATABASE_URL=postgres://…/bench_db npx tsx bench/ordering-api.bench.ts
 * (after `npm run bench:seed` on that database). Prints p50/p95/max per call; write the figures
 * into bench/ordering-api.md. Timings are measured here, never asserted in tests.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openBenchApp } from './support/bench-app.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);

const { app, database, signIn } = await openBenchApp({
  databaseHint: 'a database filled by npm run bench:seed',
});

async function measure(name: string, call: () => Promise<{ statusCode: number }>) {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const start = process.hrtime.bigint();
    const reply = await call();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (reply.statusCode >= 400) throw new Error(`${name}: ${reply.statusCode}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  process.stdout.write(`| ${name} | ${at(0.5)} | ${at(0.95)} | ${times.at(-1)!.toFixed(1)} |\n`);
}

const supplier = await signIn('supplier@demo.example', '12345A0001');
const staff = await signIn('staff@demo.example', 'PROVIDER01');
const products = (
  await app.inject({ method: 'GET', url: '/orders/api/products/', headers: supplier })
).json();
const standard = products.filter((p: { extra_services: unknown[] }) => p.extra_services.length === 0);
const [account] = (
  await app.inject({ method: 'GET', url: '/accounts/api/users/', headers: supplier })
).json();
const positions = standard.slice(0, 3).map((p: { pk: number; labels_per_unit: number }) => ({
  uuid: randomUUID(),
  product: p.pk,
  quantity: p.labels_per_unit * 2,
}));
const tomorrowPlusOne = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
const countResult = await database.db.execute(sql`select count(*)::int as count from orders`);
const count = (countResult as unknown as { count: number }[])[0]?.count;

process.stdout.write(
  `orders in database: ${count}; ${ROUNDS} rounds per call\n\n| call | p50 ms | p95 ms | max ms |\n|---|---|---|---|\n`,
);
await measure('GET products (supplier)', () =>
  app.inject({ method: 'GET', url: '/orders/api/products/', headers: supplier }),
);
await measure('POST order_draft, 3 positions', () =>
  app.inject({
    method: 'POST',
    url: '/orders/api/order_draft/',
    headers: supplier,
    payload: { order_positions: positions },
  }),
);
await measure('GET history page 1 (supplier)', () =>
  app.inject({
    method: 'GET',
    url: '/orders/api/orders/?q_not_state=CREATED&limit=10&offset=0',
    headers: supplier,
  }),
);
await measure('GET history page 1 (staff, all orders)', () =>
  app.inject({
    method: 'GET',
    url: '/orders/api/orders/?q_not_state=CREATED&limit=10&offset=0',
    headers: staff,
  }),
);
await measure('GET history page 5,000 (staff)', () =>
  app.inject({
    method: 'GET',
    url: '/orders/api/orders/?q_not_state=CREATED&limit=10&offset=50000',
    headers: staff,
  }),
);
await measure('POST orders (send, new key each)', () =>
  app.inject({
    method: 'POST',
    url: '/orders/api/orders/',
    headers: { ...supplier, 'idempotency-key': randomUUID() },
    payload: {
      order_positions: positions.map((p: object) => ({ ...p, uuid: randomUUID() })),
      transport_by_customer: false,
      delivery_address: account.company_profile.delivery_address.pk,
      billing_address: account.company_profile.billing_address.pk,
      customer_order_no: 'BENCH',
      desired_delivery_date: tomorrowPlusOne,
    },
  }),
);
await app.close();
await database.close();
