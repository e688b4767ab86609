import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { UNKNOWN_COMPANY_ID } from '@label-portal/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerificationStore, reattributeQueuedRolls } from '../src/modules/scans/verifications/index.js';
import {
  monthsOf,
  readVerificationBatch,
} from '../src/modules/scans/verifications/ingest/verification-batch.js';
import { type CreatedUser, createUserLike } from './helpers/accounts.js';
import { createShippedOrder, removeShippedOrders, type ShippedOrder } from './helpers/activation.js';
import { countRows, queryRows } from './helpers/database.js';
import { createDistributionAddress } from './helpers/distribution.js';
import { loadOrderingData, orderBody, sendOrder } from './helpers/ordering.js';
import { buildTestApp, signedInClient, type TestClient, useTestApp } from './helpers/test-app.js';
import {
  eventOf,
  NO_ROLLUP_DIFFERENCES,
  rollupDifferences,
  rollupFingerprint,
  seededRandom,
  type TestEvent,
  VERIFICATIONS,
} from './helpers/verifications.js';

const context = useTestApp();
const STAFF = { email: 'staff@demo.example', accountId: 'PROVIDER01' };
const SUPPLIER = { email: 'supplier@demo.example', accountId: '12345A0001' };
const ORDERS = '/backoffice/api/orders/';
const LABEL_ID_ALPHABET = 'BCDFGHJKLMNPQRSTVWXYZ0123456789';
const NO_DIFFERENCES = NO_ROLLUP_DIFFERENCES;
const CITIES = [
  [48.8566, 2.3522],
  [52.52, 13.405],
  [-23.5505, -46.6333],
  [35.6762, 139.6503],
] as const;

let staff: TestClient;
let supplierUser: CreatedUser;
let supplier: TestClient;
let supplierCompany = 0;
let product: { pk: number; labels_per_unit: number };
let addresses: { delivery: number; billing: number };
let ingestKey = '';
let otherOrder: ShippedOrder;

/** The app that ships: its label ids start with the bytes of `plannedIds` (set before a ship call). */
let shipApp: FastifyInstance;
let shipStaff: TestClient;
let plannedBytes: number[] = [];

function planLabelIds(count: number): string[] {
  const ids = Array.from({ length: count }, () =>
    Array.from({ length: 12 }, () => LABEL_ID_ALPHABET[randomInt(LABEL_ID_ALPHABET.length)]).join(''),
  );
  plannedBytes = ids.flatMap((id) => [...id].map((character) => LABEL_ID_ALPHABET.indexOf(character)));
  return ids;
}

function ingest(events: readonly TestEvent[]) {
  return context.app.inject({
    method: 'POST',
    url: VERIFICATIONS,
    headers: { authorization: `Bearer ${ingestKey}` },
    payload: events as object[],
  });
}

async function ingestOk(events: readonly TestEvent[]) {
  const response = await ingest(events);
  expect(response.statusCode).toBe(200);
  return response.json() as { received: number; inserted: number; duplicates: number; rejected: unknown[] };
}

/** A new order of the test supplier moved to IN_PRODUCTION with `quantity` labels (two rolls). */
async function orderInProduction(): Promise<{ orderId: string; quantity: number; version: number }> {
  const quantity = product.labels_per_unit + 3;
  // Shipped labels left non-activated would block the company from ordering.
  await context.database.db.execute(
    sql`update labels set activated_at = now()
        where activated_at is null and spool_id in (select id from spools where company_id = ${supplierCompany})`,
  );
  const sent = await sendOrder(
    supplier,
    orderBody([{ product: product.pk, quantity: product.labels_per_unit }], addresses, {
      customer_order_no: `PO-${randomUUID().slice(0, 8)}`,
    }),
  );
  expect(sent.statusCode, sent.body).toBe(201);
  const orderId = sent.json().order.order_id as string;
  await context.database.db.execute(
    sql`update order_positions set quantity = ${quantity}
        where order_id = (select id from orders where order_id = ${orderId})`,
  );
  let version = (await staff.get(`${ORDERS}${orderId}/`)).json().version as number;
  for (const to of ['ORDER_RECEIVED', 'IN_PRODUCTION']) {
    const response = await staff.post(`${ORDERS}${orderId}/transition/`, { to, version });
    expect(response.statusCode).toBe(200);
    version = response.json().version;
  }
  return { orderId, quantity, version };
}

async function ship(orderId: string, version: number) {
  const response = await shipStaff.post(`${ORDERS}${orderId}/ship/`, { version });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ rolls: 2, already_shipped: false });
}

/** Scans over a few days, statuses, tags and cities, of the given labels and object ids. */
function scansOf(
  seed: number,
  count: number,
  labelIds: readonly string[],
  objectIds: readonly number[] = [],
) {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: count }, () => {
    const [lat, lon] = pick(CITIES);
    const byObject = objectIds.length > 0 && random() < 0.3;
    return eventOf({
      timestamp: new Date(Date.UTC(2026, pick([0, 1, 2]), 1 + Math.floor(random() * 27), 12)).toISOString(),
      label_id: byObject ? null : pick(labelIds),
      object_id: byObject ? pick(objectIds) : null,
      status: pick([99, 3, 4, 1]),
      accuracy: pick([0, 15, 600, 1500]),
      lat: lat + random() / 100,
      lon: lon + random() / 100,
      tags: pick([[], ['app'], ['promo', 'app']]),
    });
  });
}

/** Scans per company in the day rollup. */
async function countsByCompany(): Promise<Map<number, number>> {
  const rows = await queryRows<{ company_id: number; count: string }>(
    context.database,
    sql`select company_id, sum(count)::text as count from verification_daily group by company_id`,
  );
  return new Map(rows.map((row) => [Number(row.company_id), Number(row.count)]));
}

/** Events of these ids whose stored attribution differs from what their label gives now. */
async function misattributed(eventIds: readonly string[]): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    context.database,
    sql`select count(*)::int as n
        from verification_events e
        join labels l on l.label_id = e.label_id
        join spools s on s.id = l.spool_id
        join products p on p.id = s.product_id
        join order_positions op on op.id = s.order_position_id
        join orders o on o.id = op.order_id
        where e.event_id in (select value from json_array_elements_text(${JSON.stringify(eventIds)}::json))
          and (e.company_id, e.object_id, e.spool_id, e.order_id, e.product_id, e.product_group_id,
               e.customer_reference, e.order_country)
          is distinct from (s.company_id, l.object_id, s.id, o.id, p.id, p.product_group_id, p.customer_reference,
               nullif(o.delivery_address ->> 'country_code', ''))`,
  );
  return row!.n;
}

async function companiesOf(eventIds: readonly string[]): Promise<number[]> {
  const rows = await queryRows<{ company_id: number }>(
    context.database,
    sql`select distinct company_id from verification_events
        where event_id in (select value from json_array_elements_text(${JSON.stringify(eventIds)}::json))
        order by 1`,
  );
  return rows.map((row) => Number(row.company_id));
}

const queued = () => countRows(context.database, 'verification_reattributions');

beforeAll(async () => {
  staff = await signedInClient(context.app, STAFF.email, STAFF.accountId);
  supplierUser = await createUserLike(context.database, SUPPLIER.email);
  supplier = await signedInClient(context.app, supplierUser.email, supplierUser.accountId);
  const data = await loadOrderingData(supplier);
  product = data.standard.find((candidate) => !candidate.blocked)!;
  addresses = data.addresses;
  const [company] = await queryRows<{ company_id: number }>(
    context.database,
    sql`select company_id from users where id = ${supplierUser.id}`,
  );
  supplierCompany = Number(company!.company_id);
  const key = await staff.post('/backoffice/api/api_keys/', {
    name: 'Authentication service',
    scope: 'verification_ingest',
  });
  expect(key.statusCode).toBe(201);
  ingestKey = key.json().key;
  otherOrder = await createShippedOrder(context.database, supplierCompany, new Date('2026-01-05'), 5);
  shipApp = await buildTestApp(context.database, {
    randomBytes: (size) => {
      const block = randomBytes(size);
      block.set(plannedBytes.slice(0, size));
      plannedBytes = [];
      return block;
    },
  });
  shipStaff = await signedInClient(shipApp, STAFF.email, STAFF.accountId);
});

afterAll(async () => {
  await removeShippedOrders(context.database, [otherOrder]);
  await shipApp?.close();
});

describe('scans that arrived before their rolls were shipped', () => {
  let firstOrderId = '';
  let allEvents: TestEvent[] = [];

  it('move to the shipped company with every dimension, and every rollup follows exactly', async () => {
    const { orderId, quantity, version } = await orderInProduction();
    firstOrderId = orderId;
    const planned = planLabelIds(quantity);
    // This file's first shipment: the object ids it takes are the sequence's next ones.
    const [sequence] = await queryRows<{ next: string }>(
      context.database,
      sql`select (last_value + case when is_called then 1 else 0 end)::text as next from label_object_id_seq`,
    );
    const firstObject = Number(sequence!.next);
    const early = [
      ...scansOf(1, 120, planned.slice(0, 20), [firstObject, firstObject + 1, firstObject + 2]),
      // An unknown label id with an object id of the order: resolved by its object id once shipped.
      eventOf({ label_id: 'ZZZZZZZZZZZ9', object_id: firstObject + 3, status: 4 }),
    ];
    const unrelated = [
      ...scansOf(2, 30, ['QQQQQQQQQQQ1', 'QQQQQQQQQQQ2']),
      ...scansOf(3, 20, otherOrder.labelIds),
    ];
    expect(await ingestOk([...early, ...unrelated])).toMatchObject({ inserted: 171, duplicates: 0 });
    expect(await companiesOf(early.map((event) => event.id))).toEqual([UNKNOWN_COMPANY_ID]);
    const unrelatedBefore = await queryRows<Record<string, unknown>>(
      context.database,
      sql`select company_id, event_id, label_id, spool_id from verification_events
          where event_id in (select value from json_array_elements_text(${JSON.stringify(unrelated.map((e) => e.id))}::json))
          order by event_id`,
    );

    await ship(orderId, version);
    // Shipping only queues its two rolls.
    expect(await queued()).toBe(2);
    expect(await companiesOf(early.map((event) => event.id))).toEqual([UNKNOWN_COMPANY_ID]);

    // While the rolls wait, their labels resolve as unknown: a re-send is a duplicate, a new scan
    // joins the stored ones under the unknown company.
    expect(await ingestOk(early)).toMatchObject({ inserted: 0, duplicates: early.length });
    const waiting = eventOf({ label_id: planned[0]!, status: 99 });
    expect(await ingestOk([waiting])).toMatchObject({ inserted: 1 });
    expect(await companiesOf([waiting.id])).toEqual([UNKNOWN_COMPANY_ID]);

    const before = await countsByCompany();
    const moved = await reattributeQueuedRolls(context.database.db);
    expect(moved).toBe(early.length + 1);
    expect(await queued()).toBe(0);

    const movedIds = [...early, waiting].map((event) => event.id);
    expect(await companiesOf(movedIds)).toEqual([supplierCompany]);
    expect(await misattributed(movedIds)).toBe(0);
    const [unknownByObject] = await queryRows<{ label_id: string; spool_id: number; order_id: number }>(
      context.database,
      sql`select label_id, spool_id, order_id from verification_events where event_id = ${early.at(-1)!.id}`,
    );
    const [labelOfObject] = await queryRows<{ label_id: string; spool_id: number }>(
      context.database,
      sql`select label_id, spool_id from labels where object_id = ${firstObject + 3}`,
    );
    expect(unknownByObject).toMatchObject({
      label_id: labelOfObject!.label_id,
      spool_id: labelOfObject!.spool_id,
    });
    expect(planned).toContain(labelOfObject!.label_id);

    const after = await countsByCompany();
    expect(after.get(UNKNOWN_COMPANY_ID)).toBe((before.get(UNKNOWN_COMPANY_ID) ?? 0) - moved);
    expect(after.get(supplierCompany)).toBe((before.get(supplierCompany) ?? 0) + moved);
    expect(
      await countRows(
        context.database,
        'verification_label_counts',
        `company_id = 0 and label_id in (${planned.map((id) => `'${id}'`).join(', ')}, 'ZZZZZZZZZZZ9')`,
      ),
    ).toBe(0);
    expect(await rollupDifferences(context.database)).toEqual(NO_DIFFERENCES);
    // Scans of other labels did not move.
    expect(
      await queryRows<Record<string, unknown>>(
        context.database,
        sql`select company_id, event_id, label_id, spool_id from verification_events
            where event_id in (select value from json_array_elements_text(${JSON.stringify(unrelated.map((e) => e.id))}::json))
            order by event_id`,
      ),
    ).toEqual(unrelatedBefore);

    // A re-send finds the moved copies: duplicates, nothing changes.
    allEvents = [...early, waiting, ...unrelated];
    const fingerprint = await rollupFingerprint(context.database);
    expect(await ingestOk(allEvents)).toEqual({
      received: allEvents.length,
      inserted: 0,
      duplicates: allEvents.length,
      rejected: [],
    });
    expect(await rollupFingerprint(context.database)).toBe(fingerprint);
    // Nothing queued: a further round moves nothing.
    expect(await reattributeQueuedRolls(context.database.db)).toBe(0);
    expect(await rollupFingerprint(context.database)).toBe(fingerprint);

    // A new scan of a shipped label goes straight to the company.
    const later = eventOf({ label_id: planned[1]!, status: 3 });
    expect(await ingestOk([later])).toMatchObject({ inserted: 1 });
    expect(await companiesOf([later.id])).toEqual([supplierCompany]);
    expect(await rollupDifferences(context.database)).toEqual(NO_DIFFERENCES);
  }, 120_000);

  it('end right when batches of the same labels are stored while the rolls are moved', async () => {
    const { orderId, quantity, version } = await orderInProduction();
    const planned = planLabelIds(quantity);
    const early = scansOf(11, 200, planned.slice(0, 30));
    await ingestOk(early);
    await ship(orderId, version);
    const during = [scansOf(12, 150, planned.slice(0, 30)), scansOf(13, 150, planned.slice(10, 40))];
    // The batches and the move run side by side (on PostgreSQL on separate connections); one
    // batch re-sends the early scans.
    const results = await Promise.all([
      ingestOk(during[0]!),
      reattributeQueuedRolls(context.database.db),
      ingestOk([...during[1]!, ...early.slice(0, 50)]),
      reattributeQueuedRolls(context.database.db),
    ]);
    expect(results[2]).toMatchObject({ inserted: 150, duplicates: 50 });
    await reattributeQueuedRolls(context.database.db);
    expect(await queued()).toBe(0);
    const ids = [...early, ...during.flat()].map((event) => event.id);
    expect(await companiesOf(ids)).toEqual([supplierCompany]);
    expect(await misattributed(ids)).toBe(0);
    expect(await rollupDifferences(context.database)).toEqual(NO_DIFFERENCES);
    expect(await ingestOk(early)).toMatchObject({ inserted: 0, duplicates: early.length });
  }, 120_000);

  it.skipIf(!process.env.DATABASE_URL)(
    'waits for a batch being stored before moving, and moves its scans too (PostgreSQL)',
    async () => {
      const { orderId, quantity, version } = await orderInProduction();
      const planned = planLabelIds(quantity);
      await ship(orderId, version);
      const inFlight = scansOf(21, 40, planned.slice(0, 5));
      const { events } = readVerificationBatch(inFlight, new Date(), 'en');
      const store = createVerificationStore(context.database.kind);
      await store.ensureMonths(context.database.db, monthsOf(events));
      let commit = () => {};
      let stored = () => {};
      const isStored = new Promise<void>((resolve) => {
        stored = resolve;
      });
      // A batch stored in an open transaction (its labels' rolls are queued: stored as unknown).
      const batch = context.database.db.transaction(async (tx) => {
        await store.storeEvents(tx, events);
        stored();
        await new Promise<void>((resolve) => {
          commit = resolve;
        });
      });
      await isStored;
      let isMoved = false;
      const moving = reattributeQueuedRolls(context.database.db).then((moved) => {
        isMoved = true;
        return moved;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      // The move waits for the batch's commit (the attribution lock) …
      expect(isMoved).toBe(false);
      commit();
      await batch;
      // … then sees and moves its scans.
      expect(await moving).toBe(inFlight.length);
      const ids = inFlight.map((event) => event.id);
      expect(await companiesOf(ids)).toEqual([supplierCompany]);
      expect(await misattributed(ids)).toBe(0);
      expect(await rollupDifferences(context.database)).toEqual(NO_DIFFERENCES);
    },
  );

  it('stay where they are when the roll is redistributed (shown, not re-keyed)', async () => {
    const address = await createDistributionAddress(context.database, supplierCompany);
    const [roll] = await queryRows<{ spool_no: string }>(
      context.database,
      sql`select s.spool_no from spools s join order_positions p on p.id = s.order_position_id
          join orders o on o.id = p.order_id where o.order_id = ${firstOrderId} order by s.id limit 1`,
    );
    const fingerprint = await rollupFingerprint(context.database);
    const stored = await queryRows<Record<string, unknown>>(
      context.database,
      sql`select * from verification_events where spool_id = (select id from spools where spool_no = ${roll!.spool_no})
          order by event_id`,
    );
    expect(stored.length).toBeGreaterThan(0);
    const response = await supplier.post(
      '/distribution/api/distribution_list/',
      {
        distribution_entries: [
          {
            distribution_address: address,
            comment: 'Second plant',
            spool_entries: [{ spool_no: roll!.spool_no, comment: '' }],
          },
        ],
      },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(response.statusCode).toBe(201);
    expect(await queued()).toBe(0);
    expect(await reattributeQueuedRolls(context.database.db)).toBe(0);
    expect(await rollupFingerprint(context.database)).toBe(fingerprint);
    expect(
      await queryRows<Record<string, unknown>>(
        context.database,
        sql`select * from verification_events where spool_id = (select id from spools where spool_no = ${roll!.spool_no})
            order by event_id`,
      ),
    ).toEqual(stored);
    expect(await ingestOk(allEvents)).toMatchObject({ inserted: 0, duplicates: allEvents.length });
    expect(await rollupFingerprint(context.database)).toBe(fingerprint);
  });
});
