import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedUser, createUserLike } from './helpers/accounts.js';
import { createShippedOrder, removeShippedOrders, type ShippedOrder } from './helpers/activation.js';
import { countRows, queryRows } from './helpers/database.js';
import { loadOrderingData, orderBody, sendOrder } from './helpers/ordering.js';
import { buildTestApp, signedInClient, type TestClient, useTestApp } from './helpers/test-app.js';

/**
 * Shipping is all or nothing, and the labels' rolls are checked without a foreign key
 * (decision 155: statement-level triggers instead of one trigger call per label).
 */
const context = useTestApp();
const STAFF = { email: 'staff@demo.example', accountId: 'PROVIDER01' };
const SUPPLIER = { email: 'supplier@demo.example', accountId: '12345A0001' };
const API = '/backoffice/api/orders/';

let supplierUser: CreatedUser;
let supplier: TestClient;
let product: { pk: number; labels_per_unit: number };
let addresses: { delivery: number; billing: number };
let companyId: number;
const made: ShippedOrder[] = [];

beforeAll(async () => {
  supplierUser = await createUserLike(context.database, SUPPLIER.email);
  supplier = await signedInClient(context.app, supplierUser.email, supplierUser.accountId);
  const data = await loadOrderingData(supplier);
  product = data.standard.find((candidate) => !candidate.blocked)!;
  addresses = data.addresses;
  const [row] = await queryRows<{ company_id: number }>(
    context.database,
    sql`select company_id from users where id = ${supplierUser.id}`,
  );
  companyId = row!.company_id;
});
afterAll(() => removeShippedOrders(context.database, made));

/** A new order of the test supplier with `quantity` labels, moved to IN_PRODUCTION by `staff`. */
async function orderInProduction(staff: TestClient, quantity: number) {
  const response = await sendOrder(
    supplier,
    orderBody([{ product: product.pk, quantity: product.labels_per_unit }], addresses, {
      customer_order_no: `PO-${randomUUID().slice(0, 8)}`,
    }),
  );
  expect(response.statusCode).toBe(201);
  const orderId = response.json().order.order_id as string;
  // A last partial roll: the position is set to the exact count (as the bench does).
  await context.database.db.execute(
    sql`update order_positions set quantity = ${quantity}
        where order_id = (select id from orders where order_id = ${orderId})`,
  );
  let version = (await staff.get(`${API}${orderId}/`)).json().version as number;
  for (const to of ['ORDER_RECEIVED', 'IN_PRODUCTION']) {
    const moved = await staff.post(`${API}${orderId}/transition/`, { to, version });
    expect(moved.statusCode).toBe(200);
    version = moved.json().version;
  }
  return { orderId, version };
}

const rollsOf = (orderId: string) =>
  countRows(
    context.database,
    'spools',
    `order_position_id in (select p.id from order_positions p join orders o on o.id = p.order_id where o.order_id = '${orderId}')`,
  );

describe('shipping is all or nothing', () => {
  let brokenApp: FastifyInstance;
  let brokenStaff: TestClient;

  beforeAll(async () => {
    // Every byte 0: every label id drawn is BBBBBBBBBBBB, so the gap-filling rounds can never
    // make the labels ordered and the shipment fails after its rolls and first labels are written.
    brokenApp = await buildTestApp(context.database, { randomBytes: (size) => Buffer.alloc(size) });
    brokenStaff = await signedInClient(brokenApp, STAFF.email, STAFF.accountId);
  });
  afterAll(async () => {
    await brokenApp?.close();
  });

  it('writes nothing when the labels cannot all be made: no rolls, no labels, no state change, no mail, no audit row', async () => {
    const quantity = product.labels_per_unit + 3;
    const { orderId, version } = await orderInProduction(brokenStaff, quantity);
    const labelsBefore = await countRows(context.database, 'labels');
    const mailsBefore = await countRows(context.database, 'outbox');

    const failed = await brokenStaff.post(`${API}${orderId}/ship/`, { version });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ code: 'INTERNAL', errors: { detail: 'An internal error occurred.' } });

    expect(await rollsOf(orderId)).toBe(0);
    expect(await countRows(context.database, 'labels')).toBe(labelsBefore);
    expect(await countRows(context.database, 'labels', `label_id = 'BBBBBBBBBBBB'`)).toBe(0);
    expect(await countRows(context.database, 'outbox')).toBe(mailsBefore);
    const [order] = await queryRows<{ state: string; version: number }>(
      context.database,
      sql`select state, version from orders where order_id = ${orderId}`,
    );
    expect(order).toEqual({ state: 'IN_PRODUCTION', version });
    expect(
      await countRows(context.database, 'audit_log', `entity_id = '${orderId}' and action = 'order.ship'`),
    ).toBe(0);

    // The same call with a working random source then ships it whole.
    const staff = await signedInClient(context.app, STAFF.email, STAFF.accountId);
    const shipped = await staff.post(`${API}${orderId}/ship/`, { version });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({ rolls: 2, labels: quantity, already_shipped: false });
    const [row] = await queryRows<{ n: number; ids: number }>(
      context.database,
      sql`select count(*)::int as n, count(distinct l.label_id)::int as ids from labels l
          join spools s on s.id = l.spool_id join order_positions p on p.id = s.order_position_id
          join orders o on o.id = p.order_id where o.order_id = ${orderId}`,
    );
    expect(row).toEqual({ n: quantity, ids: quantity });
  });
});

describe("labels' rolls without a foreign key (decision 155)", () => {
  it('refuses labels of a roll that does not exist (23503), the whole statement', async () => {
    const shipped = await createShippedOrder(context.database, companyId, new Date(), 2);
    made.push(shipped);
    const labelsBefore = await countRows(context.database, 'labels');
    const insert = context.database.db.execute(
      sql`insert into labels (label_id, object_id, spool_id)
          select 'ZZZZZZZZZZZ' || n, 990000000000 + n,
                 case when n = 1 then (select id from spools where spool_no = ${shipped.spoolNo}) else -1 end
          from generate_series(1, 2) n`,
    );
    await expect(insert).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23503' }),
    });
    expect(await countRows(context.database, 'labels')).toBe(labelsBefore);
  });

  it('refuses moving a label to a roll that does not exist, and allows an existing one', async () => {
    const first = await createShippedOrder(context.database, companyId, new Date(), 1);
    const second = await createShippedOrder(context.database, companyId, new Date(), 1);
    made.push(first, second);
    const labelId = first.labelIds[0]!;
    await expect(
      context.database.db.execute(sql`update labels set spool_id = -1 where label_id = ${labelId}`),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23503' }) });
    await context.database.db.execute(
      sql`update labels set spool_id = (select id from spools where spool_no = ${second.spoolNo})
          where label_id = ${labelId}`,
    );
    const [row] = await queryRows<{ spool_no: string }>(
      context.database,
      sql`select s.spool_no from labels l join spools s on s.id = l.spool_id where l.label_id = ${labelId}`,
    );
    expect(row?.spool_no).toBe(second.spoolNo);
  });

  it("deletes a deleted roll's labels with it, and no other labels", async () => {
    const gone = await createShippedOrder(context.database, companyId, new Date(), 3);
    const kept = await createShippedOrder(context.database, companyId, new Date(), 2);
    made.push(gone, kept);
    await context.database.db.execute(sql`delete from spools where spool_no = ${gone.spoolNo}`);
    expect(await countRows(context.database, 'labels', `label_id in ('${gone.labelIds.join("','")}')`)).toBe(
      0,
    );
    expect(await countRows(context.database, 'labels', `label_id in ('${kept.labelIds.join("','")}')`)).toBe(
      2,
    );
  });

  it('refuses changing the id of a roll that has labels', async () => {
    const shipped = await createShippedOrder(context.database, companyId, new Date(), 1);
    made.push(shipped);
    await expect(
      context.database.db.execute(sql`update spools set id = -id where spool_no = ${shipped.spoolNo}`),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23503' }) });
  });
});
