/**
 * The suppliers orders overview on the large data set (issue 13): filtered, sorted keyset pages at
 * several depths, the count, and the CSV of every order streamed over HTTP.
 * Run on a database filled by `npx tsx src/seed/cli.ts --size large` (bench/seed-large.md):
 *   DATABASE_URL=postgres://…/db npx tsx bench/order-overview.bench.ts [pages|csv]
 * BENCH_ROUNDS (default 15) requests per case, BENCH_FILTER to run some filters only, BENCH_SORT one sort. The CSV
 * through a server process of its own: bench/order-overview-csv.bench.ts. Prints the figures and the load average; write them
 * into bench/order-overview.md. Measured here, never asserted in tests.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../apps/server/src/db/raw-rows.js';
import { encodeOverviewCursor } from '../apps/server/src/modules/statistics/statistics-orders/overview-cursor.js';
import { openBenchApp } from './support/bench-app.js';
import { loadAverages, readStreamedReply } from './support/streamed-reply.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const PART = process.argv[2] ?? 'all';
/** BENCH_FILTER=<part of a filter's name>: only those filters' lines. */
const ONLY_FILTER = process.env.BENCH_FILTER;
/** BENCH_SORT=<sort>: only that sort's lines. */
const ONLY_SORT = process.env.BENCH_SORT;

const { app, database, signIn } = await openBenchApp({
  databaseHint: 'a PostgreSQL database with the large data set',
});
const headers = await signIn('analyst@demo.example', 'CARMAKER01');

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await database.db.execute(query));
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function time(url: string): Promise<{ ms: number; body: string; status: number }> {
  const start = performance.now();
  const response = await app.inject({ method: 'GET', url, headers });
  return { ms: performance.now() - start, body: response.body, status: response.statusCode };
}

/** A busy company (most orders) and a quiet one, for the company filter. */
const [busy] = await rows<{ cofor10: string }>(
  sql`select c.cofor10 from orders o join companies c on c.id = o.company_id group by c.cofor10 order by count(*) desc limit 1`,
);
const SORT_EXPRESSIONS: Record<string, string> = {
  order_date: 'o.created_at',
  order_id: 'o.order_id',
  company_name: 'c.name',
  cofor6: 'c.cofor6',
  cofor10: 'c.cofor10',
  city: "(o.delivery_address ->> 'city')",
  country_code: "(o.delivery_address ->> 'country_code')",
  quantity: 'o.label_count',
  state: 'o.state',
};
const BY_COMPANY = new Set(['company_name', 'cofor6', 'cofor10']);
/** Sorts whose ties go by the order date before the pk (decision 226). */
const BY_DATE = new Set(['state']);

const cursors = new Map<string, string | null>();
/** The cursor of the row at `depth` of the unfiltered order (setup only: an OFFSET query here). */
async function cursorAt(sort: string, direction: 'asc' | 'desc', depth: number): Promise<string | null> {
  if (depth === 0) return null;
  const cached = cursors.get(`${sort} ${direction} ${depth}`);
  if (cached !== undefined) return cached;
  const key = SORT_EXPRESSIONS[sort]!;
  const order = BY_COMPANY.has(sort)
    ? `${key} ${direction}, c.id ${direction}, o.id ${direction}`
    : BY_DATE.has(sort)
      ? `${key} ${direction}, o.created_at ${direction}, o.id ${direction}`
      : `${key} ${direction}, o.id ${direction}`;
  const [row] = await rows<{ key: string; company: number; date: string; pk: number }>(
    sql.raw(`select ${key}::text as key, c.id as company, o.created_at::text as date, o.id as pk
      from orders o join companies c on c.id = o.company_id
      where o.state <> 'CREATED' order by ${order} offset ${depth - 1} limit 1`),
  );
  const cursor = row
    ? encodeOverviewCursor(
        { column: sort as never, direction },
        {
          key: row.key,
          companyPk: BY_COMPANY.has(sort) ? row.company : null,
          orderDate: BY_DATE.has(sort) ? row.date : null,
          orderPk: row.pk,
        },
      )
    : null;
  cursors.set(`${sort} ${direction} ${depth}`, cursor);
  return cursor;
}

const FILTERS: Record<string, string> = {
  none: '',
  'year 2023': 'date_from=2023-01-01&date_to=2023-12-31',
  'state ORDER_PENDING': 'state=ORDER_PENDING',
  'state SHIPPED': 'state=SHIPPED',
  [`company ${busy!.cofor10}`]: `company=${busy!.cofor10}`,
  'company name "parts"': 'company=parts',
  'country PT': 'country=PT',
  'domain bproauto': 'domain=bproauto',
  'order id 2024-1': 'order_id=2024-1',
  'country DE + domain MOPAR + 2024': 'country=DE&domain=MOPAR&date_from=2024-01-01&date_to=2024-12-31',
};
const SORTS = Object.keys(SORT_EXPRESSIONS);

async function benchPages() {
  console.log(`\n## pages (limit 100, ${ROUNDS} requests per line), load average at start ${loadAverages()}`);
  console.log('| filter | sort | depth | p50 ms | p95 ms | max ms | rows |');
  console.log('|---|---|---|---|---|---|---|');
  const all: number[] = [];
  for (const [filterName, filter] of Object.entries(FILTERS)) {
    if (ONLY_FILTER && !filterName.includes(ONLY_FILTER)) continue;
    // Every sort for every filter (BENCH_SORT=<sort> for one of them).
    const sorts = SORTS.filter((sort) => !ONLY_SORT || sort === ONLY_SORT);
    for (const sort of sorts) {
      for (const direction of ['desc', 'asc'] as const) {
        // Depths: the first page; deep ones only unfiltered (the cursor of row N of the whole set).
        const depths = filterName === 'none' ? [0, 10_000, 500_000, 985_000] : [0, 500_000];
        for (const depth of depths) {
          const cursor = await cursorAt(sort, direction, depth);
          const url = `/statistics/api/order_overview/?sort=${sort}&direction=${direction}&limit=100${filter ? `&${filter}` : ''}${cursor ? `&cursor=${cursor}` : ''}`;
          const times: number[] = [];
          let count = 0;
          for (let round = 0; round < ROUNDS; round++) {
            const result = await time(url);
            if (result.status !== 200) throw new Error(`${url}: ${result.status} ${result.body}`);
            times.push(result.ms);
            count = (JSON.parse(result.body) as { results: unknown[] }).results.length;
          }
          all.push(...times);
          console.log(
            `| ${filterName} | ${sort} ${direction} | ${depth.toLocaleString('en')} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${Math.max(...times).toFixed(1)} | ${count} |`,
          );
        }
      }
    }
  }
  console.log(
    `\nall pages: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms, max ${Math.max(...all).toFixed(1)} ms; load average at end ${loadAverages()}`,
  );

  console.log(`\n## count (${ROUNDS} requests per line)`);
  console.log('| filter | count | exact | p50 ms | p95 ms |');
  console.log('|---|---|---|---|---|');
  for (const [filterName, filter] of Object.entries(FILTERS)) {
    if (ONLY_FILTER && !filterName.includes(ONLY_FILTER)) continue;
    const times: number[] = [];
    let body = '';
    for (let round = 0; round < ROUNDS; round++) {
      const result = await time(`/statistics/api/order_overview/count/?${filter}`);
      times.push(result.ms);
      body = result.body;
    }
    const answer = JSON.parse(body) as { count: number; is_exact: boolean };
    console.log(
      `| ${filterName} | ${answer.count.toLocaleString('en')} | ${answer.is_exact} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} |`,
    );
  }
}

async function benchCsv() {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  let peakRss = process.memoryUsage().rss;
  const startRss = peakRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 50);
  const loadBefore = loadAverages();
  const start = performance.now();
  const response = await fetch(`${address}/statistics/api/order_overview/csv/`, { headers });
  const { bytes, lines } = await readStreamedReply(response);
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  const dataLines = lines - 1;
  console.log(`\n## CSV of every order (${response.headers.get('content-disposition')})`);
  console.log(
    `${dataLines.toLocaleString('en')} lines (positions), ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s: ${Math.round(dataLines / seconds).toLocaleString('en')} lines/s`,
  );
  console.log(
    `RSS of the process (server and client): ${(startRss / 1e6).toFixed(0)} MB before, peak ${(peakRss / 1e6).toFixed(0)} MB (sampled every 50 ms), maxRSS ${(process.resourceUsage().maxRSS / 1e3).toFixed(0)} MB; load average before ${loadBefore}, after ${loadAverages()}`,
  );
}

if (PART === 'all' || PART === 'pages') await benchPages();
if (PART === 'all' || PART === 'csv') await benchCsv();
await app.close();
await database.close();
