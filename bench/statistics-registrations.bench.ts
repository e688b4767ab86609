/**
 * Latency of the registrations list, its CSV and the company detail through the real app on the
 * large data set (10,000 companies, 1,000,000 orders).
 * Run: DATABASE_URL=postgres://…/bench_db npx tsx bench/statistics-registrations.bench.ts
 * Prints p50/p95/max per call and the load average; figures go to bench/statistics-registrations.md.
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { REGISTRATION_SORTS } from '../packages/contract/src/schemas/statistics-registrations.js';
import { openBenchApp } from './support/bench-app.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const ONLY = process.env.BENCH_ONLY;

const { app, database, signIn } = await openBenchApp({
  databaseHint: 'a database filled by npm run bench:seed',
});

const load = () => loadavg()[0]!.toFixed(2);

async function measure(name: string, urls: () => string, headers: Record<string, string>) {
  if (ONLY && !name.includes(ONLY)) return;
  const times: number[] = [];
  const loadBefore = load();
  for (let round = 0; round < ROUNDS; round++) {
    const url = urls();
    const start = process.hrtime.bigint();
    const reply = await app.inject({ method: 'GET', url, headers });
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (reply.statusCode >= 400) throw new Error(`${name}: ${reply.statusCode} ${reply.body}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  process.stdout.write(
    `| ${name} | ${at(0.5)} | ${at(0.95)} | ${times.at(-1)!.toFixed(1)} | ${loadBefore} → ${load()} |\n`,
  );
}

const analyst = await signIn('analyst@demo.example', 'CARMAKER01');
const LIST = '/statistics/api/registrations/';
const rows = (await database.db.execute(
  sql`select cofor6, cofor10 from companies where kind = 'SUPPLIER' order by id`,
)) as unknown as { cofor6: string; cofor10: string }[];
const pick = () => rows[Math.floor(Math.random() * rows.length)]!;

process.stdout.write(
  `rounds ${ROUNDS}, companies ${rows.length}, cpus load ${loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}\n`,
);
process.stdout.write('| call | p50 ms | p95 ms | max ms | load average (1 min) |\n|---|---|---|---|---|\n');

await measure('first page, no filter, default sort', () => LIST, analyst);
for (const sort of REGISTRATION_SORTS) {
  await measure(`first page sorted by ${sort} desc`, () => `${LIST}?sort=${sort}&direction=desc`, analyst);
}
// Deep pages: follow the cursor 100 pages in (row 5,000) once, then measure that page.
for (const sort of ['company_name', 'city', 'quantity', 'registration_date']) {
  if (ONLY && !`page 101 sorted by ${sort}`.includes(ONLY)) continue;
  let next = '';
  for (let page = 0; page < 100; page++) {
    const reply = await app.inject({
      method: 'GET',
      url: `${LIST}?sort=${sort}${next ? `&after=${next}` : ''}`,
      headers: analyst,
    });
    next = reply.json().next;
  }
  await measure(`page 101 sorted by ${sort}`, () => `${LIST}?sort=${sort}&after=${next}`, analyst);
}
await measure(
  'filter date range (one year)',
  () => `${LIST}?date_from=2022-01-01&date_to=2022-12-31`,
  analyst,
);
await measure('filter country FR', () => `${LIST}?country=FR`, analyst);
await measure(
  'filter country DE sorted by quantity',
  () => `${LIST}?country=DE&sort=quantity&direction=desc`,
  analyst,
);
await measure('filter city prefix "Li"', () => `${LIST}?city=li`, analyst);
await measure('filter domain MOPAR', () => `${LIST}?domain=MOPAR`, analyst);
await measure(
  'filter domain MOPAR sorted by product_groups',
  () => `${LIST}?domain=MOPAR&sort=product_groups`,
  analyst,
);
await measure('filter COFOR10 prefix L0012', () => `${LIST}?cofor10=L0012`, analyst);
await measure('filter supplier name prefix "a"', () => `${LIST}?supplier=a`, analyst);
await measure('filter blocked UNPAID_BILLS', () => `${LIST}?blocked_reason=UNPAID_BILLS`, analyst);
await measure('filter blocked INACTIVITY', () => `${LIST}?blocked_reason=INACTIVITY`, analyst);
await measure(
  'filter blocked NON_ACTIVATED_ORDERS',
  () => `${LIST}?blocked_reason=NON_ACTIVATED_ORDERS`,
  analyst,
);
await measure('filter blocked ANY', () => `${LIST}?blocked_reason=ANY`, analyst);
await measure(
  'all filters combined',
  () =>
    `${LIST}?date_from=2018-01-01&date_to=2026-12-31&country=FR&city=p&domain=Original%20Part&supplier=a&sort=quantity`,
  analyst,
);
await measure(
  'company detail (random company)',
  () => {
    const company = pick();
    return `/statistics/api/company_detail/${company.cofor6}_${company.cofor10}`;
  },
  analyst,
);

if (!ONLY || ONLY === 'csv') {
  const rss: number[] = [];
  const timer = setInterval(() => rss.push(process.memoryUsage().rss), 50);
  const start = process.hrtime.bigint();
  const reply = await app.inject({ method: 'GET', url: `${LIST}csv/`, headers: analyst });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  clearInterval(timer);
  const lines = reply.body.split('\r\n').length - 2;
  process.stdout.write(
    `CSV of every registration: ${lines} rows, ${reply.rawPayload.length} bytes in ${ms.toFixed(0)} ms; peak RSS ${(Math.max(...rss) / 2 ** 20).toFixed(0)} MB; load ${load()}\n`,
  );
}
await app.close();
await database.close();
