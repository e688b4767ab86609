import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedUser, createUserLike } from './helpers/accounts.js';
import { createShippedOrder, removeShippedOrders, type ShippedOrder } from './helpers/activation.js';
import { countRows, queryRows } from './helpers/database.js';
import { loadOrderingData, orderBody, sendOrder } from './helpers/ordering.js';
import { buildTestApp, signedInClient, type TestClient, useTestApp } from './helpers/test-app.js';

const context = useTestApp();
const STAFF = { email: 'staff@demo.example', accountId: 'PROVIDER01' };
const SUPPLIER = { email: 'supplier@demo.example', accountId: '12345A0001' };
const API = '/backoffice/api/orders/';
const SENT_STATES = [
  'ORDER_PENDING',
  'ORDER_RECEIVED',
  'IN_PRODUCTION',
  'SHIPPED',
  'CANCEL_REQUESTED',
  'CANCELLED',
] as const;
const TARGETS = ['ORDER_RECEIVED', 'IN_PRODUCTION', 'CANCELLED', 'CANCEL_REFUSED'] as const;
const ALLOWED: Record<string, string[]> = {
  ORDER_PENDING: ['ORDER_RECEIVED'],
  ORDER_RECEIVED: ['IN_PRODUCTION'],
  IN_PRODUCTION: [],
  SHIPPED: [],
  CANCEL_REQUESTED: ['CANCELLED', 'CANCEL_REFUSED'],
  CANCELLED: [],
};
const LABEL_ID = /^[BCDFGHJKLMNPQRSTVWXYZ0-9]{12}$/;
const LABEL_ID_ALPHABET = 'BCDFGHJKLMNPQRSTVWXYZ0123456789';

let staff: TestClient;
let supplierUser: CreatedUser;
let supplier: TestClient;
let product: { pk: number; labels_per_unit: number };
let addresses: { delivery: number; billing: number };

beforeAll(async () => {
  staff = await signedInClient(context.app, STAFF.email, STAFF.accountId);
  supplierUser = await createUserLike(context.database, SUPPLIER.email);
  supplier = await signedInClient(context.app, supplierUser.email, supplierUser.accountId);
  const data = await loadOrderingData(supplier);
  product = data.standard.find((candidate) => !candidate.blocked)!;
  addresses = data.addresses;
});

/** A new order of the test supplier, ORDER_PENDING; answers its order id. */
async function newOrder(rolls = 2, poNumber = `PO-${randomUUID().slice(0, 8)}`): Promise<string> {
  const response = await sendOrder(
    supplier,
    orderBody([{ product: product.pk, quantity: rolls * product.labels_per_unit }], addresses, {
      customer_order_no: poNumber,
    }),
  );
  expect(response.statusCode).toBe(201);
  return response.json().order.order_id as string;
}

async function detail(orderId: string) {
  const response = await staff.get(`${API}${orderId}/`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Puts an order into a state directly (test set-up), with the history row a cancel request leaves. */
async function forceState(orderId: string, state: string, before = 'ORDER_RECEIVED') {
  await context.database.db.execute(sql`update orders set state = ${state} where order_id = ${orderId}`);
  if (state === 'CANCEL_REQUESTED') {
    await context.database.db.execute(
      sql`insert into order_state_changes (order_id, from_state, to_state)
          select id, ${before}, 'CANCEL_REQUESTED' from orders where order_id = ${orderId}`,
    );
  }
}

const mailsTo = (email: string) =>
  queryRows<{ subject: string; body_text: string; language: string; template: string }>(
    context.database,
    sql`select subject, body_text, language, template from outbox where recipient = ${email} order by id`,
  );
/** The audit rows of the back office's moves of an order (the supplier's send has its own). */
const auditOf = (orderId: string) =>
  queryRows<{ action: string; before: { state: string }; after: { state: string }; actor_user_id: number }>(
    context.database,
    sql`select action, before, after, actor_user_id from audit_log where entity_type = 'order' and entity_id = ${orderId} and action not in ('order.send', 'order.request_cancellation') order by id`,
  );

describe('staff order transitions', () => {
  afterEach(async () => {
    await context.database.db.execute(sql`update users set language = 'en' where id = ${supplierUser.id}`);
  });

  it('allows exactly the moves of domain.md section 5 from every state, and refuses the others with 409', async () => {
    const orderId = await newOrder(1);
    for (const state of SENT_STATES) {
      for (const target of TARGETS) {
        await forceState(orderId, state, 'ORDER_PENDING');
        const before = await detail(orderId);
        expect(before.actions).toEqual(state === 'IN_PRODUCTION' ? ['SHIP'] : (ALLOWED[state] ?? []));
        const mails = (await mailsTo(supplierUser.email)).length;
        const audits = (await auditOf(orderId)).length;
        const response = await staff.post(`${API}${orderId}/transition/`, {
          to: target,
          version: before.version,
        });
        if (ALLOWED[state]!.includes(target)) {
          expect(response.statusCode, `${state} → ${target}`).toBe(200);
          const expected = target === 'CANCEL_REFUSED' ? 'ORDER_PENDING' : target;
          expect(response.json().state).toBe(expected);
          expect(response.json().version).toBe(before.version + 1);
          expect((await mailsTo(supplierUser.email)).length).toBe(mails + 1);
          expect((await auditOf(orderId)).length).toBe(audits + 1);
        } else {
          expect(response.statusCode, `${state} → ${target}`).toBe(409);
          expect(response.json()).toEqual({
            code: 'CONFLICT',
            errors: {
              detail: expect.stringContaining(`An order in state ${state} cannot be moved to ${target}.`),
              type: 'TRANSITION_REFUSED',
            },
          });
          const after = await detail(orderId);
          expect(after.state).toBe(state);
          expect(after.version).toBe(before.version);
          expect((await mailsTo(supplierUser.email)).length).toBe(mails);
          expect((await auditOf(orderId)).length).toBe(audits);
        }
      }
    }
  });

  it('ships only from IN_PRODUCTION; every other state refuses with 409 and makes no rolls', async () => {
    const orderId = await newOrder(1);
    for (const state of SENT_STATES.filter((s) => s !== 'IN_PRODUCTION' && s !== 'SHIPPED')) {
      await forceState(orderId, state);
      const { version } = await detail(orderId);
      const response = await staff.post(`${API}${orderId}/ship/`, { version });
      expect(response.statusCode, state).toBe(409);
      expect(response.json().errors.detail).toContain(
        `An order in state ${state} cannot be moved to SHIPPED.`,
      );
      expect((await detail(orderId)).rolls_count).toBe(0);
    }
  });

  it('refuses a target that is not a staff move (SHIPPED, CANCEL_REQUESTED) with 400', async () => {
    const orderId = await newOrder(1);
    for (const to of ['SHIPPED', 'CANCEL_REQUESTED', 'CREATED', 'nonsense']) {
      const response = await staff.post(`${API}${orderId}/transition/`, { to, version: 1 });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.to).toEqual(['Invalid value']);
    }
  });

  it('accepts, moves to production and ships: mails in the user language, audit rows, exact rolls and labels', async () => {
    const orderId = await newOrder(2);
    await context.database.db.execute(sql`update users set language = 'fr' where id = ${supplierUser.id}`);
    // Two full rolls and a partial one of 7 labels.
    const quantity = 2 * product.labels_per_unit + 7;
    await context.database.db.execute(
      sql`update order_positions set quantity = ${quantity}
          where order_id = (select id from orders where order_id = ${orderId})`,
    );
    let order = await detail(orderId);
    for (const to of ['ORDER_RECEIVED', 'IN_PRODUCTION']) {
      const response = await staff.post(`${API}${orderId}/transition/`, { to, version: order.version });
      expect(response.statusCode).toBe(200);
      order = response.json();
    }
    const shipped = await staff.post(`${API}${orderId}/ship/`, { version: order.version });
    expect(shipped.statusCode).toBe(200);
    const result = shipped.json();
    expect(result).toMatchObject({ rolls: 3, labels: quantity, already_shipped: false });
    expect(result.order.state).toBe('SHIPPED');
    expect(result.order.rolls_count).toBe(3);
    expect(result.order.rolls.map((roll: { label_count: number }) => roll.label_count).sort()).toEqual(
      [7, product.labels_per_unit, product.labels_per_unit].sort(),
    );
    expect(result.order.history.map((h: { to_state: string }) => h.to_state)).toEqual([
      'ORDER_PENDING',
      'ORDER_RECEIVED',
      'IN_PRODUCTION',
      'SHIPPED',
    ]);

    const labels = await queryRows<{ label_id: string; object_id: string; spool_no: string }>(
      context.database,
      sql`select l.label_id, l.object_id::text, s.spool_no from labels l join spools s on s.id = l.spool_id
          join order_positions p on p.id = s.order_position_id join orders o on o.id = p.order_id
          where o.order_id = ${orderId}`,
    );
    expect(labels).toHaveLength(quantity);
    expect(labels.every((label) => LABEL_ID.test(label.label_id))).toBe(true);
    expect(new Set(labels.map((label) => label.label_id)).size).toBe(quantity);
    expect(new Set(labels.map((label) => label.object_id)).size).toBe(quantity);
    expect(new Set(labels.map((label) => label.spool_no)).size).toBe(3);
    // Each roll's object ids are contiguous (taken roll by roll, before the rows are sorted by id).
    const objectIdsPerRoll = await queryRows<{ n: number; span: number }>(
      context.database,
      sql`select count(*)::int as n, (max(l.object_id) - min(l.object_id) + 1)::int as span
          from labels l join spools s on s.id = l.spool_id
          join order_positions p on p.id = s.order_position_id join orders o on o.id = p.order_id
          where o.order_id = ${orderId} group by s.id`,
    );
    expect(objectIdsPerRoll.map((roll) => roll.span)).toEqual(objectIdsPerRoll.map((roll) => roll.n));

    // The supplier got one mail per move, in French.
    const mails = (await mailsTo(supplierUser.email)).filter(
      (mail) => mail.template.startsWith('order_state_') && mail.subject.includes(`${orderId} `),
    );
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Votre commande ${orderId} a été acceptée`,
      `Votre commande ${orderId} est en production`,
      `Votre commande ${orderId} a été expédiée`,
    ]);
    expect(mails.every((mail) => mail.language === 'fr')).toBe(true);
    expect(mails[2]!.body_text).toContain('3\u00a0rouleaux');
    const audit = await auditOf(orderId);
    expect(audit.map((row) => [row.action, row.before.state, row.after.state])).toEqual([
      ['order.accept', 'ORDER_PENDING', 'ORDER_RECEIVED'],
      ['order.start_production', 'ORDER_RECEIVED', 'IN_PRODUCTION'],
      ['order.ship', 'IN_PRODUCTION', 'SHIPPED'],
    ]);

    // A second click or a retry answers the same shipment and makes nothing new.
    const spoolsBefore = await countRows(context.database, 'spools');
    const labelsBefore = await countRows(context.database, 'labels');
    const again = await staff.post(`${API}${orderId}/ship/`, { version: order.version });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ rolls: 3, labels: quantity, already_shipped: true });
    expect(await countRows(context.database, 'spools')).toBe(spoolsBefore);
    expect(await countRows(context.database, 'labels')).toBe(labelsBefore);

    // The supplier's history shows it shipped.
    const history = await supplier.get('/orders/api/orders/?limit=100');
    const mine = history.json().results.find((row: { order_id: string }) => row.order_id === orderId);
    expect(mine.state).toBe('SHIPPED');
  });

  it('cancels a requested cancellation and gives the quota back (CANCEL_WITHDRAWAL)', async () => {
    const orderId = await newOrder(3);
    const requested = await supplier.request('PATCH', `/orders/api/orders/${(await detail(orderId)).pk}`, {
      body: { state: 'CANCEL_REQUESTED' },
    });
    expect(requested.statusCode).toBe(200);
    const order = await detail(orderId);
    expect(order.state).toBe('CANCEL_REQUESTED');
    expect(order.state_before_cancel).toBe('ORDER_PENDING');
    const response = await staff.post(`${API}${orderId}/transition/`, {
      to: 'CANCELLED',
      version: order.version,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().state).toBe('CANCELLED');
    const events = await queryRows<{ type: string; amount: string }>(
      context.database,
      sql`select type, amount::text from licensing_events where order_id = ${order.pk} order by id`,
    );
    expect(events.map((event) => event.type)).toEqual(['WITHDRAWAL', 'CANCEL_WITHDRAWAL']);
    expect(events[1]!.amount).toBe(events[0]!.amount);
    const [mail] = (await mailsTo(supplierUser.email)).slice(-1);
    expect(mail!.subject).toBe(`Your order ${orderId} was cancelled`);
    const [audit] = (await auditOf(orderId)).slice(-1);
    expect(audit!.action).toBe('order.cancel');
  });

  it('refusing a cancellation returns the order to the state it left (from the history)', async () => {
    const orderId = await newOrder(1);
    let order = await detail(orderId);
    order = (
      await staff.post(`${API}${orderId}/transition/`, { to: 'ORDER_RECEIVED', version: order.version })
    ).json();
    expect(
      (
        await supplier.request('PATCH', `/orders/api/orders/${order.pk}`, {
          body: { state: 'CANCEL_REQUESTED' },
        })
      ).statusCode,
    ).toBe(200);
    order = await detail(orderId);
    const response = await staff.post(`${API}${orderId}/transition/`, {
      to: 'CANCEL_REFUSED',
      version: order.version,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().state).toBe('ORDER_RECEIVED');
    expect(response.json().actions).toEqual(['IN_PRODUCTION']);
    const [mail] = (await mailsTo(supplierUser.email)).slice(-1);
    expect(mail!.subject).toBe(`Your order ${orderId} goes on: the cancellation was not possible`);
    expect((await auditOf(orderId)).at(-1)!.action).toBe('order.refuse_cancellation');
  });

  it('answers 409 with the stale-version message for an old version, and writes nothing', async () => {
    const orderId = await newOrder(1);
    const order = await detail(orderId);
    const mails = (await mailsTo(supplierUser.email)).length;
    for (const call of [
      () => staff.post(`${API}${orderId}/transition/`, { to: 'ORDER_RECEIVED', version: order.version - 1 }),
      () => staff.post(`${API}${orderId}/transition/`, { to: 'ORDER_RECEIVED', version: order.version + 1 }),
    ]) {
      const response = await call();
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'CONFLICT',
        errors: {
          detail:
            'Someone else changed this record meanwhile. Reload it to see their change, then make yours again.',
          type: 'STALE_VERSION',
        },
      });
    }
    await forceState(orderId, 'IN_PRODUCTION');
    const stale = await staff.post(`${API}${orderId}/ship/`, { version: order.version + 5 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors.type).toBe('STALE_VERSION');
    expect((await detail(orderId)).rolls_count).toBe(0);
    expect((await mailsTo(supplierUser.email)).length).toBe(mails);
    expect(await auditOf(orderId)).toEqual([]);
  });

  it('answers 404 for an unknown order id or a draft', async () => {
    expect((await staff.get(`${API}1999-000001/`)).statusCode).toBe(404);
    const [draft] = await queryRows<{ order_id: string }>(
      context.database,
      sql`select order_id from orders where state = 'CREATED' limit 1`,
    );
    const response = await staff.post(`${API}${draft!.order_id}/transition/`, {
      to: 'ORDER_RECEIVED',
      version: 1,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('rights', () => {
  it('refuses suppliers (403) and a view-only staff member on changes (403), nothing written', async () => {
    const orderId = await newOrder(1);
    const viewer = await createUserLike(context.database, STAFF.email);
    await context.database.db.execute(sql`
      with g as (insert into groups (name, description) values (${`order_viewer_${randomUUID().slice(0, 6)}`}, 'test')
                 returning id),
           r as (insert into group_rights (group_id, "right") select id, 'backoffice.view_order' from g)
      select 1`);
    await context.database.db.execute(sql`
      delete from user_groups where user_id = ${viewer.id};
    `);
    await context.database.db.execute(sql`
      insert into user_groups (user_id, group_id)
      select ${viewer.id}, id from groups where name like 'order_viewer_%' order by id desc limit 1`);
    const viewing = await signedInClient(context.app, viewer.email, viewer.accountId);
    expect((await viewing.get(API)).statusCode).toBe(200);
    expect((await viewing.get(`${API}${orderId}/`)).statusCode).toBe(200);
    const version = (await detail(orderId)).version;
    const forbidden = {
      code: 'FORBIDDEN',
      errors: { detail: "You don't have sufficient rights to access this Content." },
    };
    for (const client of [viewing, supplier]) {
      const change = await client.post(`${API}${orderId}/transition/`, { to: 'ORDER_RECEIVED', version });
      expect(change.statusCode).toBe(403);
      expect(change.json()).toEqual(forbidden);
      expect((await client.post(`${API}${orderId}/ship/`, { version })).statusCode).toBe(403);
    }
    expect((await supplier.get(API)).statusCode).toBe(403);
    expect((await supplier.get(`${API}${orderId}/`)).statusCode).toBe(403);
    expect((await detail(orderId)).state).toBe('ORDER_PENDING');
  });
});

describe('staff order list', () => {
  it('pages every company by keyset, newest first, without drafts or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let previous = '9999';
    do {
      const url: string = `${API}?limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = (await staff.get(url)).json();
      for (const row of page.results) {
        expect(row.state).not.toBe('CREATED');
        expect(row.created_at <= previous).toBe(true);
        previous = row.created_at;
        seen.push(row.order_id);
      }
      cursor = page.next_cursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    const sent = await countRows(context.database, 'orders', "state <> 'CREATED'");
    expect(seen.length).toBe(sent);
    const companies = await queryRows<{ n: number }>(
      context.database,
      sql`select count(distinct company_id)::int as n from orders where state <> 'CREATED'`,
    );
    expect(companies[0]!.n).toBeGreaterThan(3);
  });

  it('filters by state, company (name, COFOR6, COFOR10), dates, order id and purchase order number', async () => {
    const po = `ZX-${randomUUID().slice(0, 6)}`;
    const orderId = await newOrder(1, po);
    const ids = async (query: string) =>
      (
        (await staff.get(`${API}?limit=200&${query}`)).json().results as { order_id: string; state: string }[]
      ).map((row) => row.order_id);
    expect(await ids(`customer_order_no=${po.toLowerCase()}`)).toEqual([orderId]);
    expect(await ids(`order_id=${orderId}`)).toEqual([orderId]);
    expect(await ids(`order_id=${orderId}&state=SHIPPED`)).toEqual([]);
    expect(await ids(`order_id=${orderId}&state=ORDER_PENDING`)).toEqual([orderId]);
    for (const company of ['12345A0001', '12345A', 'demo parts']) {
      expect(await ids(`company=${encodeURIComponent(company)}&customer_order_no=${po}`)).toEqual([orderId]);
    }
    expect(await ids(`company=32345C0001&customer_order_no=${po}`)).toEqual([]);
    const shipped = (await staff.get(`${API}?limit=200&state=SHIPPED`)).json().results as { state: string }[];
    expect(shipped.length).toBeGreaterThan(5);
    expect(shipped.every((row) => row.state === 'SHIPPED')).toBe(true);
    const ranged = (await staff.get(`${API}?limit=200&from=2025-01-01&to=2025-12-31`)).json().results as {
      created_at: string;
    }[];
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.every((row) => row.created_at >= '2025-01-01' && row.created_at < '2026-01-01')).toBe(true);
  });

  it('answers 400 with field messages for bad filters', async () => {
    const response = await staff.get(`${API}?state=CREATED&from=2025-13-01&cursor=abc`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      state: ['Invalid value'],
      from: ['Enter a date as yyyy-MM-dd.'],
      cursor: ['Invalid value'],
    });
  });
});

/** Moves a new order of the test supplier with `quantity` labels to IN_PRODUCTION; answers its version. */
async function inProduction(client: TestClient, orderId: string, quantity: number): Promise<number> {
  await context.database.db.execute(
    sql`update order_positions set quantity = ${quantity}
        where order_id = (select id from orders where order_id = ${orderId})`,
  );
  let version = (await detail(orderId)).version as number;
  for (const to of ['ORDER_RECEIVED', 'IN_PRODUCTION']) {
    const response = await client.post(`${API}${orderId}/transition/`, { to, version });
    expect(response.statusCode).toBe(200);
    version = response.json().version;
  }
  return version;
}

describe('shipping when a random label id is already taken', () => {
  /** The app under test draws its label ids from `random`: the first call starts with chosen bytes. */
  let collidingApp: FastifyInstance;
  let collidingStaff: TestClient;
  let sizes: number[] = [];
  let firstBytes: number[] = [];
  const made: ShippedOrder[] = [];

  beforeAll(async () => {
    collidingApp = await buildTestApp(context.database, {
      randomBytes: (size) => {
        sizes.push(size);
        const block = randomBytes(size);
        block.set(firstBytes.slice(0, size));
        firstBytes = [];
        return block;
      },
    });
    collidingStaff = await signedInClient(collidingApp, STAFF.email, STAFF.accountId);
  });
  afterAll(async () => {
    await removeShippedOrders(context.database, made);
    await collidingApp?.close();
  });

  const bytesOf = (labelId: string) => [...labelId].map((character) => LABEL_ID_ALPHABET.indexOf(character));

  it('falls back to filling the gaps: exactly the labels ordered, unique ids, the taken one left alone; a retry answers the same shipment', async () => {
    const [company] = await queryRows<{ company_id: number }>(
      context.database,
      sql`select company_id from users where id = ${supplierUser.id}`,
    );
    const taken = await createShippedOrder(context.database, company!.company_id, new Date(), 1);
    made.push(taken);
    const takenId = taken.labelIds[0]!;
    const orderId = await newOrder(2);
    const quantity = 2 * product.labels_per_unit + 7;
    const version = await inProduction(collidingStaff, orderId, quantity);

    // The first label id drawn is the one already stored: the one-statement insert fails.
    sizes = [];
    firstBytes = bytesOf(takenId);
    const shipped = await collidingStaff.post(`${API}${orderId}/ship/`, { version });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({ rolls: 3, labels: quantity, already_shipped: false });
    // One draw for the whole order, one more for the round that refilled it.
    expect(sizes.length).toBe(2);

    const labels = await queryRows<{ label_id: string; spool_no: string }>(
      context.database,
      sql`select l.label_id, s.spool_no from labels l join spools s on s.id = l.spool_id
          join order_positions p on p.id = s.order_position_id join orders o on o.id = p.order_id
          where o.order_id = ${orderId}`,
    );
    expect(labels).toHaveLength(quantity);
    expect(labels.every((label) => LABEL_ID.test(label.label_id))).toBe(true);
    expect(new Set(labels.map((label) => label.label_id)).size).toBe(quantity);
    expect(labels.some((label) => label.label_id === takenId)).toBe(false);
    const perRoll = new Map<string, number>();
    for (const label of labels) perRoll.set(label.spool_no, (perRoll.get(label.spool_no) ?? 0) + 1);
    expect([...perRoll.values()].sort((a, b) => a - b)).toEqual([
      7,
      product.labels_per_unit,
      product.labels_per_unit,
    ]);
    const [kept] = await queryRows<{ spool_no: string }>(
      context.database,
      sql`select s.spool_no from labels l join spools s on s.id = l.spool_id where l.label_id = ${takenId}`,
    );
    expect(kept?.spool_no).toBe(taken.spoolNo);

    const labelsBefore = await countRows(context.database, 'labels');
    const again = await collidingStaff.post(`${API}${orderId}/ship/`, { version });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ rolls: 3, labels: quantity, already_shipped: true });
    expect(await countRows(context.database, 'labels')).toBe(labelsBefore);
    expect(sizes.length).toBe(2);
  });

  it('also falls back when two ids drawn for the same order are equal', async () => {
    const orderId = await newOrder(1);
    const quantity = product.labels_per_unit;
    const version = await inProduction(collidingStaff, orderId, quantity);
    sizes = [];
    firstBytes = [...bytesOf('BCDFGHJKLMNP'), ...bytesOf('BCDFGHJKLMNP')];
    const shipped = await collidingStaff.post(`${API}${orderId}/ship/`, { version });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({ rolls: 1, labels: quantity, already_shipped: false });
    expect(sizes.length).toBe(2);
    const [row] = await queryRows<{ n: number; ids: number }>(
      context.database,
      sql`select count(*)::int as n, count(distinct l.label_id)::int as ids from labels l
          join spools s on s.id = l.spool_id join order_positions p on p.id = s.order_position_id
          join orders o on o.id = p.order_id where o.order_id = ${orderId}`,
    );
    expect(row).toEqual({ n: quantity, ids: quantity });
  });
});

describe("a shipped roll's labels (list and CSV)", () => {
  /** A new order shipped with two full rolls and a partial one of 7 labels; its rolls by size. */
  async function shipWithPartialRoll() {
    const orderId = await newOrder(2);
    const quantity = 2 * product.labels_per_unit + 7;
    await context.database.db.execute(
      sql`update order_positions set quantity = ${quantity}
          where order_id = (select id from orders where order_id = ${orderId})`,
    );
    let order = await detail(orderId);
    for (const to of ['ORDER_RECEIVED', 'IN_PRODUCTION']) {
      order = (await staff.post(`${API}${orderId}/transition/`, { to, version: order.version })).json();
    }
    const shipped = await staff.post(`${API}${orderId}/ship/`, { version: order.version });
    expect(shipped.statusCode).toBe(200);
    const rolls = shipped.json().order.rolls as { spool_no: string; label_count: number }[];
    const partial = rolls.find((roll) => roll.label_count === 7)!;
    const full = rolls.find((roll) => roll.label_count === product.labels_per_unit)!;
    return { orderId, partial, full };
  }

  async function labelsOf(spoolNo: string) {
    return queryRows<{ label_id: string; object_id: string }>(
      context.database,
      sql`select l.label_id, l.object_id::text from labels l join spools s on s.id = l.spool_id
          where s.spool_no = ${spoolNo} order by l.label_id`,
    );
  }

  it('pages a roll by label id: every label once, with its object id, then next_after null', async () => {
    const { orderId, partial } = await shipWithPartialRoll();
    const seen: { label_id: string; object_id: number; activated_at: string | null }[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const query: string = after ? `?limit=3&after=${after}` : '?limit=3';
      const response = await staff.get(`${API}${orderId}/rolls/${partial.spool_no}/labels/${query}`);
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page).toMatchObject({ spool_no: partial.spool_no, label_count: 7 });
      seen.push(...page.results);
      after = page.next_after;
      pages++;
    } while (after !== null);
    expect(pages).toBe(3);
    const stored = await labelsOf(partial.spool_no);
    expect(seen.map((label) => [label.label_id, String(label.object_id)])).toEqual(
      stored.map((label) => [label.label_id, label.object_id]),
    );
    expect(seen.every((label) => label.activated_at === null)).toBe(true);
  });

  it('downloads a whole roll as CSV: header, one line per label with its object id, streamed', async () => {
    const { orderId, full } = await shipWithPartialRoll();
    await context.database.db.execute(
      sql`update labels set activated_at = '2026-11-20T10:00:00Z'
          where label_id = (select min(l.label_id) from labels l join spools s on s.id = l.spool_id where s.spool_no = ${full.spool_no})`,
    );
    const response = await staff.get(`${API}${orderId}/rolls/${full.spool_no}/labels.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${full.spool_no}_labels.csv"`,
    );
    const lines = response.body.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe('label_id;object_id;spool_no;activated_at');
    expect(lines.at(-1)).toBe('');
    const stored = await labelsOf(full.spool_no);
    expect(lines.slice(1, -1)).toEqual(
      stored.map(
        (label, index) =>
          `${label.label_id};${label.object_id};${full.spool_no};${index === 0 ? '2026-11-20T10:00:00.000Z' : ''}`,
      ),
    );
    expect(lines).toHaveLength(product.labels_per_unit + 2);
  });

  it('answers 404 for a roll of another order, an unknown roll or order; 400 for a bad page', async () => {
    const first = await shipWithPartialRoll();
    const second = await shipWithPartialRoll();
    for (const path of [
      `${API}${first.orderId}/rolls/${second.partial.spool_no}/labels/`,
      `${API}${first.orderId}/rolls/NOPE-1/labels/`,
      `${API}NO-SUCH-ORDER/rolls/${first.partial.spool_no}/labels/`,
      `${API}${first.orderId}/rolls/${second.partial.spool_no}/labels.csv`,
    ]) {
      const response = await staff.get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    const base = `${API}${first.orderId}/rolls/${first.partial.spool_no}/labels/`;
    expect((await staff.get(`${base}?limit=500`)).statusCode).toBe(200);
    for (const query of ['?limit=0', '?limit=501', '?limit=x', '?after=a;b', '?other=1']) {
      const response = await staff.get(`${base}${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await staff.get(`${base}?limit=501`)).json().errors).toEqual({
      limit: ['Ensure this value is less than or equal to 500.'],
    });
  });

  it('refuses a supplier (403) on the list and the CSV', async () => {
    const { orderId, partial } = await shipWithPartialRoll();
    for (const path of [`rolls/${partial.spool_no}/labels/`, `rolls/${partial.spool_no}/labels.csv`]) {
      expect((await supplier.get(`${API}${orderId}/${path}`)).statusCode).toBe(403);
    }
  });
});
