import { randomUUID } from 'node:crypto';
import { ORDER_STATES } from '@label-portal/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUserLike } from './helpers/accounts.js';
import { countRows, queryRows } from './helpers/database.js';
import { loadOrderingData, orderBody, sendOrder } from './helpers/ordering.js';
import { signedInClient, type TestClient, useTestApp } from './helpers/test-app.js';

const context = useTestApp();

function signedIn(email: string, accountId: string) {
  return signedInClient(context.app, email, accountId);
}

async function oneRollOrder(client: TestClient, overrides: Record<string, unknown> = {}) {
  const { standard, addresses } = await loadOrderingData(client);
  return orderBody(
    [{ product: standard[0]!.pk, quantity: standard[0]!.labels_per_unit }],
    addresses,
    overrides,
  );
}

describe('the Idempotency-Key belongs to the user who sent it', () => {
  it("gives a colleague sending the same order with the same key a new order of their own, not the first user's", async () => {
    const first = await signedIn('supplier@demo.example', '12345A0001');
    const colleagueUser = await createUserLike(context.database, 'supplier@demo.example');
    const colleague = await signedIn(colleagueUser.email, colleagueUser.accountId);
    const body = await oneRollOrder(first);
    const key = randomUUID();

    const mine = await sendOrder(first, body, key);
    expect(mine.statusCode).toBe(201);
    const theirs = await sendOrder(colleague, body, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().order.pk).not.toBe(mine.json().order.pk);
    expect(theirs.json().order.order_id).not.toBe(mine.json().order.order_id);

    const theirOrder = (await colleague.get(`/orders/api/orders/${theirs.json().order.pk}`)).json();
    expect(theirOrder.user.email).toBe(colleagueUser.email);
    const myOrder = (await first.get(`/orders/api/orders/${mine.json().order.pk}`)).json();
    expect(myOrder.user.email).toBe('supplier@demo.example');
    expect(await countRows(context.database, 'orders', `idempotency_key = '${key}'`)).toBe(2);

    // Each user's retry still answers their own order.
    expect((await sendOrder(first, body, key)).json()).toEqual(mine.json());
    expect((await sendOrder(colleague, body, key)).json()).toEqual(theirs.json());
  });

  it("is not blocked by another company's user having used the key for a different order", async () => {
    const supplier = await signedIn('supplier@demo.example', '12345A0001');
    const key = randomUUID();
    const mine = await sendOrder(supplier, await oneRollOrder(supplier), key);
    expect(mine.statusCode).toBe(201);

    const other = await signedIn('transport@demo.example', '32345C0001');
    const theirs = await sendOrder(other, await oneRollOrder(other, { transport_by_customer: true }), key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().order.pk).not.toBe(mine.json().order.pk);
    expect((await other.get(`/orders/api/orders/${theirs.json().order.pk}`)).json().user.email).toBe(
      'transport@demo.example',
    );
  });
});

describe('the purchase order number (at most 15 characters)', () => {
  it('accepts 15 characters and stores them', async () => {
    const client = await signedIn('supplier@demo.example', '12345A0001');
    const number = 'PO-123456789012';
    expect(number).toHaveLength(15);
    const sent = await sendOrder(client, await oneRollOrder(client, { customer_order_no: number }));
    expect(sent.statusCode).toBe(201);
    const order = (await client.get(`/orders/api/orders/${sent.json().order.pk}`)).json();
    expect(order.customer_order_no).toBe(number);
  });

  it('refuses 16 characters with the field message and writes nothing', async () => {
    const client = await signedIn('supplier@demo.example', '12345A0001');
    const key = randomUUID();
    const sent = await sendOrder(
      client,
      await oneRollOrder(client, { customer_order_no: 'PO-1234567890123' }),
      key,
    );
    expect(sent.statusCode).toBe(400);
    expect(sent.json().errors.customer_order_no).toEqual([
      'Ensure this field has no more than 15 characters.',
    ]);
    expect(await countRows(context.database, 'orders', `idempotency_key = '${key}'`)).toBe(0);
  });
});

describe('the delivery address must be a delivery address', () => {
  it("refuses the company's billing address as delivery address with a field error", async () => {
    const client = await signedIn('supplier@demo.example', '12345A0001');
    const { addresses } = await loadOrderingData(client);
    const key = randomUUID();
    const sent = await sendOrder(
      client,
      await oneRollOrder(client, { delivery_address: addresses.billing }),
      key,
    );
    expect(sent.statusCode).toBe(400);
    expect(sent.json().errors.delivery_address).toEqual(['This address cannot be used for the order.']);
    expect(await countRows(context.database, 'orders', `idempotency_key = '${key}'`)).toBe(0);
  });

  it("refuses the company's delivery address as billing address with a field error", async () => {
    const client = await signedIn('supplier@demo.example', '12345A0001');
    const { addresses } = await loadOrderingData(client);
    const sent = await sendOrder(client, await oneRollOrder(client, { billing_address: addresses.delivery }));
    expect(sent.statusCode).toBe(400);
    expect(sent.json().errors.billing_address).toEqual(['This address cannot be used for the order.']);
  });

  it('accepts the approved delivery address with the billing address', async () => {
    const client = await signedIn('supplier@demo.example', '12345A0001');
    expect((await sendOrder(client, await oneRollOrder(client))).statusCode).toBe(201);
  });
});

describe('a cancellation request, from every order state', () => {
  const CANCELLABLE = ['ORDER_PENDING', 'ORDER_RECEIVED'];

  async function stateOf(pk: number): Promise<string> {
    const [row] = await queryRows<{ state: string }>(
      context.database,
      sql`select state from orders where id = ${pk}`,
    );
    return row!.state;
  }

  it.each(ORDER_STATES.map((state) => [state, CANCELLABLE.includes(state)] as const))(
    '%s: cancellable %s',
    async (state, isCancellable) => {
      const client = await signedIn('supplier@demo.example', '12345A0001');
      const sent = await sendOrder(client, await oneRollOrder(client));
      const { pk } = sent.json().order;
      await context.database.db.execute(sql`update orders set state = ${state} where id = ${pk}`);
      const mailsBefore = await countRows(context.database, 'outbox');

      const response = await client.request('PATCH', `/orders/api/orders/${pk}`, {
        body: { state: 'CANCEL_REQUESTED' },
      });
      if (isCancellable) {
        expect(response.statusCode).toBe(200);
        expect(response.json().state).toBe('CANCEL_REQUESTED');
        expect(await stateOf(pk)).toBe('CANCEL_REQUESTED');
        expect(await countRows(context.database, 'outbox')).toBe(mailsBefore + 1);
      } else {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          errors: {
            detail: 'This order can no longer be cancelled.',
            state: ['This order can no longer be cancelled.'],
          },
        });
        expect(await stateOf(pk)).toBe(state);
        expect(await countRows(context.database, 'outbox')).toBe(mailsBefore);
      }
    },
  );

  it('tells the history which orders are cancellable, for every state', async () => {
    const client = await signedIn('supplier@demo.example', '12345A0001');
    const sent = await sendOrder(client, await oneRollOrder(client));
    const { pk } = sent.json().order;
    for (const state of ORDER_STATES) {
      await context.database.db.execute(sql`update orders set state = ${state} where id = ${pk}`);
      const order = (await client.get(`/orders/api/orders/${pk}`)).json();
      expect(order.is_cancellable, state).toBe(CANCELLABLE.includes(state));
    }
  });
});
