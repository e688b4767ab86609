/**
 * An order of the demo supplier brought to IN_PRODUCTION through the real app, for the benches
 * that ship it: `rolls` rolls of the first orderable product without extra services are sent, the
 * position's quantity is set to exactly `labels` (full rolls and, when `labels` is not a multiple,
 * a partial last roll), and staff moves the order on.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { earliestShippingDate, nextDay } from '../../packages/contract/src/dates.js';
import type { BenchApp } from './bench-app.js';

type Headers = Record<string, string>;

export async function sendOrderInProduction({
  app,
  database,
  supplier,
  staff,
  rolls,
  labels,
  customerOrderNo,
}: Pick<BenchApp, 'app' | 'database'> & {
  supplier: Headers;
  staff: Headers;
  rolls: (labelsPerUnit: number) => number;
  labels: number;
  customerOrderNo: string;
}) {
  const products = (
    await app.inject({ method: 'GET', url: '/orders/api/products/', headers: supplier })
  ).json();
  const product = products.find(
    (p: { extra_services: unknown[]; blocked: boolean }) => p.extra_services.length === 0 && !p.blocked,
  );
  const [account] = (
    await app.inject({ method: 'GET', url: '/accounts/api/users/', headers: supplier })
  ).json();
  const sent = await app.inject({
    method: 'POST',
    url: '/orders/api/orders/',
    headers: { ...supplier, 'idempotency-key': randomUUID() },
    payload: {
      order_positions: [
        {
          uuid: randomUUID(),
          product: product.pk,
          quantity: rolls(product.labels_per_unit) * product.labels_per_unit,
          extra_service_data: [],
        },
      ],
      transport_by_customer: false,
      delivery_address: account.company_profile.delivery_address.pk,
      billing_address: account.company_profile.billing_address.pk,
      customer_order_no: customerOrderNo,
      desired_delivery_date: nextDay(earliestShippingDate()),
    },
  });
  if (sent.statusCode !== 201) throw new Error(`send: ${sent.statusCode} ${sent.body}`);
  const orderId: string = sent.json().order.order_id;
  await database.db.execute(
    sql`update order_positions set quantity = ${labels} where order_id = (select id from orders where order_id = ${orderId})`,
  );

  let version: number = (
    await app.inject({ method: 'GET', url: `/backoffice/api/orders/${orderId}/`, headers: staff })
  ).json().version;
  for (const to of ['ORDER_RECEIVED', 'IN_PRODUCTION']) {
    const moved = await app.inject({
      method: 'POST',
      url: `/backoffice/api/orders/${orderId}/transition/`,
      headers: staff,
      payload: { to, version },
    });
    if (moved.statusCode !== 200) throw new Error(`${to}: ${moved.statusCode} ${moved.body}`);
    version = moved.json().version;
  }
  return { orderId, version, labelsPerUnit: product.labels_per_unit as number };
}
