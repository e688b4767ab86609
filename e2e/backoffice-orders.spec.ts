import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yFindings } from './support/accessibility';
import { DEMO_ACCOUNTS } from './support/accounts';
import { ORDER_HISTORY } from './support/ordering';
import { sendOrderThroughApi } from './support/orders-api';
import { mainNavigation, signIn } from './support/sign-in';

const SUPPLIER = DEMO_ACCOUNTS.supplier!;
const STAFF = DEMO_ACCOUNTS.staff!;

test('staff accept, produce and ship an order; the supplier’s history shows it shipped', async ({
  browser,
  page,
}) => {
  // Two signed-in users and five round trips: more than the default on a busy machine.
  test.setTimeout(240_000);
  const supplierContext = await browser.newContext();
  const supplierPage = await supplierContext.newPage();
  await signIn(supplierPage, SUPPLIER);
  const po = `BO-${randomUUID().slice(0, 8)}`;
  const orderId = await sendOrderThroughApi(supplierPage, { 'SL-OP-1001': 2 }, po);

  await signIn(page, STAFF);
  await mainNavigation(page).getByRole('link', { name: 'Back office' }).click();
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveURL(/\/backoffice\/orders$/);
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();

  // Filter by the purchase order number (kept in the URL), then open the order.
  await page.getByLabel('Purchase order no.').fill(po);
  await page.getByLabel('Purchase order no.').press('Enter');
  await expect(page).toHaveURL(new RegExp(`customer_order_no=${po}`));
  await expect(page.getByTestId('backoffice-order-row')).toHaveCount(1);
  await page.getByRole('link', { name: orderId }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderId}`, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Accept the order' }).click();
  await page.getByRole('button', { name: 'Start production' }).click();
  // The call is held open: while it runs the button is disabled and the busy text is shown
  // (a million labels take seconds; bench/shipping.md).
  let releaseShip = () => {};
  const shipHeld = new Promise<void>((resolve) => {
    releaseShip = resolve;
  });
  await page.route('**/ship/', async (route) => {
    await shipHeld;
    await route.continue();
  });
  const ship = page.getByRole('button', { name: 'Ship (make rolls and labels)' });
  await ship.click();
  await expect(page.getByText(/^Shipping: making the rolls and [\d,]+ labels…$/)).toBeVisible();
  await expect(ship).toBeDisabled();
  releaseShip();
  await expect(page.getByTestId('ship-result')).toHaveText(/Shipped: 2 rolls, [\d,]+ labels\./);
  await expect(page.getByTestId('backoffice-order-roll')).toHaveCount(2);
  await expect(page.getByText('Nothing left to do for this order.')).toBeVisible();

  await supplierPage.goto(ORDER_HISTORY);
  await expect(supplierPage.getByRole('row').filter({ hasText: orderId })).toContainText('Shipped');
  await supplierContext.close();
});

test('an order id that names no order says so, with nothing to retry', async ({ page }) => {
  await signIn(page, STAFF);
  await page.goto('/backoffice/orders/999999');
  await expect(page.getByText('There is no order 999999.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Try again/ })).toHaveCount(0);
});

test('a reversed date range of the list filter is refused on its end', async ({ page }) => {
  await signIn(page, STAFF);
  await page.goto('/backoffice/orders');
  await page.getByLabel('Sent from').fill('2026-02-01');
  await page.getByLabel('Sent until').fill('2026-01-01');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page.getByText('The end date is before the start date.')).toBeVisible();
  await expect(page).not.toHaveURL(/to=2026-01-01/);
  // A day the API does not take (typed past the picker's limits) is refused on its field too.
  await page.getByLabel('Sent from').fill('1999-12-31');
  await page.getByLabel('Sent until').fill('');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page.getByText('Enter a date between 2000-01-01 and 2099-12-31.')).toBeVisible();
  await expect(page).not.toHaveURL(/from=1999/);
});

test('staff open a shipped roll’s label ids by keyboard and download them as CSV', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, STAFF);
  const list = await (await page.request.get('/backoffice/api/orders/?state=SHIPPED&limit=1')).json();
  const orderId = list.results[0].order_id as string;
  await page.goto(`/backoffice/orders/${orderId}`);
  const open = page.getByRole('button', { name: /^Label ids of roll / }).first();
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Roll \S+: label ids and object ids$/ });
  await expect(dialog.getByText(/^[\d,]+ of [\d,]+ labels shown\.$/)).toBeVisible();
  await expect(dialog.getByTestId('roll-label').first()).toContainText(/^[A-Z0-9]{12}\s*\d+/);
  await expectNoSeriousA11yFindings(page, 'roll label ids');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download all as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^[A-Za-z0-9_-]+_labels\.csv$/);
  const text = readFileSync((await file.path())!, 'utf8');
  const lines = text.replace(/^\ufeff/, '').split('\r\n');
  expect(lines[0]).toBe('label_id;object_id;spool_no;activated_at');
  expect(lines[1]).toMatch(/^[A-Z0-9]{12};\d+;/);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
