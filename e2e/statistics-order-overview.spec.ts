import { readFile } from 'node:fs/promises';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from './support/accounts';
import { signIn } from './support/sign-in';

/** First visits of a screen can be slow on a busy machine: wait longer than the default 7 s. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The CSV's header: the spec's supplier order row (statistics.md section 3). */
const CSV_HEADER =
  'company_name;cofor6;cofor10;city;country_code;customer_reference;nart;order_id;product_group;quantity;' +
  'order_date;state;note;position_total;operator_costs;handling_fees;delivery_costs;order_total;company_group';

const rowsOf = (page: Page) => page.getByTestId('order-overview-row');
const count = (page: Page) => page.getByTestId('order-overview-count');

test('the analyst filters by a state, sorts, opens an order and downloads the CSV', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.analyst!);
  await page.goto('/statistics/landing');
  await page
    .getByRole('region', { name: 'Orders', exact: true })
    .getByRole('link', { name: 'Suppliers orders' })
    .click();
  await expect(page).toHaveURL(/\/statistics\/order_overview$/);
  await expect(page.getByRole('heading', { name: 'SUPPLIERS ORDERS', level: 1 })).toBeVisible();
  await expect(rowsOf(page).first()).toBeVisible();
  await expect(count(page)).toHaveText(/^\d[\d,]* orders?$/);
  // The spec's sizes: the table 760 high, rows and header 48 px.
  const box = page.getByRole('region', { name: 'Supplier orders' });
  expect((await box.boundingBox())?.height).toBe(760);
  expect((await rowsOf(page).first().boundingBox())?.height).toBe(48);
  await shoot(page, 'overview-en-1280');

  // Filter by a state: the URL carries it, every row has it.
  await page.getByLabel('State').selectOption({ label: 'Shipped' });
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/[?&]state=SHIPPED/);
  // The table shows the new page once it has come: wait for rows that are all shipped (the old
  // page, or none while it is asked, can be on screen for a moment).
  const statesShown = async () => new Set(await rowsOf(page).locator('td:last-child').allTextContents());
  await expect.poll(statesShown).toEqual(new Set(['Shipped']));

  // Sort by the number of labels (the server sorts); the URL keeps the filter and the sort.
  await page.getByRole('button', { name: 'Number of labels' }).click();
  await expect(page).toHaveURL(/sort=quantity/);
  await expect(page).toHaveURL(/state=SHIPPED/);
  const header = page.getByRole('columnheader', { name: 'Number of labels' });
  const direction = (await header.getAttribute('aria-sort')) === 'ascending' ? 1 : -1;
  const quantitiesShown = async () =>
    (await rowsOf(page).locator('td:nth-child(10)').allTextContents()).map((text) =>
      Number(text.replace(/\D/g, '')),
    );
  // Sorted and not empty, once the sorted page has come.
  await expect
    .poll(async () => {
      const quantities = await quantitiesShown();
      return (
        quantities.length > 0 &&
        quantities.every((value, index) => index === 0 || direction * (value - quantities[index - 1]!) >= 0)
      );
    })
    .toBe(true);

  // The back button returns to the unsorted, filtered list.
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=quantity/);
  await expect(page).toHaveURL(/state=SHIPPED/);
  await page.goForward();
  await expect(page).toHaveURL(/sort=quantity/);

  // By keyboard: Tab into the table's rows, arrows move, Enter opens the detail, Escape closes it.
  await box.focus();
  const firstRow = rowsOf(page).first();
  // From the scroll box, Tab passes the nine sort buttons of the header, then reaches the first row.
  for (let press = 0; press < 10; press++) await page.keyboard.press('Tab');
  await expect(firstRow).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(rowsOf(page).nth(1)).toBeFocused();
  const orderId = (await rowsOf(page).nth(1).locator('td').first().textContent()) ?? '';
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Order ${orderId}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Purchaser', { exact: false })).toBeVisible();
  await shoot(page, 'overview-en-modal');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await firstRow.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  // The CSV of the filtered set: today's name, BOM, the header.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}_order_overview\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith(`\uFEFF${CSV_HEADER}\r\n`)).toBe(true);
  const lines = text.trim().split('\r\n').slice(1);
  expect(lines.length).toBeGreaterThan(0);
  const stateColumn = CSV_HEADER.split(';').indexOf('state');
  for (const line of lines) expect(line.split(';')[stateColumn]).toBe('SHIPPED');
});

test('in French at 768 px the table scrolls sideways at 120 px a column plus 200', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signIn(page, DEMO_ACCOUNTS.analyst!);
  await page.evaluate(() => window.localStorage.setItem('i18nextLng', 'fr'));
  await page.goto('/statistics/order_overview');
  await expect(page.getByRole('heading', { name: 'COMMANDES DES FOURNISSEURS', level: 1 })).toBeVisible();
  await expect(rowsOf(page).first()).toBeVisible();
  await expect(count(page)).toHaveText(/^\d[\d\s\u202f]* commandes?$/);
  const table = page.getByRole('table', { name: 'Commandes des fournisseurs' });
  expect((await table.boundingBox())?.width).toBeGreaterThanOrEqual(11 * 120 + 200);
  const region = page.getByRole('region', { name: 'Commandes des fournisseurs' });
  const sizes = await region.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(sizes.scrollWidth).toBeGreaterThan(sizes.clientWidth);
  expect(sizes.clientWidth).toBeLessThanOrEqual(768);
  await shoot(page, 'overview-fr-768');
  await page.setViewportSize({ width: 1280, height: 1000 });
  await expect(rowsOf(page).first()).toBeVisible();
  await shoot(page, 'overview-fr-1280');
});

test('the approver, without orders.*, gets Unauthorized Access', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.approver!);
  await page.goto('/statistics/order_overview');
  await expect(page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'SUPPLIERS ORDERS' })).toHaveCount(0);
});

test('a supplier passes the route guard but the calls refuse: Unauthorized Access', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.supplier!);
  await page.goto('/statistics/order_overview');
  await expect(page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
  await expect(page).toHaveURL(/\/statistics\/order_overview$/);
});
