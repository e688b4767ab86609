import { randomUUID } from 'node:crypto';
import { earliestShippingDate, nextDay } from '@label-portal/contract';
import type { TestClient } from './test-app.js';

export type CompanyAddresses = { delivery: number; billing: number };

/** The signed-in supplier's products and addresses, as the ordering screens load them. */
export async function loadOrderingData(client: TestClient) {
  const products = (await client.get('/orders/api/products/')).json() as {
    pk: number;
    labels_per_unit: number;
    extra_services: { pk: number; category: string }[];
    unit_price: string;
    blocked: boolean;
    product_group: { name: string };
  }[];
  const [account] = (await client.get('/accounts/api/users/')).json();
  const standard = products.filter((product) => product.extra_services.length === 0);
  return {
    products,
    standard,
    addresses: {
      delivery: account.company_profile.delivery_address.pk as number,
      billing: account.company_profile.billing_address.pk as number,
    },
  };
}

export function shippingDate(): string {
  return nextDay(earliestShippingDate());
}

export function orderBody(
  positions: { product: number; quantity: number }[],
  addresses: CompanyAddresses,
  overrides: Record<string, unknown> = {},
) {
  return {
    order_positions: positions.map((position) => ({
      uuid: randomUUID(),
      extra_service_data: [],
      ...position,
    })),
    transport_by_customer: false,
    delivery_address: addresses.delivery,
    billing_address: addresses.billing,
    customer_order_no: 'PO-4711',
    desired_delivery_date: shippingDate(),
    ...overrides,
  };
}

export function sendOrder(client: TestClient, body: unknown, key: string = randomUUID()) {
  return client.post('/orders/api/orders/', body, { headers: { 'idempotency-key': key } });
}
