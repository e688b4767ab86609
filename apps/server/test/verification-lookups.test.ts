import { randomUUID } from 'node:crypto';
import { UNKNOWN_COMPANY_ID, VERIFICATION_LOOKUP_LIMIT } from '@label-portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeVerificationId } from '../src/modules/scans/verifications/verification-id.js';
import { createShippedOrder, removeShippedOrders, type ShippedOrder } from './helpers/activation.js';
import { queryRows } from './helpers/database.js';
import { signedInClient, type TestClient, useTestApp } from './helpers/test-app.js';
import { eventOf, type TestEvent, VERIFICATIONS } from './helpers/verifications.js';

const context = useTestApp();
const LOG = '/statistics/api/verifications/';
const LABEL_INFO = '/statistics/api/label_info/';
const TAGS = '/statistics/api/tags/';
const SUPPLIERS = '/statistics/api/suppliers/';
const PRODUCTS = '/statistics/api/products/';
const NOT_FOUND = { code: 'NOT_FOUND', errors: { detail: 'Not found.' } };
const FORBIDDEN = {
  code: 'FORBIDDEN',
  errors: { detail: "You don't have sufficient rights to access this Content." },
};
const BAD_LABEL_ID = {
  code: 'VALIDATION_FAILED',
  errors: { id: ['Enter a 12-character label id or the digits of an object id.'] },
};
/** Tags unique to this run: the demo data may hold scans with tags of its own. */
const RUN = randomUUID().slice(0, 6).toLowerCase();
const tag = (name: string) => `${RUN}-${name}`;

let staff: TestClient;
let analyst: TestClient;
let supplier: TestClient;
let transport: TestClient;
let approver: TestClient;
let supplierCompany = 0;
let transportCompany = 0;
let supplierOrder: ShippedOrder;
let transportOrder: ShippedOrder;
let loneRoll: ShippedOrder;
let redistributedAt = '';
const events: Record<'own' | 'redistributed' | 'transport' | 'unknown', TestEvent> = {
  own: eventOf({ status: 3, tags: [tag('promo'), tag('app')], accuracy: 0, client_type: 'MA' }),
  redistributed: eventOf({ status: 1, lat: 45.75, lon: 4.85 }),
  transport: eventOf({ status: 99, tags: [tag('fleet')] }),
  unknown: eventOf({ label_id: 'ZZZZZZZZZZZZ', status: 4, tags: [tag('happy')] }),
};

async function companyIdOf(email: string): Promise<number> {
  const [row] = await queryRows<{ company_id: number }>(
    context.database,
    sql`select company_id from users where email = ${email}`,
  );
  return Number(row!.company_id);
}

async function objectIdOf(labelId: string): Promise<string> {
  const [row] = await queryRows<{ object_id: string }>(
    context.database,
    sql`select object_id::text as object_id from labels where label_id = ${labelId}`,
  );
  return row!.object_id;
}

/** The verification id the map gives the stored event (its whole key). */
async function idOf(event: TestEvent): Promise<string> {
  const [row] = await queryRows<{ company_id: number; micros: string }>(
    context.database,
    sql`select company_id, ((extract(epoch from scanned_at) * 1000000)::bigint)::text as micros
        from verification_events where event_id = ${event.id}`,
  );
  return encodeVerificationId({
    companyId: Number(row!.company_id),
    scannedAtMicros: BigInt(row!.micros),
    eventId: event.id,
  });
}

async function productOf(spoolNo: string) {
  const [row] = await queryRows<{ reference: string; group: string }>(
    context.database,
    sql`select p.customer_reference as reference, g.name as "group"
        from spools s join products p on p.id = s.product_id join product_groups g on g.id = p.product_group_id
        where s.spool_no = ${spoolNo}`,
  );
  return row!;
}

beforeAll(async () => {
  staff = await signedInClient(context.app, 'staff@demo.example', 'PROVIDER01');
  analyst = await signedInClient(context.app, 'analyst@demo.example', 'CARMAKER01');
  supplier = await signedInClient(context.app, 'supplier@demo.example', '12345A0001');
  transport = await signedInClient(context.app, 'transport@demo.example', '32345C0001');
  approver = await signedInClient(context.app, 'approver@demo.example', 'CARMAKER01');
  supplierCompany = await companyIdOf('supplier@demo.example');
  transportCompany = await companyIdOf('transport@demo.example');
  supplierOrder = await createShippedOrder(context.database, supplierCompany, new Date('2026-01-10'), 6);
  transportOrder = await createShippedOrder(context.database, transportCompany, new Date('2026-01-10'), 3);
  loneRoll = await createShippedOrder(context.database, transportCompany, new Date('2026-01-10'), 2);
  const db = context.database.db;
  await db.execute(
    sql`update orders set delivery_address = jsonb_build_object('city', 'Besançon', 'country_code', 'FR')
        where id = ${supplierOrder.orderPk}`,
  );
  await db.execute(
    sql`update orders set delivery_address = jsonb_build_object('city', 'Pamplona', 'country_code', 'ES')
        where id = ${transportOrder.orderPk}`,
  );
  // A roll made but neither shipped nor owned: found without order information.
  await db.execute(
    sql`update spools set company_id = null, order_position_id = null where spool_no = ${loneRoll.spoolNo}`,
  );
  await db.execute(sql`update labels set activated_at = now() where label_id = ${supplierOrder.labelIds[1]}`);
  // The supplier redistributes its roll to a recipient in Lyon: shown, the scans stay with the supplier.
  const [distribution] = await queryRows<{ created_at: string }>(
    context.database,
    sql`with address as (
          insert into addresses (company_id, category, company_name, street_address, address_details, postal_code,
            city, country_code, state)
          values (${supplierCompany}, 'DISTRIBUTION', 'Garage du Rhône', '3 Quai Claude Bernard', 'Bâtiment B',
            '69007', 'Lyon', 'FR', 'APPROVED')
          returning id
        ), distribution as (
          insert into distributions (company_id, address_id, comment, created_at)
          select ${supplierCompany}, id, 'For the Lyon workshop', '2026-02-01T09:30:00Z' from address
          returning id, created_at
        ), spool as (
          insert into distribution_spools (distribution_id, spool_id, comment)
          select distribution.id, s.id, '' from distribution, spools s where s.spool_no = ${supplierOrder.spoolNo}
        )
        select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at from distribution`,
  );
  redistributedAt = distribution!.created_at;

  events.own.label_id = supplierOrder.labelIds[0]!;
  events.redistributed.label_id = supplierOrder.labelIds[2]!;
  events.transport.label_id = transportOrder.labelIds[0]!;
  const key = await staff.post('/backoffice/api/api_keys/', {
    name: 'Authentication service',
    scope: 'verification_ingest',
  });
  expect(key.statusCode).toBe(201);
  const sent = await context.app.inject({
    method: 'POST',
    url: VERIFICATIONS,
    headers: { authorization: `Bearer ${key.json().key}` },
    payload: Object.values(events),
  });
  expect(sent.json()).toEqual({ received: 4, inserted: 4, duplicates: 0, rejected: [] });
});

afterAll(async () => {
  await context.database.db.execute(
    sql`delete from distribution_spools where spool_id in (select id from spools where spool_no = ${supplierOrder.spoolNo})`,
  );
  await removeShippedOrders(context.database, [supplierOrder, transportOrder, loneRoll]);
});

describe('the verification log of the map popup', () => {
  it("gives a supplier every field of their own company's scan, with the buyer, order address and product group", async () => {
    const id = await idOf(events.own);
    const product = await productOf(supplierOrder.spoolNo);
    const response = await supplier.get(`${LOG}${encodeURIComponent(id)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id,
      timestamp: '2026-03-14T10:20:30.000Z',
      status: 3,
      verification_count: 1,
      holospot_id: await objectIdOf(supplierOrder.labelIds[0]!),
      label_id: supplierOrder.labelIds[0],
      client_type: 'MA',
      agent: 'Mozilla/5.0',
      agent_version: '5.0',
      position: { lat: 48.8566, lon: 2.3522 },
      accuracy: 0,
      attr_order_company_name: 'Demo Parts SAS',
      attr_order_city: 'Besançon',
      attr_order_country: 'FR',
      attr_product_group: product.group,
      redistribution: {
        company_name: 'Garage du Rhône',
        comment: 'For the Lyon workshop',
        date_created: redistributedAt,
        street_address: '3 Quai Claude Bernard',
        address_details: 'Bâtiment B',
        city: 'Lyon',
        postal_code: '69007',
        country_code: 'FR',
        spool_id: supplierOrder.spoolNo,
      },
    });
  });

  it('shows the redistribution but keeps the scan with the buyer', async () => {
    const id = await idOf(events.redistributed);
    expect(id.startsWith(`${supplierCompany}~`)).toBe(true);
    const response = await supplier.get(`${LOG}${encodeURIComponent(id)}`);
    expect(response.json()).toMatchObject({
      status: 1,
      position: { lat: 45.75, lon: 4.85 },
      attr_order_company_name: 'Demo Parts SAS',
      redistribution: { company_name: 'Garage du Rhône', spool_id: supplierOrder.spoolNo },
    });
  });

  it("answers 404 to a supplier asking for another company's scan, which staff and analysts read", async () => {
    const id = await idOf(events.transport);
    const refused = await supplier.get(`${LOG}${encodeURIComponent(id)}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(NOT_FOUND);
    for (const viewer of [staff, analyst]) {
      const response = await viewer.get(`${LOG}${encodeURIComponent(id)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 99,
        attr_order_company_name: 'Componentes Ibéricos del Automóvil S.L.',
        attr_order_city: 'Pamplona',
        attr_order_country: 'ES',
        redistribution: null,
      });
    }
    const own = await transport.get(`${LOG}${encodeURIComponent(id)}`);
    expect(own.statusCode).toBe(200);
  });

  it('gives staff the scan of an unknown label with empty order fields', async () => {
    const id = await idOf(events.unknown);
    expect(id.startsWith(`${UNKNOWN_COMPANY_ID}~`)).toBe(true);
    const response = await staff.get(`${LOG}${encodeURIComponent(id)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 4,
      label_id: 'ZZZZZZZZZZZZ',
      holospot_id: null,
      attr_order_company_name: null,
      attr_order_city: null,
      attr_order_country: null,
      attr_product_group: null,
      redistribution: null,
    });
    expect((await supplier.get(`${LOG}${encodeURIComponent(id)}`)).statusCode).toBe(404);
  });

  it('answers 404 to an id that names no scan or is not an id', async () => {
    const id = await idOf(events.own);
    const [company, micros, eventId] = id.split('~') as [string, string, string];
    const wrong = [
      `${company}~${BigInt(micros) + 1n}~${eventId}`,
      `${company}~${micros}~${eventId}x`,
      `${transportCompany}~${micros}~${eventId}`,
      'not-an-id',
      `${company}~${micros}`,
      `${company}~99999999999999999~${eventId}`,
      `${company}~-5~${eventId}`,
      // Not an event id as ingest takes one: a NUL once reached PostgreSQL (a 400, not a 404).
      `${company}~${micros}~a\u0000b`,
      `${company}~${micros}~a b`,
      `${company}~${micros}~${'e'.repeat(65)}`,
    ];
    for (const candidate of wrong) {
      const response = await staff.get(`${LOG}${encodeURIComponent(candidate)}`);
      expect(response.statusCode, candidate).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });

  it('answers 414 to an id longer than a path parameter may be (100 characters; ids stay under 96)', async () => {
    const response = await staff.get(`${LOG}${'1'.repeat(101)}`);
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      errors: { detail: 'A part of the address of this request is too long.' },
    });
  });

  it('answers 403 without orders.view_order', async () => {
    const response = await approver.get(`${LOG}${encodeURIComponent(await idOf(events.own))}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
  });
});

describe('the label info', () => {
  it('finds a delivered label by its id with its roll, product, order, buyer and redistribution', async () => {
    const product = await productOf(supplierOrder.spoolNo);
    const expected = {
      label_id: supplierOrder.labelIds[0],
      spool_id: supplierOrder.spoolNo,
      reference: product.reference,
      product_group: product.group,
      company_name: 'Demo Parts SAS',
      cofor10: '12345A0001',
      city: 'Besançon',
      country_code: 'FR',
      state: 'DELIVERED',
      order_id: supplierOrder.orderId,
      holospot_id: await objectIdOf(supplierOrder.labelIds[0]!),
      redistribution: {
        company_name: 'Garage du Rhône',
        comment: 'For the Lyon workshop',
        date_created: redistributedAt,
        street_address: '3 Quai Claude Bernard',
        address_details: 'Bâtiment B',
        city: 'Lyon',
        postal_code: '69007',
        country_code: 'FR',
        spool_id: supplierOrder.spoolNo,
      },
    };
    const byLabel = await supplier.get(`${LABEL_INFO}${supplierOrder.labelIds[0]}`);
    expect(byLabel.statusCode).toBe(200);
    expect(byLabel.json()).toEqual(expected);
    const byObject = await staff.get(`${LABEL_INFO}${expected.holospot_id}`);
    expect(byObject.json()).toEqual(expected);
  });

  it('says ACTIVATED for an activated label and leaves out a redistribution the roll does not have', async () => {
    const activated = await supplier.get(`${LABEL_INFO}${supplierOrder.labelIds[1]}`);
    expect(activated.json()).toMatchObject({ state: 'ACTIVATED', label_id: supplierOrder.labelIds[1] });
    const other = await transport.get(`${LABEL_INFO}${transportOrder.labelIds[0]}`);
    expect(other.json()).toMatchObject({
      state: 'DELIVERED',
      company_name: 'Componentes Ibéricos del Automóvil S.L.',
      city: 'Pamplona',
      country_code: 'ES',
      order_id: transportOrder.orderId,
    });
    expect(other.json()).not.toHaveProperty('redistribution');
  });

  it('finds a label of a roll without order or company with empty order fields (found without order information)', async () => {
    const product = await productOf(loneRoll.spoolNo);
    const response = await staff.get(`${LABEL_INFO}${loneRoll.labelIds[0]}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      label_id: loneRoll.labelIds[0],
      spool_id: loneRoll.spoolNo,
      reference: product.reference,
      product_group: product.group,
      company_name: null,
      cofor10: null,
      city: null,
      country_code: null,
      state: null,
      order_id: null,
      holospot_id: await objectIdOf(loneRoll.labelIds[0]!),
    });
  });

  it("answers {} to an unknown label, and to a supplier asking for another company's label", async () => {
    for (const id of ['ZZZZZZZZZZZZ', '999999999999999999']) {
      const response = await staff.get(`${LABEL_INFO}${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({});
    }
    const foreign = await supplier.get(`${LABEL_INFO}${transportOrder.labelIds[0]}`);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toEqual({});
    const foreignByObject = await supplier.get(
      `${LABEL_INFO}${await objectIdOf(transportOrder.labelIds[0]!)}`,
    );
    expect(foreignByObject.json()).toEqual({});
    expect((await supplier.get(`${LABEL_INFO}${loneRoll.labelIds[0]}`)).json()).toEqual({});
    expect((await analyst.get(`${LABEL_INFO}${transportOrder.labelIds[0]}`)).json()).toMatchObject({
      label_id: transportOrder.labelIds[0],
    });
  });

  it('answers 400 to what is neither a 12-character label id nor digits', async () => {
    const lower = supplierOrder.labelIds[0]!.toLowerCase();
    for (const id of ['ABC', 'BCDFGHJKLMNPQ', lower, 'BCDFGHJKLMNA', '%23123456', '1234567890123456789']) {
      const response = await supplier.get(`${LABEL_INFO}${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toEqual(BAD_LABEL_ID);
    }
  });

  it('answers 403 without orders.view_order', async () => {
    const response = await approver.get(`${LABEL_INFO}${supplierOrder.labelIds[0]}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
  });
});

describe('the look-ups of the filter panel', () => {
  it('lists the tags of the scans a supplier may see, and every tag to staff', async () => {
    const own = await supplier.get(`${TAGS}?search=${RUN}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([tag('app'), tag('promo')]);
    expect((await transport.get(`${TAGS}?search=${RUN}`)).json()).toEqual([tag('fleet')]);
    expect((await staff.get(`${TAGS}?search=${RUN}`)).json()).toEqual([
      tag('app'),
      tag('fleet'),
      tag('happy'),
      tag('promo'),
    ]);
  });

  it('refuses a search sent twice with a message on the field', async () => {
    for (const url of [TAGS, SUPPLIERS, PRODUCTS]) {
      const response = await staff.get(`${url}?search=a&search=b`);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        code: 'VALIDATION_FAILED',
        errors: { search: ['Invalid value'] },
      });
    }
  });

  it('matches tags holding the search in any case, those starting with it first', async () => {
    expect((await staff.get(`${TAGS}?search=${RUN}-AP`)).json()).toEqual([tag('app')]);
    const holding = await staff.get(`${TAGS}?search=${encodeURIComponent('ap')}`);
    const mine = (holding.json() as string[]).filter((value) => value.startsWith(RUN));
    expect(mine).toEqual([tag('app'), tag('happy')]);
    const starting = await staff.get(`${TAGS}?search=${encodeURIComponent(`${RUN}-`)}`);
    expect(starting.json()).toHaveLength(4);
    expect((await staff.get(`${TAGS}?search=%25`)).json()).toEqual([]);
  });

  it(`answers at most ${VERIFICATION_LOOKUP_LIMIT} tags`, async () => {
    const key = await staff.post('/backoffice/api/api_keys/', {
      name: 'Many tags',
      scope: 'verification_ingest',
    });
    const many = Array.from({ length: 60 }, (_, index) => tag(`many-${String(index).padStart(2, '0')}`));
    const sent = await context.app.inject({
      method: 'POST',
      url: VERIFICATIONS,
      headers: { authorization: `Bearer ${key.json().key}` },
      payload: [0, 20, 40].map((start) => eventOf({ tags: many.slice(start, start + 20) })),
    });
    expect(sent.json()).toMatchObject({ inserted: 3 });
    const response = await staff.get(`${TAGS}?search=${RUN}-many`);
    expect(response.json()).toEqual(many.slice(0, VERIFICATION_LOOKUP_LIMIT));
  });

  it('lists suppliers by name or COFOR10 start to staff, and only their own company to a supplier', async () => {
    const byName = await staff.get(`${SUPPLIERS}?search=demo%20parts`);
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toEqual([{ id: supplierCompany, name: 'Demo Parts SAS', cofor10: '12345A0001' }]);
    expect((await analyst.get(`${SUPPLIERS}?search=32345c`)).json()).toEqual([
      { id: transportCompany, name: 'Componentes Ibéricos del Automóvil S.L.', cofor10: '32345C0001' },
    ]);
    // A start, not anywhere in the name; car-makers and the provider are not suppliers.
    expect((await staff.get(`${SUPPLIERS}?search=parts`)).json()).toEqual([]);
    expect((await staff.get(`${SUPPLIERS}?search=CARMAKER01`)).json()).toEqual([]);
    const all = (await staff.get(SUPPLIERS)).json() as unknown[];
    expect(all.length).toBeGreaterThan(1);
    expect(all.length).toBeLessThanOrEqual(VERIFICATION_LOOKUP_LIMIT);

    expect((await supplier.get(SUPPLIERS)).json()).toEqual([
      { id: supplierCompany, name: 'Demo Parts SAS', cofor10: '12345A0001' },
    ]);
    expect((await supplier.get(`${SUPPLIERS}?search=Compo`)).json()).toEqual([]);
  });

  it("names the suppliers a URL chose by their ids (first 50 or not), within the viewer's scope", async () => {
    const suppliers = await queryRows<{ id: number; name: string; cofor10: string }>(
      context.database,
      sql`select id, name, cofor10 from companies where kind = 'SUPPLIER' order by lower(name) desc, id desc limit 1`,
    );
    const last = { ...suppliers[0]!, id: Number(suppliers[0]!.id) };
    const carMaker = await companyIdOf('analyst@demo.example');
    const url = (...ids: number[]) => `${SUPPLIERS}?${ids.map((id) => `ids=${id}`).join('&')}`;

    // Staff: every supplier asked for, by name, whatever the empty search's first 50 hold.
    const both = await staff.get(url(supplierCompany, transportCompany, last.id, supplierCompany));
    expect(both.statusCode).toBe(200);
    const named = both.json() as { id: number }[];
    expect(named.map((company) => company.id).sort()).toEqual(
      [...new Set([supplierCompany, transportCompany, last.id])].sort(),
    );
    expect(named).toContainEqual(last);
    expect(named).toContainEqual({ id: supplierCompany, name: 'Demo Parts SAS', cofor10: '12345A0001' });
    // The search still applies; a car-maker, the unknown company 0 and an id nobody has are not suppliers.
    expect((await analyst.get(`${url(supplierCompany, transportCompany)}&search=demo`)).json()).toEqual([
      { id: supplierCompany, name: 'Demo Parts SAS', cofor10: '12345A0001' },
    ]);
    expect((await staff.get(url(carMaker, UNKNOWN_COMPANY_ID, 2_147_483_000))).json()).toEqual([]);

    // A supplier: its own company only; another company's id answers nothing (no name leaks).
    expect((await supplier.get(url(transportCompany, supplierCompany))).json()).toEqual([
      { id: supplierCompany, name: 'Demo Parts SAS', cofor10: '12345A0001' },
    ]);
    expect((await supplier.get(url(transportCompany))).json()).toEqual([]);
    expect(
      (await transport.get(url(supplierCompany, last.id === transportCompany ? 0 : last.id))).json(),
    ).toEqual([]);

    // Refused: not a whole number, more than 100 ids; and without orders.view_order.
    const bad = await staff.get(`${SUPPLIERS}?ids=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'VALIDATION_FAILED', errors: { 'ids.0': ['Invalid value'] } });
    const many = await staff.get(url(...Array.from({ length: 101 }, (_, index) => index + 1)));
    expect(many.statusCode).toBe(400);
    expect(many.json()).toEqual({
      code: 'VALIDATION_FAILED',
      errors: { ids: ['Choose at most 100 values.'] },
    });
    const refused = await approver.get(url(supplierCompany));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(FORBIDDEN);
  });

  it('lists distinct customer references holding the search, those starting with it first', async () => {
    const [product] = await queryRows<{ reference: string }>(
      context.database,
      sql`select customer_reference as reference from products order by id limit 1`,
    );
    const reference = product!.reference;
    const response = await supplier.get(`${PRODUCTS}?search=${encodeURIComponent(reference.toLowerCase())}`);
    expect(response.statusCode).toBe(200);
    const found = response.json() as string[];
    expect(found[0]).toBe(reference);
    expect(new Set(found).size).toBe(found.length);
    const all = (await staff.get(PRODUCTS)).json() as string[];
    expect(all.length).toBeLessThanOrEqual(VERIFICATION_LOOKUP_LIMIT);
    expect(new Set(all).size).toBe(all.length);
    expect((await staff.get(`${PRODUCTS}?search=no-such-reference-${RUN}`)).json()).toEqual([]);
  });

  it('answers 400 to a search over 100 characters and to an unknown parameter, 403 without orders.view_order', async () => {
    const long = await staff.get(`${TAGS}?search=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      code: 'VALIDATION_FAILED',
      errors: { search: ['Ensure this field has no more than 100 characters.'] },
    });
    const unknown = await staff.get(`${PRODUCTS}?limit=5`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    for (const url of [TAGS, SUPPLIERS, PRODUCTS]) {
      const response = await approver.get(url);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
  });
});
