import { randomUUID } from 'node:crypto';
import { earliestShippingDate, nextDay } from '@label-portal/contract';
import { describe, expect, it } from 'vitest';
import { countRows } from './helpers/database.js';
import { loadOrderingData, orderBody, sendOrder } from './helpers/ordering.js';
import { buildTestApp, signedInClient, TestClient, useTestApp } from './helpers/test-app.js';

const context = useTestApp();

function signedIn(email: string, accountId: string) {
  return signedInClient(context.app, email, accountId);
}

describe('GET /orders/api/products/', () => {
  it('lists the orderable products in the spec order, not blocked for Demo Parts', async () => {
    const client = await signedIn('supplier@demo.example', '12345A0001');
    const { products } = await loadOrderingData(client);
    expect(products.length).toBeGreaterThan(10);
    expect(products.every((product) => !product.blocked)).toBe(true);
    const groupOrder = products.map((product) => product.product_group.name);
    expect(groupOrder[0]).toBe('Original Part');
    const sortIndexes = (await client.get('/orders/api/products/'))
      .json()
      .map((product: { product_group: { sort_index: number } }) => product.product_group.sort_index);
    expect([...sortIndexes].sort((a, b) => a - b)).toEqual(sortIndexes);
  });

  it('marks every product blocked for a company blocked for unpaid bills', async () => {
    const client = await signedIn('blocked@demo.example', '22345B0001');
    const { products } = await loadOrderingData(client);
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((product) => product.blocked)).toBe(true);
  });

  it('needs orders.issue_order', async () => {
    const client = await signedIn('analyst@demo.example', 'CARMAKER01');
    expect((await client.get('/orders/api/products/')).statusCode).toBe(403);
  });
});

describe('POST /orders/api/order_draft/', () => {
  it('prices full rolls with the small-order fee below 2,000 euro', async () => {
    const client = await signedIn('supplier@demo.example', '12345A0001');
    const { standard } = await loadOrderingData(client);
    const product = standard[0]!;
    const response = await client.post('/orders/api/order_draft/', {
      order_positions: [{ uuid: randomUUID(), product: product.pk, quantity: product.labels_per_unit }],
    });
    expect(response.statusCode).toBe(200);
    const draft = response.json();
    expect(draft.handling_costs_explanation).toEqual({
      code: 'HANDLING_COSTS_ADDITIONAL',
      min_total_without_handling_costs: '2000.00',
    });
    expect(draft.handling_costs).toBe('50.00');
    expect(draft.delivery_costs_explanation.code).toBe('DELIVERY_COSTS_INCLUDED_IN_LABEL_PRICE');
    expect(Number(draft.total)).toBeCloseTo(Number(draft.labels_total) + 50, 2);
    expect(draft.order_positions[0].price).toBe(product.unit_price);
  });

  it('refuses a partial roll of a product without the partial-roll service', async () => {
    const client = await signedIn('supplier@demo.example', '12345A0001');
    const { standard } = await loadOrderingData(client);
    const response = await client.post('/orders/api/order_draft/', {
      order_positions: [{ uuid: randomUUID(), product: standard[0]!.pk, quantity: 7 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors['order_positions.0.quantity']).toEqual([
      'Only whole rolls can be ordered for this product.',
    ]);
  });
});

describe('POST /orders/api/orders/', () => {
  it('sends an order once per Idempotency-Key, with its mails and quota withdrawal', async () => {
    const client = await signedIn('supplier@demo.example', '12345A0001');
    const { standard, addresses } = await loadOrderingData(client);
    const body = orderBody(
      [
        { product: standard[0]!.pk, quantity: standard[0]!.labels_per_unit * 2 },
        { product: standard[1]!.pk, quantity: standard[1]!.labels_per_unit },
      ],
      addresses,
    );
    const key = randomUUID();
    const mailsBefore = await countRows(context.database, 'outbox');
    const first = await sendOrder(client, body, key);
    expect(first.statusCode).toBe(201);
    const second = await sendOrder(client, body, key);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    const { pk, order_id } = first.json().order;
    expect(order_id).toMatch(/^\d{4}-\d+$/);
    expect(await countRows(context.database, 'orders', `idempotency_key = '${key}'`)).toBe(1);
    expect(await countRows(context.database, 'order_positions', `order_id = ${pk}`)).toBe(2);
    expect(
      await countRows(context.database, 'licensing_events', `order_id = ${pk} and type = 'WITHDRAWAL'`),
    ).toBeGreaterThan(0);
    expect(await countRows(context.database, 'outbox')).toBe(mailsBefore + 2);

    const order = (await client.get(`/orders/api/orders/${pk}`)).json();
    expect(order.state).toBe('ORDER_PENDING');
    expect(order.customer_order_no).toBe('PO-4711');
    expect(order.user.email).toBe('supplier@demo.example');
    expect(order.order_positions).toHaveLength(2);
  });

  it('gives one order for concurrent sends with one key', async () => {
    const client = await signedIn('supplier@demo.example', '12345A0001');
    const { standard, addresses } = await loadOrderingData(client);
    const body = orderBody([{ product: standard[2]!.pk, quantity: standard[2]!.labels_per_unit }], addresses);
    const key = randomUUID();
    const replies = await Promise.all([
      sendOrder(client, body, key),
      sendOrder(client, body, key),
      sendOrder(client, body, key),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(replies.map((reply) => reply.json().order.pk)).size).toBe(1);
    expect(await countRows(context.database, 'orders', `idempotency_key = '${key}'`)).toBe(1);
  });

  it('answers a retry of an order sent days ago with the stored order, though its date has passed', async () => {
    // The server's clock is injectable: an app five days back sends the order. The session is
    // opened today (a cookie dated by a clock five days back would have expired in the client).
    const fiveDaysAgo = () => new Date(Date.now() - 5 * 86_400_000);
    const earlierApp = await buildTestApp(context.database, { now: fiveDaysAgo });
    try {
      const signedInToday = await signedIn('supplier@demo.example', '12345A0001');
      const then = new TestClient(earlierApp);
      for (const [name, value] of signedInToday.cookies) then.cookies.set(name, value);
      const { standard, addresses } = await loadOrderingData(then);
      const body = orderBody(
        [{ product: standard[0]!.pk, quantity: standard[0]!.labels_per_unit }],
        addresses,
        {
          desired_delivery_date: nextDay(earliestShippingDate(fiveDaysAgo())),
        },
      );
      const key = randomUUID();
      const first = await sendOrder(then, body, key);
      expect(first.statusCode).toBe(201);

      const today = await signedIn('supplier@demo.example', '12345A0001');
      const retry = await sendOrder(today, body, key);
      expect(retry.statusCode).toBe(201);
      expect(retry.json()).toEqual(first.json());
      expect(await countRows(context.database, 'orders', `idempotency_key = '${key}'`)).toBe(1);
      const changed = await sendOrder(today, { ...body, customer_order_no: 'PO-4712' }, key);
      expect(changed.statusCode).toBe(409);
      const fresh = await sendOrder(today, body);
      expect(fresh.statusCode).toBe(400);
      expect(fresh.json().errors.desired_delivery_date).toEqual([
        'The requested shipping date must be after today.',
      ]);
    } finally {
      await earlierApp.close();
    }
  });

  it('refuses a key reused for a different order with 409', async () => {
    const client = await signedIn('supplier@demo.example', '12345A0001');
    const { standard, addresses } = await loadOrderingData(client);
    const key = randomUUID();
    const product = standard[0]!;
    expect(
      (
        await sendOrder(
          client,
          orderBody([{ product: product.pk, quantity: product.labels_per_unit }], addresses),
          key,
        )
      ).statusCode,
    ).toBe(201);
    const other = await sendOrder(
      client,
      orderBody([{ product: product.pk, quantity: product.labels_per_unit * 3 }], addresses),
      key,
    );
    expect(other.statusCode).toBe(409);
  });

  it('needs the Idempotency-Key header', async () => {
    const client = await signedIn('supplier@demo.example', '12345A0001');
    const { standard, addresses } = await loadOrderingData(client);
    const response = await client.post(
      '/orders/api/orders/',
      orderBody([{ product: standard[0]!.pk, quantity: standard[0]!.labels_per_unit }], addresses),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors['idempotency-key']).toBeDefined();
  });
});
