import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from './helpers/database.js';

/** When set, the next read of an order is followed at once by staff moving it to ORDER_RECEIVED. */
const race = vi.hoisted(() => ({ orderPk: null as number | null }));

vi.mock('../src/modules/ordering/orders/orders.repository.js', async (importOriginal) => {
  const original =
    await importOriginal<typeof import('../src/modules/ordering/orders/orders.repository.js')>();
  return {
    ...original,
    findScopedOrder: async (...args: Parameters<typeof original.findScopedOrder>) => {
      const row = await original.findScopedOrder(...args);
      if (race.orderPk !== null && race.orderPk === args[2]) {
        race.orderPk = null;
        await args[0].execute(sql`update orders set state = 'ORDER_RECEIVED' where id = ${args[2]}`);
      }
      return row;
    },
  };
});

// The API test files share their workers' modules (vitest.config.ts, isolate: false): an app module
// graph loaded by an earlier file would not see the mock, so this file loads its own.
vi.resetModules();
const { loadOrderingData, orderBody, sendOrder } = await import('./helpers/ordering.js');
const { signedInClient, useTestApp } = await import('./helpers/test-app.js');

const context = useTestApp();
// The next file of this worker loads the app without the mock.
afterAll(() => vi.resetModules());

describe('a cancellation request racing a state change', () => {
  it('records the state the order really left, not the one read before', async () => {
    const client = await signedInClient(context.app, 'supplier@demo.example', '12345A0001');
    const { standard, addresses } = await loadOrderingData(client);
    const sent = await sendOrder(
      client,
      orderBody([{ product: standard[0]!.pk, quantity: standard[0]!.labels_per_unit }], addresses),
    );
    const { pk } = sent.json().order;
    race.orderPk = pk;
    const cancel = await client.request('PATCH', `/orders/api/orders/${pk}`, {
      body: { state: 'CANCEL_REQUESTED' },
    });
    expect(race.orderPk).toBeNull();
    expect(cancel.statusCode).toBe(200);
    const [order] = await queryRows<{ state: string; state_before_cancel: string }>(
      context.database,
      sql`select state, state_before_cancel from orders where id = ${pk}`,
    );
    expect(order).toEqual({ state: 'CANCEL_REQUESTED', state_before_cancel: 'ORDER_RECEIVED' });
    const history = await queryRows<{ from_state: string }>(
      context.database,
      sql`select from_state from order_state_changes where order_id = ${pk} and to_state = 'CANCEL_REQUESTED'`,
    );
    expect(history).toEqual([{ from_state: 'ORDER_RECEIVED' }]);
  });
});
