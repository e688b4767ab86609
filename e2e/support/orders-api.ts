import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { businessDayFromToday } from './ordering';

/**
 * Sends an order of whole rolls through the API with the page's session (as the browser would),
 * so a test reads an order it set up itself instead of one another test left behind.
 * Answers the order number shown in the history.
 */
export async function sendOrderThroughApi(
  page: Page,
  rolls: Record<string, number>,
  customerOrderNo = '',
): Promise<string> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value;
  expect(csrf, 'signed in with a csrftoken cookie').toBeTruthy();
  const products = (await (await page.request.get('/orders/api/products/')).json()) as {
    pk: number;
    customer_reference: string;
    labels_per_unit: number;
  }[];
  const [account] = await (await page.request.get('/accounts/api/users/')).json();
  const order_positions = Object.entries(rolls).map(([reference, count]) => {
    const product = products.find((candidate) => candidate.customer_reference === reference);
    if (!product) throw new Error(`No product ${reference}`);
    return {
      uuid: randomUUID(),
      product: product.pk,
      quantity: count * product.labels_per_unit,
      extra_service_data: [],
    };
  });
  const response = await page.request.post('/orders/api/orders/', {
    headers: { 'X-CSRFToken': csrf!, 'Idempotency-Key': randomUUID() },
    data: {
      order_positions,
      transport_by_customer: false,
      delivery_address: account.company_profile.delivery_address.pk,
      billing_address: account.company_profile.billing_address.pk,
      customer_order_no: customerOrderNo,
      desired_delivery_date: businessDayFromToday(2),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { order: { order_id: string } }).order.order_id;
}
