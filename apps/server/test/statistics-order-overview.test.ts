import { randomInt } from 'node:crypto';
import {
  businessDate,
  ORDER_OVERVIEW_CSV_COLUMNS,
  ORDER_OVERVIEW_SORTS,
  type OrderOverviewFilters,
} from '@label-portal/contract';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { protectCsvCell } from '../src/lib/csv-export.js';
import {
  boundOverviewOrderIds,
  chooseOverviewPlan,
  findOverviewPage,
  type OverviewPagePlan,
  type ResolvedOverviewFilters,
  resolveOverviewFilters,
  sendCsvLines,
} from '../src/modules/statistics/statistics-orders/statistics-orders.repository.js';
import { queryRows } from './helpers/database.js';
import { signedInClient, type TestClient, useTestApp } from './helpers/test-app.js';

const context = useTestApp();
const API = '/statistics/api/order_overview/';
const FORBIDDEN = "You don't have sufficient rights to access this Content.";
const SENT_STATES = [
  'ORDER_PENDING',
  'ORDER_RECEIVED',
  'IN_PRODUCTION',
  'SHIPPED',
  'CANCEL_REQUESTED',
  'CANCELLED',
];

/** Strings a spreadsheet would run or a naive CSV writer would break on, and mixes of them. */
const HOSTILE_PARTS = [
  "=cmd|' /C calc'!A0",
  '+SUM(1;2)',
  '-2+3',
  '@A1',
  '\t=1',
  '\r=1',
  'say "hi"',
  'a;b;c',
  'line1\nline2',
  'crlf\r\nend',
  'Ünïcødé – ’',
];
function hostileString(index: number): string {
  const first = HOSTILE_PARTS[index % HOSTILE_PARTS.length]!;
  const second = HOSTILE_PARTS[(index * 7 + 3) % HOSTILE_PARTS.length]!;
  return index < HOSTILE_PARTS.length ? first : `${first}${second}`;
}

const PREFIX = `SOV${randomInt(100_000, 999_999)}-`;
const DAYS = ['2024-03-01T10:00:00.123456Z', '2024-03-02T10:00:00Z', '2024-03-05T23:59:59Z'];
const CITIES = ['Lyon', '+33 Lyon\nCedex', '@Paris; "Nord"'];
const ORDERS = 24;

type Made = {
  pk: number;
  orderId: string;
  company: 'A' | 'B';
  day: number;
  state: string;
  city: string;
  country: string;
  groups: string[];
  positions: { nart: string; quantity: number }[];
};
const made: Made[] = [];
let companies: {
  A: { pk: number; cofor10: string; name: string };
  B: { pk: number; cofor10: string; name: string };
};
let cofor6: string;
let analyst: TestClient;
let staff: TestClient;
let supplier: TestClient;

beforeAll(async () => {
  const db = context.database;
  const tag = PREFIX.slice(3, 9);
  cofor6 = `Z${tag.slice(0, 5)}`;
  const insertCompany = async (name: string, cofor10: string) => {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into companies (name, cofor6, cofor10) values (${name}, ${cofor6}, ${cofor10}) returning id`,
    );
    return { pk: Number(row!.id), cofor10, name };
  };
  companies = {
    A: await insertCompany(`=HYPERLINK("evil";"x"); Zeta ${tag}`, `Z${tag}A001`),
    B: await insertCompany(`Alpha Overview ${tag}`, `Z${tag}B001`),
  };
  const [user] = await queryRows<{ id: number }>(db, sql`select id from users order by id limit 1`);
  const products = await queryRows<{ id: number; group_name: string }>(
    db,
    sql`select distinct on (g.name) p.id, g.name as group_name from products p
        join product_groups g on g.id = p.product_group_id where g.name in ('Original Part', 'MOPAR')
        order by g.name, p.id`,
  );
  expect(products).toHaveLength(2);
  let nart = 0;
  for (let index = 0; index < ORDERS; index++) {
    const company = index % 3 === 0 ? 'B' : 'A';
    const day = index % 3;
    const state = SENT_STATES[index % SENT_STATES.length]!;
    const city = CITIES[index % CITIES.length]!;
    const country = index % 4 === 0 ? 'DE' : 'FR';
    const orderId = `${PREFIX}${String(index).padStart(2, '0')}`;
    const address = {
      pk: 0,
      company_name: 'x',
      street_address: 's',
      address_details: '',
      postal_code: '1',
      city,
      country_code: country,
    };
    const [order] = await queryRows<{ id: number }>(
      db,
      sql`insert into orders (order_id, company_id, user_id, state, delivery_address, billing_address, labels_total,
            handling_costs, handling_sub_costs_operator, delivery_costs, total, label_count, created_at)
          values (${orderId}, ${companies[company].pk}, ${user!.id}, ${state}, ${JSON.stringify(address)}::jsonb,
            ${JSON.stringify(address)}::jsonb, '100.00', '12.50', '2.5', '0', '112.50', ${index % 2 === 0 ? 100 : 200},
            ${DAYS[day]!}::timestamptz)
          returning id`,
    );
    const positions = index % 2 === 0 ? [products[0]!] : products;
    const entry: Made = {
      pk: Number(order!.id),
      orderId,
      company,
      day,
      state,
      city,
      country,
      groups: positions.map((product) => product.group_name),
      positions: [],
    };
    for (const product of positions) {
      const reference = hostileString(nart++);
      const quantity = 50 + nart;
      await db.db.execute(
        sql`insert into order_positions (order_id, uuid, product_id, quantity, unit_price, total, alternative_customer_reference)
            values (${entry.pk}, gen_random_uuid(), ${product.id}, ${quantity}, '1', '50', ${reference})`,
      );
      entry.positions.push({ nart: reference, quantity });
    }
    made.push(entry);
  }
  // A draft of company A: never in the overview.
  await db.db.execute(
    sql`insert into orders (order_id, company_id, user_id, state, delivery_address, billing_address, labels_total,
          handling_costs, handling_sub_costs_operator, delivery_costs, total, label_count)
        values (${`${PREFIX}99`}, ${companies.A.pk}, ${user!.id}, 'CREATED', '{}'::jsonb, '{}'::jsonb, '0', '0', '0', '0', '0', 0)`,
  );
  analyst = await signedInClient(context.app, 'analyst@demo.example', 'CARMAKER01');
  staff = await signedInClient(context.app, 'staff@demo.example', 'PROVIDER01');
  supplier = await signedInClient(context.app, 'supplier@demo.example', '12345A0001');
});

afterAll(async () => {
  const db = context.database?.db;
  if (!db || !companies) return;
  await db.execute(sql`delete from orders where company_id in (${companies.A.pk}, ${companies.B.pk})`);
  await db.execute(sql`delete from companies where id in (${companies.A.pk}, ${companies.B.pk})`);
});

/** Every row of a filter and sort, page by page (`limit` rows a page), following next_cursor. */
async function walk(client: TestClient, query: string, limit: number) {
  const rows: { order_pk: number; [key: string]: unknown }[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 200; page++) {
    const response = await client.get(
      `${API}?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { results: typeof rows; next_cursor: string | null };
    expect(body.results.length).toBeLessThanOrEqual(limit);
    rows.push(...body.results);
    cursor = body.next_cursor;
    if (!cursor) return rows;
  }
  throw new Error('too many pages');
}

const mine = (predicate: (order: Made) => boolean = () => true) =>
  made
    .filter(predicate)
    .map((order) => order.orderId)
    .sort();
const idsOf = (rows: { [key: string]: unknown }[]) => rows.map((row) => row.order_id as string).sort();

describe('GET /statistics/api/order_overview/', () => {
  it('answers a staff user and an analyst every company’s orders, rows of the spec’s shape, drafts left out', async () => {
    for (const client of [analyst, staff]) {
      const rows = await walk(client, `order_id=${PREFIX}`, 100);
      expect(idsOf(rows)).toEqual(mine());
      const first = made.find((order) => order.company === 'A' && order.groups.length === 2)!;
      const row = rows.find((candidate) => candidate.order_pk === first.pk)!;
      expect(row).toEqual({
        order_pk: first.pk,
        order_id: first.orderId,
        order_date: new Date(DAYS[first.day]!).toISOString(),
        company_name: companies.A.name,
        cofor6,
        cofor10: companies.A.cofor10,
        city: first.city,
        country_code: first.country,
        product_group: expect.any(String),
        description: expect.any(String),
        quantity: 200,
        state: first.state,
        state_display: expect.any(String),
      });
      expect((row.product_group as string).split(', ').sort()).toEqual(['MOPAR', 'Original Part']);
    }
    const french = await analyst.get(`${API}?order_id=${PREFIX}00`, { 'accept-language': 'fr' });
    expect(french.json().results[0].state_display).toBe('En attente');
  });

  it('refuses a supplier (403) and an anonymous caller (401) on the three calls', async () => {
    for (const path of [API, `${API}count/`, `${API}csv/`]) {
      const refused = await supplier.get(path);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors.detail).toBe(FORBIDDEN);
      const anonymous = await context.app.inject({ method: 'GET', url: path });
      expect(anonymous.statusCode).toBe(401);
    }
  });

  it('filters by every filter of the spec, alone and together', async () => {
    const cases: [string, (order: Made) => boolean][] = [
      ['date_from=2024-03-02&date_to=2024-03-02', (order) => order.day === 1],
      ['date_from=2024-03-02', (order) => order.day >= 1],
      ['date_to=2024-03-01', (order) => order.day === 0],
      // Calendar days in Europe/Paris: 2024-03-05T23:59:59Z is 6 March 00:59 in Paris.
      ['date_to=2024-03-05', (order) => order.day <= 1],
      ['date_from=2024-03-06&date_to=2024-03-06', (order) => order.day === 2],
      ['date_to=2024-03-06', () => true],
      ['state=SHIPPED', (order) => order.state === 'SHIPPED'],
      [`company=${companies.A.cofor10.toLowerCase()}`, (order) => order.company === 'A'],
      [`company=${cofor6}`, () => true],
      [
        `company=${encodeURIComponent(`alpha OVERVIEW ${PREFIX.slice(3, 9)}`)}`,
        (order) => order.company === 'B',
      ],
      ['country=de', (order) => order.country === 'DE'],
      ['domain=MOPAR', (order) => order.groups.includes('MOPAR')],
      ['domain=Eurorepar', () => false],
      [`order_id=${PREFIX.toLowerCase()}1`, (order) => order.orderId.startsWith(`${PREFIX}1`)],
      [
        'state=ORDER_PENDING&country=DE&domain=MOPAR&date_from=2024-03-01',
        (order) =>
          order.state === 'ORDER_PENDING' && order.country === 'DE' && order.groups.includes('MOPAR'),
      ],
      [
        'state=ORDER_RECEIVED&domain=Original%20Part&date_to=2024-03-02',
        (order) =>
          order.state === 'ORDER_RECEIVED' && order.groups.includes('Original Part') && order.day <= 1,
      ],
    ];
    for (const [query, predicate] of cases) {
      const filters = query.includes('order_id=') ? query : `order_id=${PREFIX}&${query}`;
      const rows = await walk(analyst, filters, 100);
      const expected = mine(predicate);
      expect(idsOf(rows), query).toEqual(expected);
      const count = await analyst.get(`${API}count/?${filters}`);
      expect(count.json(), query).toEqual({ count: expected.length, is_exact: true });
    }
    // A company name with LIKE characters matches them as they are.
    expect((await walk(analyst, `company=${encodeURIComponent('%')}`, 100)).length).toBe(0);
  });

  it('pages every sort in both directions without a row twice or missing, ties included', async () => {
    const expressions: Record<string, string> = {
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
    expect(Object.keys(expressions).sort()).toEqual([...ORDER_OVERVIEW_SORTS].sort());
    for (const sort of ORDER_OVERVIEW_SORTS) {
      // The rank of each order's key as PostgreSQL orders it (its collation), ties sharing a rank.
      const ranks = new Map(
        (
          await queryRows<{ id: number; rank: number }>(
            context.database,
            sql.raw(`select o.id, dense_rank() over (order by ${expressions[sort]})::int as rank
                     from orders o join companies c on c.id = o.company_id
                     where o.order_id like '${PREFIX}%' and o.state <> 'CREATED'`),
          )
        ).map((row) => [Number(row.id), Number(row.rank)]),
      );
      for (const direction of ['asc', 'desc']) {
        for (const limit of [1, 7]) {
          const rows = await walk(analyst, `order_id=${PREFIX}&sort=${sort}&direction=${direction}`, limit);
          const pks = rows.map((row) => row.order_pk);
          expect(new Set(pks).size, `${sort} ${direction}`).toBe(pks.length);
          expect(idsOf(rows), `${sort} ${direction}`).toEqual(mine());
          const sequence = pks.map((pk) => ranks.get(pk)!);
          const sorted = [...sequence].sort((a, b) => (direction === 'asc' ? a - b : b - a));
          expect(sequence, `${sort} ${direction} limit ${limit}`).toEqual(sorted);
        }
      }
    }
  });

  it('refuses bad input with a message per field (400)', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['limit=0', { limit: ['Ensure this value is greater than or equal to 1.'] }],
      ['limit=501', { limit: ['Ensure this value is less than or equal to 500.'] }],
      ['limit=ten', { limit: [expect.any(String) as unknown as string] }],
      ['sort=price', { sort: ['Invalid value'] }],
      ['direction=up', { direction: ['Invalid value'] }],
      ['state=CREATED', { state: ['Invalid value'] }],
      ['country=FRA', { country: ['Invalid value'] }],
      ['date_from=2016-12-31', { date_from: ['Enter a date from 2017-01-01 on.'] }],
      ['date_to=2016-12-31', { date_to: ['Enter a date from 2017-01-01 on.'] }],
      ['date_from=2024-02-30', { date_from: ['Enter a date as yyyy-MM-dd.'] }],
      ['date_from=2024-03-02&date_to=2024-03-01', { date_to: ['The end date is before the start date.'] }],
      ['from=2024-03-02', { querystring: ['This request carries a field that is not allowed.'] }],
      [`company=${'x'.repeat(101)}`, { company: [expect.stringContaining('100') as unknown as string] }],
      ['cursor=not-a-cursor', { cursor: ['Invalid value'] }],
      ['cursor=%25%25', { cursor: ['Invalid value'] }],
    ];
    for (const [query, errors] of cases) {
      const response = await analyst.get(`${API}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors, query).toMatchObject(errors);
    }
    // A cursor of another sort or direction, or with a key of the wrong type, is refused too.
    const page = (await analyst.get(`${API}?order_id=${PREFIX}&limit=2&sort=quantity`)).json();
    for (const query of ['sort=quantity&direction=asc', 'sort=city', 'sort=order_date']) {
      const response = await analyst.get(`${API}?${query}&cursor=${page.next_cursor}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors.cursor).toEqual(['Invalid value']);
    }
    const forged = Buffer.from(
      JSON.stringify({ s: 'quantity', d: 'desc', k: 'abc', c: null, o: 1 }),
    ).toString('base64url');
    expect((await analyst.get(`${API}?sort=quantity&cursor=${forged}`)).statusCode).toBe(400);
    const unknown = await analyst.get(`${API}count/?colour=red`);
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json().errors)).toContain(
      'This request carries a field that is not allowed.',
    );
  });

  it('leaves the order details modal to the order detail call, which shows the analyst any company’s order', async () => {
    const response = await analyst.get(`/orders/api/orders/${made[0]!.pk}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().order_id).toBe(made[0]!.orderId);
  });
});

/** Every row of a filter and sort read with one plan, `limit` rows a page, by the keyset. */
async function readAll(
  filters: Parameters<typeof resolveOverviewFilters>[1],
  sort: { column: (typeof ORDER_OVERVIEW_SORTS)[number]; direction: 'asc' | 'desc' },
  limit: number,
  plan: OverviewPagePlan,
) {
  return readResolved(await resolveOverviewFilters(context.database.db, filters), sort, limit, plan);
}

describe('the overview page’s two plans (decision 231)', () => {
  it('walking the sort’s index and collecting the matches give the same pages for every sort and filter', async () => {
    const filterSets = [
      { order_id: PREFIX },
      { order_id: PREFIX, domain: 'MOPAR' },
      { order_id: PREFIX, country: 'DE', domain: 'Original Part', date_from: '2024-03-01' },
      { company: companies.A.cofor10, state: 'SHIPPED' as const },
      { order_id: PREFIX, domain: 'Eurorepar' },
      { order_id: PREFIX, domain: 'No such group' },
    ];
    for (const filters of filterSets) {
      for (const column of ORDER_OVERVIEW_SORTS) {
        for (const direction of ['asc', 'desc'] as const) {
          for (const limit of [1, 5]) {
            const walked = await readAll(filters, { column, direction }, limit, 'walk');
            const collected = await readAll(filters, { column, direction }, limit, 'collect');
            const label = `${JSON.stringify(filters)} ${column} ${direction} ${limit}`;
            expect(collected, label).toEqual(walked);
            // One walk per state (decision 226): the same pages, whatever the filters.
            const perState = await readAll(filters, { column, direction }, limit, 'walk-states');
            expect(perState, label).toEqual(walked);
            expect(new Set(walked).size, label).toBe(walked.length);
          }
        }
        const expected = mine((order) =>
          filters.domain === 'MOPAR'
            ? order.groups.includes('MOPAR')
            : filters.country
              ? order.country === 'DE' && order.groups.includes('Original Part') && order.day >= 0
              : filters.company
                ? order.company === 'A' && order.state === 'SHIPPED'
                : !filters.domain,
        );
        const rows = await readAll(filters, { column, direction: 'asc' }, 7, 'collect');
        const ids = made.filter((order) => rows.includes(order.pk)).map((order) => order.orderId);
        expect(ids.sort(), `${JSON.stringify(filters)} ${column}`).toEqual(expected);
      }
    }
  });

  it('collects up to the limit of estimated matches and walks above it or without a filter', async () => {
    const db = context.database.db;
    const filtered = await resolveOverviewFilters(db, { order_id: PREFIX });
    expect(await chooseOverviewPlan(db, filtered, 'quantity', 1_000_000)).toBe('collect');
    expect(await chooseOverviewPlan(db, filtered, 'quantity', 0)).toBe('walk');
    expect(await chooseOverviewPlan(db, {}, 'quantity', 1_000_000)).toBe('walk');
    expect(await chooseOverviewPlan(db, { state: 'SHIPPED' }, 'city', 1_000_000)).toBe('collect');
    // A filter on the sort's own column bounds the walk: it keeps walking (the state: its own walk).
    expect(await chooseOverviewPlan(db, { state: 'SHIPPED' }, 'state', 1_000_000)).toBe('walk-states');
    expect(await chooseOverviewPlan(db, filtered, 'order_id', 1_000_000)).toBe('walk');
    expect(await chooseOverviewPlan(db, { date_to: '2024-03-02' }, 'order_date', 1_000_000)).toBe('walk');
    expect(await chooseOverviewPlan(db, { country: 'DE' }, 'country_code', 1_000_000)).toBe('walk');
  });

  it('keeps each order’s product groups with its positions and products (triggers)', async () => {
    const db = context.database;
    const groupsOf = async (pk: number) =>
      (
        await queryRows<{ names: string }>(
          db,
          sql`select array_to_string(array(select g.name from product_groups g
                where g.id = any(o.product_group_ids) order by g.name), ',') as names
              from orders o where o.id = ${pk}`,
        )
      )[0]!.names.split(',');
    for (const order of made)
      expect(await groupsOf(order.pk), order.orderId).toEqual([...order.groups].sort());
    // An extra position of another group, its product moved to a third group and back, then removed
    // (the fixture's own positions stay as they are for the CSV's test).
    const order = made.find((entry) => entry.groups.length === 1)!;
    const [product] = await queryRows<{ id: number; group_id: number }>(
      db,
      sql`select p.id, p.product_group_id as group_id from products p
          join product_groups g on g.id = p.product_group_id where g.name = 'Original Part' order by p.id limit 1`,
    );
    const [added] = await queryRows<{ id: number }>(
      db,
      sql`insert into order_positions (order_id, uuid, product_id, quantity, unit_price, total)
          values (${order.pk}, gen_random_uuid(), ${product!.id}, 10, '1', '10') returning id`,
    );
    expect(order.groups).toEqual(['MOPAR']);
    try {
      expect(await groupsOf(order.pk)).toEqual(['MOPAR', 'Original Part']);
      await db.db.execute(
        sql`update products set product_group_id = (select id from product_groups where name = 'Eurorepar')
          where id = ${product!.id}`,
      );
      expect(await groupsOf(order.pk)).toEqual(['Eurorepar', 'MOPAR']);
      await db.db.execute(
        sql`update products set product_group_id = ${product!.group_id} where id = ${product!.id}`,
      );
      expect(await groupsOf(order.pk)).toEqual(['MOPAR', 'Original Part']);
    } finally {
      await db.db.execute(
        sql`update products set product_group_id = ${product!.group_id} where id = ${product!.id}`,
      );
      await db.db.execute(sql`delete from order_positions where id = ${added!.id}`);
    }
    expect(await groupsOf(order.pk)).toEqual(['MOPAR']);
  });
});

/** Every row of already resolved filters, read with one plan, `limit` rows a page. */
async function readResolved(
  resolved: ResolvedOverviewFilters,
  sort: { column: (typeof ORDER_OVERVIEW_SORTS)[number]; direction: 'asc' | 'desc' },
  limit: number,
  plan: OverviewPagePlan,
) {
  const pks: number[] = [];
  let after: Parameters<typeof findOverviewPage>[3];
  for (let page = 0; page < 200; page++) {
    const rows = await findOverviewPage(context.database.db, resolved, sort, after, limit, plan);
    pks.push(...rows.slice(0, limit).map((row) => row.orderPk));
    if (rows.length <= limit) return pks;
    const last = rows[limit - 1]!;
    after = {
      key: last.sortKey,
      companyPk: last.companyPk,
      orderDate: last.orderDate,
      orderPk: last.orderPk,
    };
  }
  throw new Error('too many pages');
}

/** The filters' date range as the screen means it: calendar days in Europe/Paris, both included. */
function datedSql(filters: { date_from?: string; date_to?: string }) {
  return sql`(${filters.date_from ?? null}::text is null
      or o.created_at >= (${filters.date_from ?? null}::timestamp at time zone 'Europe/Paris'))
    and (${filters.date_to ?? null}::text is null
      or o.created_at < ((${filters.date_to ?? null}::date + 1)::timestamp at time zone 'Europe/Paris'))`;
}

describe('order id bounds and the country’s date range (decision 228)', () => {
  it('walks a date range sorted by order id between the range’s first and last order id: the rows of a plain ORDER BY, below and above the limit', async () => {
    const db = context.database.db;
    const cases = [
      { date_from: '2024-03-02' },
      { date_from: '2024-03-01', date_to: '2024-03-02' },
      { date_to: '2024-03-05', company: companies.A.cofor10 },
      { date_from: '2024-03-01', date_to: '2024-03-05', country: 'DE' },
      { date_from: '1990-01-01', date_to: '1990-01-02' },
    ];
    for (const filters of cases) {
      const resolved: ResolvedOverviewFilters = await resolveOverviewFilters(db, filters);
      // Above the limit of estimated orders in the range: no bounds, the walk as before.
      const unbounded = await boundOverviewOrderIds(db, resolved, 'order_id', 0);
      expect(unbounded.orderIdRange).toBeUndefined();
      // At or below it: the range's first and last order id, drafts included (a wider bound is exact).
      const bounded = await boundOverviewOrderIds(db, resolved, 'order_id', 1_000_000);
      const [range] = await queryRows<{ first: string | null; last: string | null }>(
        context.database,
        sql`select min(o.order_id) as first, max(o.order_id) as last from orders o where ${datedSql(filters)}`,
      );
      expect(bounded.orderIdRange, JSON.stringify(filters)).toEqual(
        range!.first === null ? null : { first: range!.first, last: range!.last },
      );
      for (const direction of ['asc', 'desc'] as const) {
        const expected = (
          await queryRows<{ id: number }>(
            context.database,
            sql`select o.id from orders o where o.state <> 'CREATED' and ${datedSql(filters)}
              and (${filters.company ?? null}::text is null or o.company_id = ${companies.A.pk})
              and (${filters.country ?? null}::text is null or o.delivery_address ->> 'country_code' = ${filters.country ?? null}::text)
              order by o.order_id ${sql.raw(direction)}, o.id ${sql.raw(direction)}`,
          )
        ).map((row) => Number(row.id));
        if (!filters.date_from?.startsWith('1990')) expect(expected.length).toBeGreaterThan(0);
        for (const limit of [1, 3]) {
          const label = `${JSON.stringify(filters)} ${direction} ${limit}`;
          const sort = { column: 'order_id' as const, direction };
          expect(await readResolved(bounded, sort, limit, 'walk'), label).toEqual(expected);
          expect(await readResolved(unbounded, sort, limit, 'walk'), label).toEqual(expected);
        }
      }
    }
    // Through the API (bounded: the test database is far below the limit); its order ids are not
    // of the year-number form, the bounds are read, not derived.
    for (const direction of ['asc', 'desc'] as const) {
      const expected = (
        await queryRows<{ id: number }>(
          context.database,
          sql`select o.id from orders o where o.state <> 'CREATED' and ${datedSql({ date_from: '2024-03-02' })}
            order by o.order_id ${sql.raw(direction)}, o.id ${sql.raw(direction)}`,
        )
      ).map((row) => Number(row.id));
      const rows = await walk(analyst, `date_from=2024-03-02&sort=order_id&direction=${direction}`, 2);
      expect(rows.map((row) => row.order_pk)).toEqual(expected);
      expect(rows.some((row) => (row.order_id as string).startsWith(PREFIX))).toBe(true);
    }
    // Other sorts, an order id filter or no date range: no bounds read.
    const dated = await resolveOverviewFilters(db, { date_from: '2024-03-02' });
    expect(await boundOverviewOrderIds(db, dated, 'quantity', 1_000_000)).toBe(dated);
    const prefixed = await resolveOverviewFilters(db, { date_from: '2024-03-02', order_id: PREFIX });
    expect(await boundOverviewOrderIds(db, prefixed, 'order_id', 1_000_000)).toBe(prefixed);
    expect(await boundOverviewOrderIds(db, {}, 'order_id', 1_000_000)).toEqual({});
  });

  it('collects a country in a date range by the (country, date) range, the group checked per order: the rows of a plain ORDER BY', async () => {
    const db = context.database.db;
    const filterSets = [
      // The new shape: a country and a date range (one or both bounds), with or without a domain.
      { country: 'DE', date_from: '2024-03-01', date_to: '2024-03-05' },
      { country: 'FR', domain: 'MOPAR', date_to: '2024-03-02' },
      { country: 'FR', domain: 'Original Part', date_from: '2024-03-02' },
      { country: 'DE', domain: 'No such group', date_from: '2024-03-01' },
      // As before: no date range, or no country.
      { country: 'DE', domain: 'MOPAR' },
      { domain: 'MOPAR', date_from: '2024-03-01', date_to: '2024-03-02' },
    ];
    for (const filters of filterSets) {
      const resolved = await resolveOverviewFilters(db, filters);
      for (const direction of ['asc', 'desc'] as const) {
        const expected = (
          await queryRows<{ id: number }>(
            context.database,
            sql`select o.id from orders o where o.state <> 'CREATED' and ${datedSql(filters)}
              and (${filters.country ?? null}::text is null or o.delivery_address ->> 'country_code' = ${filters.country ?? null}::text)
              and (${filters.domain ?? null}::text is null or exists (select 1 from order_positions p
                join products pr on pr.id = p.product_id join product_groups g on g.id = pr.product_group_id
                where p.order_id = o.id and g.name = ${filters.domain ?? null}::text))
              order by o.label_count ${sql.raw(direction)}, o.id ${sql.raw(direction)}`,
          )
        ).map((row) => Number(row.id));
        if (filters.domain !== 'No such group')
          expect(expected.length, JSON.stringify(filters)).toBeGreaterThan(0);
        for (const limit of [1, 4]) {
          const label = `${JSON.stringify(filters)} ${direction} ${limit}`;
          const sort = { column: 'quantity' as const, direction };
          expect(await readResolved(resolved, sort, limit, 'collect'), label).toEqual(expected);
          expect(await readResolved(resolved, sort, limit, 'walk'), label).toEqual(expected);
        }
        for (const column of ORDER_OVERVIEW_SORTS) {
          const sort = { column, direction };
          expect(
            await readResolved(resolved, sort, 3, 'collect'),
            `${JSON.stringify(filters)} ${column}`,
          ).toEqual(await readResolved(resolved, sort, 3, 'walk'));
        }
      }
    }
  });

  it('walks the country filter sorted by a company column company by company: the rows of a plain ORDER BY (decision 232)', async () => {
    const db = context.database.db;
    const columns = { company_name: 'name', cofor6: 'cofor6', cofor10: 'cofor10' } as const;
    for (const filters of [
      { country: 'DE' },
      { country: 'FR', company: companies.A.cofor10 },
      { country: 'XX' },
    ]) {
      const resolved = await resolveOverviewFilters(db, filters);
      for (const [column, companyColumn] of Object.entries(columns) as [keyof typeof columns, string][]) {
        for (const direction of ['asc', 'desc'] as const) {
          const order = sql.raw(`c.${companyColumn} ${direction}, c.id ${direction}, o.id ${direction}`);
          const expected = (
            await queryRows<{ id: number }>(
              context.database,
              sql`select o.id from orders o join companies c on c.id = o.company_id
                where o.state <> 'CREATED' and o.delivery_address ->> 'country_code' = ${filters.country}
                  and (${filters.company ?? null}::text is null or o.company_id = ${companies.A.pk})
                order by ${order}`,
            )
          ).map((row) => Number(row.id));
          if (filters.country !== 'XX') expect(expected.length).toBeGreaterThan(0);
          for (const limit of [1, 4]) {
            const label = `${JSON.stringify(filters)} ${column} ${direction} ${limit}`;
            const sort = { column, direction };
            expect(await readResolved(resolved, sort, limit, 'walk'), label).toEqual(expected);
            expect(await readResolved(resolved, sort, limit, 'collect'), label).toEqual(expected);
          }
        }
      }
    }
  });
});

describe('the state sort: ties by order date, one walk per state (decision 226)', () => {
  const STATE_PREFIX = `SOS${randomInt(100_000, 999_999)}-`;
  /** Three orders per state; the later an order is made (higher pk), the older its date. */
  const STATE_DATES = ['2024-06-20T10:00:00.5Z', '2024-06-10T10:00:00Z', '2024-06-10T10:00:00Z'];
  let company: { pk: number; cofor10: string };

  beforeAll(async () => {
    const db = context.database;
    const cofor10 = `Y${STATE_PREFIX.slice(3, 9)}C01`;
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into companies (name, cofor6, cofor10) values (${`State sort ${STATE_PREFIX}`}, ${cofor10.slice(0, 6)}, ${cofor10}) returning id`,
    );
    company = { pk: Number(row!.id), cofor10 };
    const [user] = await queryRows<{ id: number }>(db, sql`select id from users order by id limit 1`);
    for (let index = 0; index < SENT_STATES.length * STATE_DATES.length; index++) {
      await db.db.execute(
        sql`insert into orders (order_id, company_id, user_id, state, delivery_address, billing_address, labels_total,
              handling_costs, handling_sub_costs_operator, delivery_costs, total, label_count, created_at)
            values (${`${STATE_PREFIX}${String(index).padStart(2, '0')}`}, ${company.pk}, ${user!.id},
              ${SENT_STATES[index % SENT_STATES.length]!}, '{"city":"Metz","country_code":"FR"}'::jsonb, '{}'::jsonb,
              '1', '0', '0', '0', '1', 1, ${STATE_DATES[Math.floor(index / SENT_STATES.length)]!}::timestamptz)`,
      );
    }
  });

  afterAll(async () => {
    const db = context.database?.db;
    if (!db || !company) return;
    await db.execute(sql`delete from orders where company_id = ${company.pk}`);
    await db.execute(sql`delete from companies where id = ${company.pk}`);
  });

  /** The pks in the order the database sorts them: state (its collation), then date, then pk. */
  async function expectedOrder(direction: 'asc' | 'desc', since?: string, state?: string) {
    const rows = await queryRows<{ id: number }>(
      context.database,
      sql`select id from orders where company_id = ${company.pk}
            and created_at >= ${since ?? '2000-01-01T00:00:00Z'}::timestamptz
            and (${state ?? null}::text is null or state = ${state ?? null}::text)
          order by state ${sql.raw(direction)}, created_at ${sql.raw(direction)}, id ${sql.raw(direction)}`,
    );
    return rows.map((row) => Number(row.id));
  }

  it('sorts each state’s orders by date, the pk breaking ties, with every plan, pages across every state boundary', async () => {
    const cases = [
      { filters: { company: company.cofor10 }, since: undefined },
      {
        filters: { company: company.cofor10, date_from: '2024-06-01', date_to: '2024-06-30' },
        since: undefined,
      },
      { filters: { company: company.cofor10, date_from: '2024-06-15' }, since: '2024-06-14T22:00:00Z' },
      { filters: { order_id: STATE_PREFIX, date_to: '2024-06-30' }, since: undefined },
    ];
    for (const { filters, since } of cases) {
      for (const direction of ['asc', 'desc'] as const) {
        const expected = await expectedOrder(direction, since);
        expect(expected.length).toBe(since ? SENT_STATES.length : SENT_STATES.length * 3);
        // The fixture makes the pk order and the date order differ within every state.
        const byPk = [...expected].sort((a, b) => (direction === 'asc' ? a - b : b - a));
        if (!since) expect(expected).not.toEqual(byPk);
        for (const plan of ['walk', 'walk-states', 'collect'] as const) {
          // 1: a page ends on every row; 2 and 4: pages that start inside a state and end in the next.
          for (const limit of [1, 2, 4]) {
            const label = `${JSON.stringify(filters)} ${direction} ${plan} ${limit}`;
            expect(await readAll(filters, { column: 'state', direction }, limit, plan), label).toEqual(
              expected,
            );
          }
        }
        // The state filter sorted by state: that state's orders by date (every state).
        for (const state of SENT_STATES) {
          const ofState = await expectedOrder(direction, undefined, state);
          expect(ofState).toHaveLength(3);
          for (const plan of ['walk', 'walk-states', 'collect'] as const) {
            expect(
              await readAll(
                { ...filters, state: state as 'SHIPPED' },
                { column: 'state', direction },
                1,
                plan,
              ),
              `${state} ${direction} ${plan}`,
            ).toEqual(since ? ofState.filter((pk) => expected.includes(pk)) : ofState);
          }
        }
        // Through the API: its cursors carry the row's date.
        const query = new URLSearchParams([
          ...(Object.entries(filters) as [string, string][]),
          ['sort', 'state'],
          ['direction', direction],
        ]).toString();
        const rows = await walk(analyst, query, 2);
        expect(
          rows.map((row) => row.order_pk),
          `${query} API`,
        ).toEqual(expected);
      }
    }
  });

  it('walks one date range per state for many matches in a date range sorted by state, else as before', async () => {
    const db = context.database.db;
    const dated = await resolveOverviewFilters(db, { company: company.cofor10, date_from: '2024-06-01' });
    // Above the limit of estimated matches: one walk per state; at or below it: collected.
    expect(await chooseOverviewPlan(db, dated, 'state', 0)).toBe('walk-states');
    expect(await chooseOverviewPlan(db, dated, 'state', 1_000_000)).toBe('collect');
    expect(await chooseOverviewPlan(db, { date_to: '2024-06-30' }, 'state', 0)).toBe('walk-states');
    // Other sorts, or no date range: unchanged.
    expect(await chooseOverviewPlan(db, dated, 'quantity', 0)).toBe('walk');
    expect(await chooseOverviewPlan(db, { country: 'FR' }, 'state', 0)).toBe('walk');
    // The state filter sorted by state: that state's walk by date, whatever the estimate.
    for (const limit of [0, 1_000_000]) {
      expect(await chooseOverviewPlan(db, { date_to: '2024-06-30', state: 'SHIPPED' }, 'state', limit)).toBe(
        'walk-states',
      );
    }
    expect(await chooseOverviewPlan(db, {}, 'state', 0)).toBe('walk');
  });

  it('refuses a state cursor without its row’s date, or with a date that is not one, and a date on another sort', async () => {
    const page = (await analyst.get(`${API}?company=${company.cofor10}&sort=state&limit=2`)).json() as {
      next_cursor: string;
    };
    const content = JSON.parse(Buffer.from(page.next_cursor, 'base64url').toString('utf8'));
    expect(content.t).toEqual(expect.any(String));
    const next = await analyst.get(
      `${API}?company=${company.cofor10}&sort=state&limit=2&cursor=${page.next_cursor}`,
    );
    expect(next.statusCode).toBe(200);
    const forge = (changes: object) =>
      Buffer.from(JSON.stringify({ ...content, ...changes })).toString('base64url');
    for (const [sort, cursor] of [
      ['state', forge({ t: undefined })],
      ['state', forge({ t: null })],
      ['state', forge({ t: 'yesterday' })],
      ['state', forge({ t: '2024-02-30 10:00:00+00' })],
      ['quantity', forge({ s: 'quantity', k: '1' })],
    ] as const) {
      const response = await analyst.get(`${API}?sort=${sort}&cursor=${cursor}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json().errors.cursor).toEqual(['Invalid value']);
    }
    const quantity = forge({ s: 'quantity', k: '1', t: null });
    expect((await analyst.get(`${API}?sort=quantity&cursor=${quantity}`)).statusCode).toBe(200);
  });
});

describe('GET /statistics/api/order_overview/csv/', () => {
  it('streams one line per position, semicolons, BOM, 3-decimal costs, hostile cells parsed back intact', async () => {
    const response = await analyst.get(`${API}csv/?order_id=${PREFIX}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${businessDate(new Date())}_order_overview.csv"`,
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parse(bytes, { bom: true, delimiter: ';', relax_column_count: false }) as string[][];
    expect(records[0]).toEqual([...ORDER_OVERVIEW_CSV_COLUMNS]);
    const lines = records.slice(1);
    const positions = made.flatMap((order) => order.positions.map((position) => ({ order, position })));
    expect(lines).toHaveLength(positions.length);
    const column = (name: (typeof ORDER_OVERVIEW_CSV_COLUMNS)[number]) =>
      ORDER_OVERVIEW_CSV_COLUMNS.indexOf(name);
    // Lines come by order and position: the same order as the rows were made.
    positions.forEach(({ order, position }, index) => {
      const line = lines[index]!;
      expect(line[column('order_id')]).toBe(order.orderId);
      expect(line[column('nart')]).toBe(protectCsvCell(position.nart));
      expect(line[column('city')]).toBe(protectCsvCell(order.city));
      expect(line[column('company_name')]).toBe(protectCsvCell(companies[order.company].name));
      expect(line[column('quantity')]).toBe(String(position.quantity));
      expect(line[column('state')]).toBe(order.state);
      expect(line[column('operator_costs')]).toBe('2.500');
      expect(line[column('handling_fees')]).toBe('12.500');
      expect(line[column('delivery_costs')]).toBe('0.000');
      expect(line[column('position_total')]).toBe('50.000');
      expect(line[column('order_total')]).toBe('112.500');
      expect(line[column('company_group')]).toBe('EXTERNAL_SUPPLIERS');
      for (const cell of line) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    });
    // Each hostile string comes back as itself behind the apostrophe when it starts like a formula.
    const narts = lines.map((line) => line[column('nart')]!);
    for (let index = 0; index < positions.length; index++) {
      const original = hostileString(index);
      expect(narts).toContain(/^[=+\-@\t\r]/.test(original) ? `'${original}` : original);
    }
  });

  it('applies the filters to the file', async () => {
    const response = await staff.get(`${API}csv/?order_id=${PREFIX}&country=DE&state=ORDER_PENDING`);
    const records = parse(response.rawPayload, { bom: true, delimiter: ';' }) as string[][];
    const expected = made
      .filter((order) => order.country === 'DE' && order.state === 'ORDER_PENDING')
      .flatMap((order) => order.positions.map(() => order.orderId));
    expect(records.slice(1).map((line) => line[ORDER_OVERVIEW_CSV_COLUMNS.indexOf('order_id')])).toEqual(
      expected,
    );
  });

  it('refuses bad filters (400) before any byte of the file', async () => {
    const response = await analyst.get(`${API}csv/?date_from=2016-01-01`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.date_from).toEqual(['Enter a date from 2017-01-01 on.']);
  });
});

describe('GET /statistics/api/order_overview/csv/ beyond one batch (decision 326)', () => {
  /** Orders of their own prefix, 1,001 positions each: 6,006 lines, more than one batch of 5,000. */
  const BIG = `SOB${randomInt(100_000, 999_999)}-`;
  const BIG_ORDERS = 6;
  const BIG_POSITIONS = 1_001;
  const stateOf = (order: number) => (order % 2 === 0 ? 'SHIPPED' : 'ORDER_PENDING');
  const referenceOf = (order: number, position: number) =>
    `${BIG}${order}-${String(position).padStart(4, '0')}`;
  const column = (name: (typeof ORDER_OVERVIEW_CSV_COLUMNS)[number]) =>
    ORDER_OVERVIEW_CSV_COLUMNS.indexOf(name);
  const linesOf = (bytes: Buffer) => (parse(bytes, { bom: true, delimiter: ';' }) as string[][]).slice(1);

  beforeAll(async () => {
    const db = context.database;
    const [user] = await queryRows<{ id: number }>(db, sql`select id from users order by id limit 1`);
    const [product] = await queryRows<{ id: number }>(db, sql`select id from products order by id limit 1`);
    for (let order = 0; order < BIG_ORDERS; order++) {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into orders (order_id, company_id, user_id, state, delivery_address, billing_address, labels_total,
              handling_costs, handling_sub_costs_operator, delivery_costs, total, label_count)
            values (${`${BIG}${order}`}, ${companies.A.pk}, ${user!.id}, ${stateOf(order)},
              '{"city": "Lyon", "country_code": "FR"}'::jsonb, '{}'::jsonb, '1', '0', '0', '0', '1', 1)
            returning id`,
      );
      await db.db.execute(
        sql`insert into order_positions (order_id, uuid, product_id, quantity, unit_price, total, alternative_customer_reference)
            select ${Number(row!.id)}, gen_random_uuid(), ${product!.id}, n, '1', '1',
              ${`${BIG}${order}-`} || lpad(n::text, 4, '0')
            from generate_series(1, ${BIG_POSITIONS}) as n`,
      );
    }
  });

  afterAll(async () => {
    await context.database?.db.execute(sql`delete from orders where order_id like ${`${BIG}%`}`);
  });

  it('writes every line of more than one batch, in order of order and position', async () => {
    const response = await analyst.get(`${API}csv/?order_id=${BIG}`);
    expect(response.statusCode).toBe(200);
    const lines = linesOf(response.rawPayload);
    expect(lines).toHaveLength(BIG_ORDERS * BIG_POSITIONS);
    const expected = Array.from({ length: BIG_ORDERS }, (_, order) =>
      Array.from({ length: BIG_POSITIONS }, (_, position) => referenceOf(order, position + 1)),
    ).flat();
    expect(lines.map((line) => line[column('nart')])).toEqual(expected);
    expect(lines.map((line) => line[column('quantity')])).toEqual(
      expected.map((reference) => String(Number(reference.slice(-4)))),
    );
  });

  it('applies a filter to a file of more than one batch: only the shipped orders, all their lines', async () => {
    const response = await analyst.get(`${API}csv/?order_id=${BIG}&state=SHIPPED`);
    const lines = linesOf(response.rawPayload);
    const shipped = Array.from({ length: BIG_ORDERS }, (_, order) => order).filter(
      (order) => stateOf(order) === 'SHIPPED',
    );
    expect(lines.map((line) => line[column('nart')])).toEqual(
      shipped.flatMap((order) =>
        Array.from({ length: BIG_POSITIONS }, (_, position) => referenceOf(order, position + 1)),
      ),
    );
    expect(new Set(lines.map((line) => line[column('state')]))).toEqual(new Set(['SHIPPED']));
  });

  /** The lines `sendCsvLines` hands over in batches of `batchSize`, each batch passed to `onBatch`. */
  async function sendInBatches(
    filters: OrderOverviewFilters,
    batchSize: number,
    onBatch?: () => Promise<void>,
  ) {
    const batches: string[][] = [];
    await sendCsvLines(context.database.db, filters, 'en', batchSize, async (lines) => {
      batches.push([...lines]);
      await onBatch?.();
    });
    return batches;
  }

  it('gives the route’s lines in batches of the size asked, the last one shorter', async () => {
    const response = await analyst.get(`${API}csv/?order_id=${PREFIX}`);
    const text = response.rawPayload.toString('utf8');
    const batches = await sendInBatches({ order_id: PREFIX }, 7);
    expect(batches.slice(0, -1).every((batch) => batch.length === 7)).toBe(true);
    expect(batches.at(-1)!.length).toBeLessThanOrEqual(7);
    // Lines may hold CRLF inside a quoted cell: compared as the text after the header line.
    expect(`${batches.flat().join('\r\n')}\r\n`).toBe(text.slice(text.indexOf('\r\n') + 2));
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'reads one snapshot: a change committed while the file is read is not in it (PostgreSQL; PGlite runs one transaction at a time)',
    async () => {
      const before = (await sendInBatches({ order_id: BIG }, 2_000)).flat();
      const lastOrder = `${BIG}${BIG_ORDERS - 1}`;
      let isChanged = false;
      const during = await sendInBatches({ order_id: BIG }, 2_000, async () => {
        if (isChanged) return;
        isChanged = true;
        // Another connection of the pool, committed before the next batch is read.
        await context.database.db.execute(
          sql`update order_positions set quantity = 1 where order_id = (select id from orders where order_id = ${lastOrder})`,
        );
        await context.database.db.execute(
          sql`update orders set state = 'CANCELLED' where order_id = ${lastOrder}`,
        );
      });
      try {
        expect(during.length).toBeGreaterThan(1);
        expect(during.flat()).toEqual(before);
        const after = (await sendInBatches({ order_id: BIG }, 2_000)).flat();
        expect(after).not.toEqual(before);
        expect(after.at(-1)).toContain(';1;');
      } finally {
        await context.database.db.execute(
          sql`update orders set state = ${stateOf(BIG_ORDERS - 1)} where order_id = ${lastOrder}`,
        );
        await context.database.db.execute(
          sql`update order_positions set quantity = right(alternative_customer_reference, 4)::int
              where order_id = (select id from orders where order_id = ${lastOrder})`,
        );
      }
    },
  );
});

describe('protectCsvCell', () => {
  it('puts an apostrophe before a cell starting with = + - @ TAB or CR, and only then', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(protectCsvCell(`${start}x`)).toBe(`'${start}x`);
    for (const safe of ['', 'x=1', ' =1', "'=1", '12.500', '\n=1', 'é'])
      expect(protectCsvCell(safe)).toBe(safe);
  });
});
