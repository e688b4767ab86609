import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countRows, queryRows } from './helpers/database.js';
import { loadOrderingData, orderBody, sendOrder } from './helpers/ordering.js';
import { signedInClient, type TestClient, useTestApp } from './helpers/test-app.js';

const context = useTestApp();

function signedIn(email: string, accountId: string) {
  return signedInClient(context.app, email, accountId);
}

type ListedOrder = {
  pk: number;
  state: string;
  is_repeatable: boolean;
  order_positions: { extra_service_data: unknown[]; product: { blocked: boolean } }[];
};

async function listAll(client: TestClient): Promise<{ count: number; results: ListedOrder[] }> {
  return (await client.get('/orders/api/orders/?limit=100')).json();
}

async function sendStandardOrder(client: TestClient, extraLabels = 0) {
  const { standard, products, addresses } = await loadOrderingData(client);
  const product = extraLabels
    ? products.find((candidate) => candidate.extra_services.some((s) => s.category === 'PARTIAL_ROLL'))!
    : standard[0]!;
  const sent = await sendOrder(
    client,
    orderBody([{ product: product.pk, quantity: product.labels_per_unit + extraLabels }], addresses),
  );
  expect(sent.statusCode).toBe(201);
  return sent.json().order.pk as number;
}

describe('order history', () => {
  it('pages the history 10 at a time without CREATED orders', async () => {
    const client = await signedIn('supplier@demo.example', '12345A0001');
    const first = (await client.get('/orders/api/orders/?q_not_state=CREATED&limit=10&offset=0')).json();
    expect(first.count).toBeGreaterThan(10);
    expect(first.results).toHaveLength(10);
    expect(first.previous).toBeNull();
    expect(first.next).toContain('offset=10');
    expect(first.results.every((order: { state: string }) => order.state !== 'CREATED')).toBe(true);
    const second = (await client.get('/orders/api/orders/?q_not_state=CREATED&limit=10&offset=10')).json();
    expect(second.previous).toContain('offset=0');
    const ids = new Set([...first.results, ...second.results].map((order: { pk: number }) => order.pk));
    expect(ids.size).toBe(first.results.length + second.results.length);
  });

  it("answers 404 for another company's order, on read and on cancel", async () => {
    const owner = await signedIn('supplier@demo.example', '12345A0001');
    const [order] = (await owner.get('/orders/api/orders/?limit=1')).json().results;
    const stranger = await signedIn('transport@demo.example', '32345C0001');
    expect((await stranger.get(`/orders/api/orders/${order.pk}`)).statusCode).toBe(404);
    const patch = await stranger.request('PATCH', `/orders/api/orders/${order.pk}`, {
      body: { state: 'CANCEL_REQUESTED' },
    });
    expect(patch.statusCode).toBe(404);
    expect((await owner.get(`/orders/api/orders/${order.pk}`)).json().state).toBe(order.state);
  });

  it('lets staff read any company order', async () => {
    const owner = await signedIn('supplier@demo.example', '12345A0001');
    const [order] = (await owner.get('/orders/api/orders/?limit=1')).json().results;
    const staff = await signedIn('staff@demo.example', 'PROVIDER01');
    expect((await staff.get(`/orders/api/orders/${order.pk}`)).statusCode).toBe(200);
  });

  it('requests a cancellation from ORDER_PENDING once, then refuses', async () => {
    const client = await signedIn('supplier@demo.example', '12345A0001');
    const { standard, addresses } = await loadOrderingData(client);
    const sent = await sendOrder(
      client,
      orderBody([{ product: standard[0]!.pk, quantity: standard[0]!.labels_per_unit }], addresses),
    );
    const { pk } = sent.json().order;
    const cancel = await client.request('PATCH', `/orders/api/orders/${pk}`, {
      body: { state: 'CANCEL_REQUESTED' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().state).toBe('CANCEL_REQUESTED');
    expect(cancel.json().is_cancellable).toBe(false);
    const again = await client.request('PATCH', `/orders/api/orders/${pk}`, {
      body: { state: 'CANCEL_REQUESTED' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.detail).toBe('This order can no longer be cancelled.');
    expect(
      await countRows(
        context.database,
        'order_state_changes',
        `order_id = ${pk} and to_state = 'CANCEL_REQUESTED'`,
      ),
    ).toBe(1);
  });

  it('refuses any other state in the cancel call, and a shipped order', async () => {
    const client = await signedIn('supplier@demo.example', '12345A0001');
    const orders = (await client.get('/orders/api/orders/?limit=100')).json().results;
    const shipped = orders.find((order: { state: string }) => order.state === 'SHIPPED');
    const bad = await client.request('PATCH', `/orders/api/orders/${shipped.pk}`, {
      body: { state: 'CANCELLED' },
    });
    expect(bad.statusCode).toBe(400);
    const refused = await client.request('PATCH', `/orders/api/orders/${shipped.pk}`, {
      body: { state: 'CANCEL_REQUESTED' },
    });
    expect(refused.statusCode).toBe(400);
    expect((await client.get(`/orders/api/orders/${shipped.pk}`)).json().state).toBe('SHIPPED');
  });
});

describe('order history scope and rules', () => {
  it("lists only the supplier's own company's orders; staff see every company's", async () => {
    const client = await signedIn('supplier@demo.example', '12345A0001');
    const { count, results } = await listAll(client);
    const [own] = await queryRows<{ n: number | string }>(
      context.database,
      sql`select count(*)::int as n from orders
          where company_id = (select company_id from users where email = 'supplier@demo.example' limit 1)`,
    );
    expect(count).toBe(Number(own!.n));
    const pks = results.map((order) => order.pk);
    expect(
      await countRows(
        context.database,
        'orders',
        `id in (${pks.join(',')}) and company_id <> (select company_id from users where email = 'supplier@demo.example' limit 1)`,
      ),
    ).toBe(0);
    expect(count).toBeLessThan(await countRows(context.database, 'orders'));
    const staff = await signedIn('staff@demo.example', 'PROVIDER01');
    expect((await listAll(staff)).count).toBe(await countRows(context.database, 'orders'));
  });

  it('requests a cancellation from ORDER_RECEIVED', async () => {
    const client = await signedIn('supplier@demo.example', '12345A0001');
    const pk = await sendStandardOrder(client);
    await context.database.db.execute(sql`update orders set state = 'ORDER_RECEIVED' where id = ${pk}`);
    const mails = await countRows(context.database, 'outbox');
    const cancel = await client.request('PATCH', `/orders/api/orders/${pk}`, {
      body: { state: 'CANCEL_REQUESTED' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().state).toBe('CANCEL_REQUESTED');
    const [order] = await queryRows<{ state_before_cancel: string }>(
      context.database,
      sql`select state_before_cancel from orders where id = ${pk}`,
    );
    expect(order!.state_before_cancel).toBe('ORDER_RECEIVED');
    expect(
      await countRows(
        context.database,
        'order_state_changes',
        `order_id = ${pk} and from_state = 'ORDER_RECEIVED' and to_state = 'CANCEL_REQUESTED'`,
      ),
    ).toBe(1);
    expect(await countRows(context.database, 'outbox')).toBe(mails + 1);
  });

  it('offers repeat for plain orders only: not with extra services, not for a blocked company', async () => {
    const client = await signedIn('supplier@demo.example', '12345A0001');
    const plain = await sendStandardOrder(client);
    const partial = await sendStandardOrder(client, 100);
    const view = async (pk: number) => (await client.get(`/orders/api/orders/${pk}`)).json() as ListedOrder;
    expect((await view(plain)).is_repeatable).toBe(true);
    const withService = await view(partial);
    expect(withService.order_positions[0]!.extra_service_data.length).toBeGreaterThan(0);
    expect(withService.is_repeatable).toBe(false);

    const blocked = await signedIn('blocked@demo.example', '22345B0001');
    const { results } = await listAll(blocked);
    const plainOrders = results.filter((order) =>
      order.order_positions.every((position) => position.extra_service_data.length === 0),
    );
    expect(plainOrders.length).toBeGreaterThan(0);
    expect(plainOrders.every((order) => !order.is_repeatable)).toBe(true);
  });
});

describe("staff viewing another company's orders", () => {
  it("mark products blocked as the order's company sees them, and offer repeat as the viewer may order", async () => {
    const supplier = await signedIn('supplier@demo.example', '12345A0001');
    const pk = await sendStandardOrder(supplier);
    const staff = await signedIn('staff@demo.example', 'PROVIDER01');
    const seen = (await staff.get(`/orders/api/orders/${pk}`)).json() as ListedOrder;
    expect(seen.order_positions.every((position) => !position.product.blocked)).toBe(true);
    // The provider's own company orders no labels: a repeat by staff would order for it.
    expect(seen.is_repeatable).toBe(false);
    expect((await supplier.get(`/orders/api/orders/${pk}`)).json().is_repeatable).toBe(true);

    const blocked = await signedIn('blocked@demo.example', '22345B0001');
    const [blockedOrder] = (await listAll(blocked)).results;
    const seenBlocked = (await staff.get(`/orders/api/orders/${blockedOrder!.pk}`)).json() as ListedOrder;
    expect(seenBlocked.order_positions.every((position) => position.product.blocked)).toBe(true);
    const listed = (await listAll(staff)).results.find((order) => order.pk === pk);
    expect(listed?.order_positions.every((position) => !position.product.blocked)).toBe(true);
  });

  it('may file a cancellation request for a customer (orders.issue_order, docs/decisions/007)', async () => {
    const supplier = await signedIn('supplier@demo.example', '12345A0001');
    const pk = await sendStandardOrder(supplier);
    const staff = await signedIn('staff@demo.example', 'PROVIDER01');
    const cancel = await staff.request('PATCH', `/orders/api/orders/${pk}`, {
      body: { state: 'CANCEL_REQUESTED' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(
      await countRows(
        context.database,
        'order_state_changes',
        `order_id = ${pk} and to_state = 'CANCEL_REQUESTED'
         and user_id = (select id from users where email = 'staff@demo.example' limit 1)`,
      ),
    ).toBe(1);
  });
});
