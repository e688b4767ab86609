import { randomInt, randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { businessDate } from '@label-portal/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './helpers/database.js';
import { signedInClient, type TestClient, useTestApp } from './helpers/test-app.js';

const context = useTestApp();
const STATUS = '/statistics/api/volume_status/';
const PDF = '/statistics/api/volume_status/pdf/';
const COMPANIES = '/statistics/api/volume_status/companies/';
const NOT_FOUND = 'There is no such company.';
const FORBIDDEN = "You don't have sufficient rights to access this Content.";
const PREFIX = `Vq${randomUUID().slice(0, 6)}`;

type Company = { id: number; name: string; cofor6: string; cofor10: string; key: string };
let alpha: Company;
let supplierCompany: Company;
let groupA: { id: number; name: string; productId: number };
let groupB: { id: number; name: string; productId: number };
let staff: TestClient;
let analyst: TestClient;
let supplier: TestClient;

const exec = (query: ReturnType<typeof sql>) => context.database.db.execute(query);
const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');
const LABEL_LETTERS = 'BCDFGHJKLMNPQRSTVWXYZ0123456789';
const labelId = () =>
  Array.from({ length: 12 }, () => LABEL_LETTERS[randomInt(LABEL_LETTERS.length)]).join('');

async function insertEvent(companyId: number, groupId: number, type: string, amount: number) {
  await exec(sql`insert into licensing_events (company_id, product_group_id, type, amount)
    values (${companyId}, ${groupId}, ${type}, ${amount})`);
}

/** A shipped order of one position and its rolls (`null` position = a roll not delivered). */
async function insertRoll(
  company: Company,
  productId: number,
  labelCount: number,
  activated: number,
  isShipped = true,
) {
  let positionId: number | null = null;
  if (isShipped) {
    const [order] = await queryRows<{ id: number }>(
      context.database,
      sql`insert into orders (order_id, company_id, user_id, state, delivery_address, billing_address,
          labels_total, handling_costs, handling_sub_costs_operator, delivery_costs, total, label_count)
        select ${`VQ-${randomUUID().slice(0, 12)}`}, ${company.id}, u.id, 'SHIPPED', '{}'::jsonb, '{}'::jsonb,
          '1.00', '0', '0', '0', '1.00', ${labelCount}
        from users u order by u.id limit 1 returning id`,
    );
    const [position] = await queryRows<{ id: number }>(
      context.database,
      sql`insert into order_positions (order_id, uuid, product_id, quantity, unit_price, total)
        values (${order!.id}, ${randomUUID()}, ${productId}, ${labelCount}, '0.01', '1.00') returning id`,
    );
    positionId = Number(position!.id);
  }
  const [spool] = await queryRows<{ id: number }>(
    context.database,
    sql`insert into spools (spool_no, product_id, order_position_id, company_id, label_count)
      values (${`VQ${digits(10)}`}, ${productId}, ${positionId}, ${company.id}, ${labelCount}) returning id`,
  );
  for (let index = 0; index < labelCount; index += 1) {
    await exec(sql`insert into labels (label_id, object_id, spool_id, activated_at)
      values (${labelId()}, ${Number(`9${digits(12)}`)}, ${spool!.id}, ${index < activated ? sql`now()` : null})`);
  }
}

async function companyOf(where: ReturnType<typeof sql>): Promise<Company> {
  const [row] = await queryRows<Omit<Company, 'key'>>(
    context.database,
    sql`select id, name, cofor6, cofor10 from companies where ${where}`,
  );
  return { ...row!, id: Number(row!.id), key: `${row!.cofor6}_${row!.cofor10}` };
}

/** The text a PDF shows: each content stream inflated, the strings of its TJ operators decoded. */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const text of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...text[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}

beforeAll(async () => {
  const groups = await queryRows<{ id: number; name: string; product_id: number }>(
    context.database,
    sql`select g.id, g.name, min(p.id) as product_id from product_groups g join products p on p.product_group_id = g.id
      group by g.id, g.name, g.sort_index order by g.sort_index, g.id limit 2`,
  );
  [groupA, groupB] = groups.map((group) => ({
    id: Number(group.id),
    name: group.name,
    productId: Number(group.product_id),
  })) as [typeof groupA, typeof groupB];
  const cofor6 = `V${digits(5)}`;
  await exec(
    sql`insert into companies (name, cofor6, cofor10) values (${`${PREFIX} Alpha Étoile`}, ${cofor6}, ${`${cofor6}0001`})`,
  );
  alpha = await companyOf(sql`cofor10 = ${`${cofor6}0001`}`);
  supplierCompany = await companyOf(sql`cofor10 = '12345A0001'`);

  await insertEvent(alpha.id, groupA.id, 'CONTRACT', 1000000);
  await insertEvent(alpha.id, groupA.id, 'CONTRACT', 500);
  await insertEvent(alpha.id, groupA.id, 'WITHDRAWAL', 300);
  await insertEvent(alpha.id, groupA.id, 'WITHDRAWAL', 40);
  await insertEvent(alpha.id, groupA.id, 'CANCEL_WITHDRAWAL', 40);
  await insertEvent(alpha.id, groupB.id, 'CONTRACT', 200);
  await insertRoll(alpha, groupA.productId, 6, 4);
  await insertRoll(alpha, groupA.productId, 3, 0);
  // A roll not shipped (no order position): neither delivered nor activated, even with an activated label.
  await insertRoll(alpha, groupA.productId, 5, 5, false);
  await insertRoll(alpha, groupB.productId, 2, 2);

  staff = await signedInClient(context.app, 'staff@demo.example', 'PROVIDER01');
  analyst = await signedInClient(context.app, 'analyst@demo.example', 'CARMAKER01');
  supplier = await signedInClient(context.app, 'supplier@demo.example', '12345A0001');
});

describe('volume status figures', () => {
  it('gives one company the five quantities per product group and their totals', async () => {
    const response = await staff.get(`${STATUS}?company=${alpha.key}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.company).toEqual({
      id: alpha.key,
      name: alpha.name,
      cofor6: alpha.cofor6,
      cofor10: alpha.cofor10,
    });
    expect(body.can_choose_company).toBe(true);
    const rowOf = (id: number) =>
      body.rows.find((row: { product_group_id: number }) => row.product_group_id === id);
    expect(rowOf(groupA.id)).toEqual({
      product_group_id: groupA.id,
      product_group: groupA.name,
      initial: 1000500,
      available: 1000200,
      ordered: 300,
      delivered: 9,
      activated: 4,
    });
    expect(rowOf(groupB.id)).toMatchObject({
      initial: 200,
      available: 200,
      ordered: 0,
      delivered: 2,
      activated: 2,
    });
    expect(body.totals).toEqual({
      initial: 1000700,
      available: 1000400,
      ordered: 300,
      delivered: 11,
      activated: 6,
    });
  });

  it('lists every product group in catalogue order, with zeros where nothing happened', async () => {
    const body = (await staff.get(`${STATUS}?company=${alpha.key}`)).json();
    const groups = await queryRows<{ id: number }>(
      context.database,
      sql`select id from product_groups order by sort_index, id`,
    );
    expect(body.rows.map((row: { product_group_id: number }) => row.product_group_id)).toEqual(
      groups.map((group) => Number(group.id)),
    );
    const others = body.rows.filter(
      (row: { product_group_id: number }) => ![groupA.id, groupB.id].includes(row.product_group_id),
    );
    for (const row of others)
      expect([row.initial, row.ordered, row.delivered, row.activated]).toEqual([0, 0, 0, 0]);
  });

  it('sums every company when none is chosen, matching the events, rolls and labels', async () => {
    const body = (await analyst.get(STATUS)).json();
    expect(body.company).toBeNull();
    const [expected] = await queryRows<Record<string, string>>(
      context.database,
      sql`select
        (select coalesce(sum(amount), 0) from licensing_events where type = 'CONTRACT')::text as initial,
        (select coalesce(sum(case when type = 'WITHDRAWAL' then -amount else amount end), 0) from licensing_events)::text as available,
        (select coalesce(sum(case type when 'WITHDRAWAL' then amount when 'CANCEL_WITHDRAWAL' then -amount else 0 end), 0)
           from licensing_events)::text as ordered,
        (select coalesce(sum(label_count), 0) from spools where order_position_id is not null)::text as delivered,
        (select count(*) from labels l join spools s on s.id = l.spool_id
           where l.activated_at is not null and s.order_position_id is not null)::text as activated`,
    );
    expect(body.totals).toEqual({
      initial: Number(expected!.initial),
      available: Number(expected!.available),
      ordered: Number(expected!.ordered),
      delivered: Number(expected!.delivered),
      activated: Number(expected!.activated),
    });
    expect(body.totals.initial).toBeGreaterThanOrEqual(1000700);
    const sum = (key: string) =>
      body.rows.reduce((total: number, row: Record<string, number>) => total + row[key]!, 0);
    expect(sum('delivered')).toBe(body.totals.delivered);
  });

  it("delivers what was shipped: a demo company's shipped orders, label for label, per product group (decision 311)", async () => {
    const body = (await supplier.get(STATUS)).json();
    const delivered = Object.fromEntries(
      body.rows.map((row: { product_group: string; delivered: number }) => [
        row.product_group,
        row.delivered,
      ]),
    );
    // Demo Parts' ten shipped orders (demo-order-plans.ts) on rolls of 1,000, 500 and 2,000 labels.
    expect(delivered).toEqual({
      'Original Part': 18_000,
      Accessories: 1_800,
      Eurorepar: 3_000,
      MOPAR: 2_000,
      SUSTAINera: 2_000,
      bproauto: 1_000,
    });
    expect(body.totals.delivered).toBe(27_800);
    const shipped = await queryRows<{ product_group: string; quantity: string }>(
      context.database,
      sql`select g.name as product_group, sum(p.quantity)::text as quantity
        from orders o join order_positions p on p.order_id = o.id join products pr on pr.id = p.product_id
        join product_groups g on g.id = pr.product_group_id
        where o.state = 'SHIPPED' and o.company_id = ${supplierCompany.id} group by g.name`,
    );
    expect(delivered).toEqual(
      Object.fromEntries(shipped.map((row) => [row.product_group, Number(row.quantity)])),
    );
    // Every company together: the labels of every shipped order, the demo's 47,800 and this file's 11.
    const all = (await staff.get(STATUS)).json();
    const [total] = await queryRows<{ quantity: string }>(
      context.database,
      sql`select sum(p.quantity)::text as quantity from orders o join order_positions p on p.order_id = o.id
        where o.state = 'SHIPPED'`,
    );
    expect(all.totals.delivered).toBe(Number(total!.quantity));
    expect(all.totals.delivered).toBe(47_800 + 11);
  });

  it('finds the company by cofor6_cofor10 in any case and refuses a bad or unknown id', async () => {
    expect((await staff.get(`${STATUS}?company=${alpha.key.toLowerCase()}`)).json().company.id).toBe(
      alpha.key,
    );
    const bad = await staff.get(`${STATUS}?company=${encodeURIComponent('x;drop')}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.company).toBeDefined();
    const unknown = await staff.get(`${STATUS}?company=Q00000_Q000000000`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors.detail).toBe(NOT_FOUND);
    const wrongCofor6 = await staff.get(`${STATUS}?company=X99999_${alpha.cofor10}`);
    expect(wrongCofor6.statusCode).toBe(404);
    const extra = await staff.get(`${STATUS}?companyx=1`);
    expect(extra.statusCode).toBe(400);
  });
});

describe('licensing totals rollup (decision 239)', () => {
  const totalsOf = async (companyId: number) =>
    queryRows<{ product_group_id: number; contracted: string; withdrawn: string; cancel_withdrawn: string }>(
      context.database,
      sql`select product_group_id, contracted::text, withdrawn::text, cancel_withdrawn::text from licensing_totals
        where company_id = ${companyId} order by product_group_id`,
    );
  const eventsOf = async (companyId: number) =>
    queryRows<{ product_group_id: number; contracted: string; withdrawn: string; cancel_withdrawn: string }>(
      context.database,
      sql`select product_group_id,
          sum(case when type = 'CONTRACT' then amount else 0 end)::text as contracted,
          sum(case when type = 'WITHDRAWAL' then amount else 0 end)::text as withdrawn,
          sum(case when type = 'CANCEL_WITHDRAWAL' then amount else 0 end)::text as cancel_withdrawn
        from licensing_events where company_id = ${companyId} group by product_group_id order by product_group_id`,
    );

  it('follows inserts, updates and deletes of licensing events, in bulk too', async () => {
    const cofor6 = `W${digits(5)}`;
    await exec(
      sql`insert into companies (name, cofor6, cofor10) values (${`${PREFIX} Rollup`}, ${cofor6}, ${`${cofor6}0001`})`,
    );
    const company = await companyOf(sql`cofor10 = ${`${cofor6}0001`}`);
    await exec(sql`insert into licensing_events (company_id, product_group_id, type, amount) values
      (${company.id}, ${groupA.id}, 'CONTRACT', 70), (${company.id}, ${groupA.id}, 'WITHDRAWAL', 20),
      (${company.id}, ${groupB.id}, 'CONTRACT', 9), (${company.id}, ${groupB.id}, 'CANCEL_WITHDRAWAL', 4)`);
    expect(await totalsOf(company.id)).toEqual(await eventsOf(company.id));
    await exec(
      sql`update licensing_events set amount = amount * 2 where company_id = ${company.id} and type = 'CONTRACT'`,
    );
    await exec(sql`update licensing_events set product_group_id = ${groupB.id}
      where company_id = ${company.id} and type = 'WITHDRAWAL'`);
    expect(await totalsOf(company.id)).toEqual(await eventsOf(company.id));
    await exec(
      sql`delete from licensing_events where company_id = ${company.id} and product_group_id = ${groupB.id}`,
    );
    expect(await totalsOf(company.id)).toEqual([
      { product_group_id: groupA.id, contracted: '140', withdrawn: '0', cancel_withdrawn: '0' },
      { product_group_id: groupB.id, contracted: '0', withdrawn: '0', cancel_withdrawn: '0' },
    ]);
    // Deleting the company removes its events and its totals by cascade, without an error.
    await exec(sql`delete from companies where id = ${company.id}`);
    expect(await totalsOf(company.id)).toEqual([]);
  });

  it('holds the same sums as the events for every company', async () => {
    const [row] = await queryRows<{ differences: number }>(
      context.database,
      sql`select count(*)::int as differences from (
        select company_id, product_group_id,
          sum(case when type = 'CONTRACT' then amount else 0 end) as contracted,
          sum(case when type = 'WITHDRAWAL' then amount else 0 end) as withdrawn,
          sum(case when type = 'CANCEL_WITHDRAWAL' then amount else 0 end) as cancel_withdrawn
        from licensing_events group by company_id, product_group_id
        except select company_id, product_group_id, contracted, withdrawn, cancel_withdrawn from licensing_totals) d`,
    );
    expect(row!.differences).toBe(0);
  });
});

describe('volume status scope', () => {
  it('shows a supplier their own company only, with no chooser', async () => {
    const body = (await supplier.get(STATUS)).json();
    expect(body.company.id).toBe(supplierCompany.key);
    expect(body.can_choose_company).toBe(false);
    const asStaff = (await staff.get(`${STATUS}?company=${supplierCompany.key}`)).json();
    expect(body.rows).toEqual(asStaff.rows);
    expect((await supplier.get(`${STATUS}?company=${supplierCompany.key}`)).statusCode).toBe(200);
  });

  it("answers 404 to a supplier asking for another company's status or PDF", async () => {
    for (const url of [`${STATUS}?company=${alpha.key}`, `${PDF}?company=${alpha.key}`]) {
      const response = await supplier.get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().errors.detail).toBe(NOT_FOUND);
      expect(response.body).not.toContain(alpha.name);
    }
  });

  it('refuses a user without an orders right and one not signed in', async () => {
    const approver = await signedInClient(context.app, 'approver@demo.example', 'CARMAKER01');
    const refused = await approver.get(STATUS);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors.detail).toBe(FORBIDDEN);
    expect((await context.app.inject({ method: 'GET', url: STATUS })).statusCode).toBe(401);
  });

  it('searches companies by the start of name, COFOR6 or COFOR10 for staff, the own company for a supplier', async () => {
    for (const search of [PREFIX.toLowerCase(), alpha.cofor6.toLowerCase(), alpha.cofor10]) {
      const found = (await staff.get(`${COMPANIES}?search=${encodeURIComponent(search)}`)).json();
      expect(found.companies.map((company: { id: string }) => company.id)).toContain(alpha.key);
    }
    expect(
      (await staff.get(`${COMPANIES}?search=${encodeURIComponent('Alpha')}`)).json().companies,
    ).not.toContainEqual(expect.objectContaining({ id: alpha.key }));
    expect((await staff.get(`${COMPANIES}?search=%25`)).json().companies).toEqual([]);
    expect((await supplier.get(`${COMPANIES}?search=${PREFIX}`)).json().companies).toEqual([]);
    const own = (await supplier.get(COMPANIES)).json().companies;
    expect(own.map((company: { id: string }) => company.id)).toEqual([supplierCompany.key]);
    const tooLong = await staff.get(`${COMPANIES}?search=${'a'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect((await staff.get(`${COMPANIES}?search=${'a'.repeat(100)}`)).statusCode).toBe(200);
  });

  it('answers at most 20 companies', async () => {
    const found = (await staff.get(COMPANIES)).json();
    expect(found.companies.length).toBeLessThanOrEqual(20);
    const [count] = await queryRows<{ n: number }>(
      context.database,
      sql`select count(*)::int as n from companies where kind = 'SUPPLIER'`,
    );
    expect(found.companies.length).toBe(Math.min(20, Number(count!.n)));
  });
});

describe('volume status PDF', () => {
  it('is a PDF attachment named by the date with the title, filter, table and totals in English', async () => {
    const response = await staff.get(`${PDF}?company=${alpha.key}`, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${businessDate(new Date())}_volume_status.pdf"`,
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    const text = pdfText(pdf);
    for (const expected of [
      'Volume status',
      'Company: ',
      'Product group',
      'Initial quantity',
      'Available quantity',
      'Ordered quantity',
      'Delivered quantity',
      'Activated quantity',
      groupA.name,
      '1,000,500',
      '1,000,200',
      'Total',
      '1,000,700',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(alpha.cofor10);
  });

  it('speaks French with accents and French numbers when asked in French', async () => {
    const response = await staff.get(`${PDF}?company=${alpha.key}`, { 'accept-language': 'fr-FR,fr;q=0.9' });
    const text = pdfText(response.rawPayload);
    for (const expected of [
      'État des volumes',
      'Société',
      'Quantité initiale',
      'Quantité livrée',
      'Quantité activée',
      'Étoile',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('1\u00a0000\u00a0500');
    expect(text).toContain('Société\u00a0: ');
    expect(text).not.toContain('Volume status');
  });

  it('names all companies when none is chosen', async () => {
    const text = pdfText((await analyst.get(PDF, { 'accept-language': 'en' })).rawPayload);
    expect(text).toContain('Company: All companies');
  });
});
