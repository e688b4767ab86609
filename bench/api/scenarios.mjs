// The load scenarios of `npm run bench:api`: what each one sends, as the web app sends it.
import { randomUUID } from 'node:crypto';
import { sessionHeaders } from './sign-in.mjs';

/** The order history's first page, as apps/web/src/features/orders/api/orders.ts asks for it. */
export const HISTORY_PATH = '/orders/api/orders/?q_not_state=CREATED&limit=10&offset=0';

/** Scenario names in the order they run; `reference` ones need no session. */
export const SCENARIO_NAMES = ['hello-world', 'healthz', 'history', 'products', 'draft', 'send'];

/** The day after tomorrow in the business time zone (Europe/Paris): valid all day long. */
export function shippingDate(now = new Date()) {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 2);
  return date.toISOString().slice(0, 10);
}

/** A cart of three full-roll positions of products without extra services (2, 1 and 3 rolls). */
export function draftBody(ordering) {
  return {
    order_positions: ordering.standard.slice(0, 3).map((product, index) => ({
      uuid: randomUUID(),
      product: product.pk,
      quantity: product.labels_per_unit * [2, 1, 3][index],
      extra_service_data: [],
    })),
    transport_by_customer: false,
  };
}

/** The same cart sent as an order to the company's own addresses. */
export function orderBody(ordering) {
  return {
    ...draftBody(ordering),
    delivery_address: ordering.addresses.delivery,
    billing_address: ordering.addresses.billing,
    customer_order_no: 'BENCH',
    desired_delivery_date: shippingDate(),
  };
}

/**
 * Every scenario: where it goes (`hello` or `portal`), method, path, headers, body and, for the
 * order send, the prefix of its Idempotency-Keys. `connections` overrides the run's setting. The
 * order send runs as `sender` ({ session, ordering }) when given, else as the signed-in supplier.
 */
export function buildScenarios({ session, ordering, sender, runId, sendConnections }) {
  const read = sessionHeaders(session);
  const write = sessionHeaders(session, { isUnsafe: true });
  const seller = sender ?? { session, ordering };
  return {
    'hello-world': { server: 'hello', method: 'GET', path: '/', headers: { Accept: 'application/json' } },
    healthz: { server: 'portal', method: 'GET', path: '/healthz', headers: { Accept: 'application/json' } },
    history: { server: 'portal', method: 'GET', path: HISTORY_PATH, headers: read },
    products: { server: 'portal', method: 'GET', path: '/orders/api/products/', headers: read },
    draft: {
      server: 'portal',
      method: 'POST',
      path: '/orders/api/order_draft/',
      headers: write,
      body: JSON.stringify(draftBody(ordering)),
    },
    send: {
      server: 'portal',
      method: 'POST',
      path: '/orders/api/orders/',
      headers: sessionHeaders(seller.session, { isUnsafe: true }),
      body: JSON.stringify(orderBody(seller.ordering)),
      keyPrefix: `bench-${runId}`,
      connections: sendConnections,
    },
  };
}
