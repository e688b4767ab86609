import { expect, type Page } from '@playwright/test';

export const ORDER_PROCESS = '/orders/order_process';
export const ORDER_HISTORY = '/statistics/history';

/** A calendar day (yyyy-MM-dd) `days` after today in the provider's time zone (Europe/Paris). */
export function businessDayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function rollsInput(page: Page, reference: string) {
  return page.getByLabel(`No. of rolls for ${reference}`, { exact: true });
}

/** An amount of the cost summary: labels, handling, partial roll / print design, delivery or total. */
export function costAmount(page: Page, kind: 'labels' | 'handling' | 'sub' | 'delivery' | 'total') {
  return page.getByTestId('cost-summary').locator(`[data-cost="${kind}"]`);
}

/** Opens the order process and waits for the standard product table. */
export async function openOrderProcess(page: Page) {
  await page.goto(ORDER_PROCESS);
  await expect(page.getByRole('heading', { name: 'SECURITY LABEL ORDERING' })).toBeVisible();
}

/** Types rolls for products and waits until the costs of that cart are shown. */
export async function fillRolls(page: Page, rolls: Record<string, number>, expectedTotal?: string) {
  for (const [reference, count] of Object.entries(rolls)) {
    await rollsInput(page, reference).fill(String(count));
  }
  if (expectedTotal) await expect(costAmount(page, 'total')).toHaveText(expectedTotal);
  await expect(page.getByRole('button', { name: 'CHECKOUT' })).toBeEnabled();
}

export async function checkout(page: Page) {
  await page.getByRole('button', { name: 'CHECKOUT' }).click();
  await expect(page).toHaveURL(/\/orders\/order_process\/order_summary\/adressAndDelivery$/);
}

/** The history row of an order. */
export function historyRow(page: Page, orderId: string) {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: orderId, exact: true }) });
}
