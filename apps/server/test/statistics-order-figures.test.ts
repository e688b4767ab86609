import { randomInt } from 'node:crypto';
import { businessDate } from '@label-portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserLike } from './helpers/accounts.js';
import { queryRows } from './helpers/database.js';
import { signedInClient, TestClient, type TestContext, useTestApp } from './helpers/test-app.js';

const context: TestContext = useTestApp();
const API = '/statistics/api/order_statistics/';
const FORBIDDEN = "You don't have sufficient rights to access this Content.";
const OP = 'Original Part';
const MP = 'MOPAR';
const TAG = String(randomInt(100_000, 999_999));

type Company = { pk: number; cofor10: string; name: string };
let companyA: Company;
let companyB: Company;
let supplierA: TestClient;
let staff: TestClient;
let analyst: TestClient;
let approver: TestClient;

/**
 * Orders of 2018 (the demo history starts in 2019). Instants are UTC; months are those of
 * Europe/Paris: 2018-01-31T23:30Z is 1 February in Paris, 2018-05-31T22:30Z is 1 June.
 */
const ORDERS: { company: 'A' | 'B'; at: string; state: string; lines: [string, number][] }[] = [
  {
    company: 'A',
    at: '2018-01-10T10:00:00Z',
    state: 'SHIPPED',
    lines: [
      [OP, 100],
      [MP, 50],
    ],
  },
  { company: 'A', at: '2018-01-31T23:30:00Z', state: 'ORDER_PENDING', lines: [[OP, 10]] },
  { company: 'A', at: '2018-03-05T10:00:00Z', state: 'CANCELLED', lines: [[OP, 70]] },
  { company: 'A', at: '2018-03-06T10:00:00Z', state: 'CANCEL_REQUESTED', lines: [[MP, 5]] },
  { company: 'A', at: '2018-03-07T10:00:00Z', state: 'CREATED', lines: [[OP, 999]] },
  { company: 'A', at: '2018-05-02T10:00:00Z', state: 'SHIPPED', lines: [[OP, 20]] },
  { company: 'B', at: '2018-01-15T10:00:00Z', state: 'SHIPPED', lines: [[OP, 1000]] },
  { company: 'B', at: '2018-05-31T22:30:00Z', state: 'IN_PRODUCTION', lines: [[OP, 7]] },
];

const zero = { orders: 0, labels: 0 };
const group = (name: string, orders: number, labels: number) => ({ product_group: name, orders, labels });

beforeAll(async () => {
  const db = context.database;
  const insertCompany = async (letter: string): Promise<Company> => {
    const name = `Figures ${letter} ${TAG}`;
    const cofor10 = `F${TAG}${letter}001`;
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into companies (name, cofor6, cofor10) values (${name}, ${`F${TAG.slice(0, 5)}`}, ${cofor10}) returning id`,
    );
    return { pk: Number(row!.id), cofor10, name };
  };
  companyA = await insertCompany('A');
  companyB = await insertCompany('B');
  const user = await createUserLike(db, 'supplier@demo.example');
  await db.db.execute(sql`update users set company_id = ${companyA.pk} where id = ${user.id}`);
  const products = await queryRows<{ id: number; name: string }>(
    db,
    sql`select distinct on (g.name) p.id, g.name from products p join product_groups g on g.id = p.product_group_id
        where g.name in (${OP}, ${MP}) order by g.name, p.id`,
  );
  const productOf = (name: string) => products.find((product) => product.name === name)!.id;
  for (const [index, order] of ORDERS.entries()) {
    const company = order.company === 'A' ? companyA : companyB;
    const labels = order.lines.reduce((sum, [, quantity]) => sum + quantity, 0);
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into orders (order_id, company_id, user_id, state, delivery_address, billing_address, labels_total,
            handling_costs, handling_sub_costs_operator, delivery_costs, total, label_count, created_at)
          values (${`FIG${TAG}-${index}`}, ${company.pk}, ${user.id}, ${order.state}, '{}'::jsonb, '{}'::jsonb,
            '1', '0', '0', '0', '1', ${labels}, ${order.at}::timestamptz)
          returning id`,
    );
    for (const [name, quantity] of order.lines) {
      await db.db.execute(
        sql`insert into order_positions (order_id, uuid, product_id, quantity, unit_price, total)
            values (${row!.id}, gen_random_uuid(), ${productOf(name)}, ${quantity}, '1', '1')`,
      );
    }
  }
  supplierA = await signedInClient(context.app, user.email, companyA.cofor10);
  staff = await signedInClient(context.app, 'staff@demo.example', 'PROVIDER01');
  analyst = await signedInClient(context.app, 'analyst@demo.example', 'CARMAKER01');
  approver = await signedInClient(context.app, 'approver@demo.example', 'CARMAKER01');
});

afterAll(async () => {
  const db = context.database?.db;
  if (!db || !companyA) return;
  await db.execute(sql`delete from orders where company_id in (${companyA.pk}, ${companyB.pk})`);
  await db.execute(sql`delete from users where company_id = ${companyA.pk}`);
  await db.execute(sql`delete from companies where id in (${companyA.pk}, ${companyB.pk})`);
});

async function figures(client: TestClient, query: string) {
  const response = await client.get(`${API}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /statistics/api/order_statistics/', () => {
  it('answers a supplier their own company’s figures per Paris month and product group, every month of the range', async () => {
    const body = await figures(supplierA, 'date_from=2018-01-01&date_to=2018-05-31');
    expect(body.date_from).toBe('2018-01-01');
    expect(body.date_to).toBe('2018-05-31');
    expect(body.company).toEqual({ cofor10: companyA.cofor10, name: companyA.name });
    // The catalogue's order: Original Part before MOPAR.
    expect(body.product_groups).toEqual([OP, MP]);
    const none = { cancelled_orders: 0, cancelled_labels: 0 };
    expect(body.months).toEqual([
      { month: '2018-01', orders: 1, labels: 150, groups: [group(OP, 1, 100), group(MP, 1, 50)], ...none },
      { month: '2018-02', orders: 1, labels: 10, groups: [group(OP, 1, 10), group(MP, 0, 0)], ...none },
      {
        month: '2018-03',
        orders: 1,
        labels: 5,
        groups: [group(OP, 0, 0), group(MP, 1, 5)],
        cancelled_orders: 1,
        cancelled_labels: 70,
      },
      { month: '2018-04', ...zero, groups: [group(OP, 0, 0), group(MP, 0, 0)], ...none },
      { month: '2018-05', orders: 1, labels: 20, groups: [group(OP, 1, 20), group(MP, 0, 0)], ...none },
    ]);
    expect(body.totals).toEqual({
      orders: 4,
      labels: 185,
      groups: [group(OP, 3, 130), group(MP, 2, 55)],
      cancelled_orders: 1,
      cancelled_labels: 70,
    });
  });

  it('counts the days of the range in Europe/Paris, both ends included', async () => {
    // 2018-01-31T23:30Z is 1 February in Paris: outside a range ending on 31 January.
    const january = await figures(supplierA, 'date_from=2018-01-01&date_to=2018-01-31');
    expect(january.months.map((month: { month: string }) => month.month)).toEqual(['2018-01']);
    expect(january.totals.orders).toBe(1);
    const february = await figures(supplierA, 'date_from=2018-02-01&date_to=2018-02-01');
    expect(february.totals).toMatchObject({ orders: 1, labels: 10 });
  });

  it('answers a month without orders with zeros and no product group when the range has no orders', async () => {
    const body = await figures(supplierA, 'date_from=2017-01-01&date_to=2017-03-15');
    expect(body.product_groups).toEqual([]);
    expect(body.months).toEqual(
      ['2017-01', '2017-02', '2017-03'].map((month) => ({
        month,
        ...zero,
        groups: [],
        cancelled_orders: 0,
        cancelled_labels: 0,
      })),
    );
  });

  it('never shows a supplier another company: its account id answers 404, their own is accepted', async () => {
    const other = await supplierA.get(`${API}?date_from=2018-01-01&company=${companyB.cofor10}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().errors.detail).toBe('There is no such company.');
    const own = await figures(
      supplierA,
      `date_from=2018-01-01&date_to=2018-05-31&company=${companyA.cofor10.toLowerCase()}`,
    );
    expect(own.totals.orders).toBe(4);
    // The demo supplier (another company) never sees company A's or B's orders.
    const demo = await signedInClient(context.app, 'supplier@demo.example', '12345A0001');
    const theirs = await figures(demo, 'date_from=2018-01-01&date_to=2018-12-31');
    expect(theirs.company.cofor10).toBe('12345A0001');
    expect(theirs.totals.orders).toBe(0);
  });

  it('answers a staff-scope user every company together, or one company with `company`', async () => {
    for (const client of [staff, analyst]) {
      const all = await figures(client, 'date_from=2018-01-01&date_to=2018-06-30');
      expect(all.company).toBeNull();
      expect(all.totals).toMatchObject({ orders: 6, labels: 1192, cancelled_orders: 1 });
      expect(all.months[0]).toMatchObject({ month: '2018-01', orders: 2, labels: 1150 });
      expect(all.months[5]).toMatchObject({ month: '2018-06', orders: 1, labels: 7 });
      const onlyB = await figures(
        client,
        `date_from=2018-01-01&date_to=2018-06-30&company=${companyB.cofor10}`,
      );
      expect(onlyB.company).toEqual({ cofor10: companyB.cofor10, name: companyB.name });
      expect(onlyB.product_groups).toEqual([OP]);
      expect(onlyB.totals).toEqual({
        orders: 2,
        labels: 1007,
        groups: [group(OP, 2, 1007)],
        cancelled_orders: 0,
        cancelled_labels: 0,
      });
    }
    const unknown = await staff.get(`${API}?company=NOSUCH0001`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors.detail).toBe('There is no such company.');
  });

  it('refuses a user without orders.view_order (403) and a visitor not signed in (401)', async () => {
    const forbidden = await approver.get(API);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().errors.detail).toBe(FORBIDDEN);
    const anonymous = await new TestClient(context.app).get(API);
    expect(anonymous.statusCode).toBe(401);
  });

  it('defaults to the current month and the 11 before it, up to today', async () => {
    const body = await figures(supplierA, '');
    const today = businessDate(new Date());
    expect(body.date_to).toBe(today);
    expect(body.months).toHaveLength(12);
    expect(body.months[11].month).toBe(today.slice(0, 7));
    expect(body.date_from).toBe(`${body.months[0].month}-01`);
  });

  it('refuses bad dates with a message per field, in the user’s language', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['date_from=2016-12-31', { date_from: ['Enter a date from 2017-01-01 on.'] }],
      ['date_to=2016-12-31', { date_to: ['Enter a date from 2017-01-01 on.'] }],
      ['date_from=2018-02-30', { date_from: ['Enter a date as yyyy-MM-dd.'] }],
      ['date_to=31/01/2018', { date_to: ['Enter a date as yyyy-MM-dd.'] }],
      ['date_from=2018-03-02&date_to=2018-03-01', { date_to: ['The end date is before the start date.'] }],
      // Without date_to the range ends today: a start after today is reversed too.
      ['date_from=2099-01-01', { date_to: ['The end date is before the start date.'] }],
      // Days up to 2099-12-31 (decision 281).
      ['date_from=2999-01-01', { date_from: ['Enter a date up to 2099-12-31.'] }],
      ['date_to=2100-01-01', { date_to: ['Enter a date up to 2099-12-31.'] }],
      ['company=a;b', { company: ['Invalid value'] }],
    ];
    for (const [query, errors] of cases) {
      const response = await supplierA.get(`${API}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors, query).toEqual(errors);
    }
    const french = await supplierA.get(`${API}?date_from=2016-12-31`, { 'accept-language': 'fr' });
    expect(french.json().errors).toEqual({ date_from: ['Saisissez une date à partir du 2017-01-01.'] });
    // The limits themselves are accepted: 2017-01-01, and a one-day range.
    await figures(supplierA, 'date_from=2017-01-01&date_to=2017-01-01');
  });
});
