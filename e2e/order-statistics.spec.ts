import { expect as baseExpect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yFindings, signInIn, useLanguage } from './support/accessibility';
import { DEMO_ACCOUNTS } from './support/accounts';
import { mainNavigation, signIn } from './support/sign-in';

/** First visits of a screen can be slow on a busy machine: wait longer than the default 7 s. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const cellsOf = (page: Page, rowName: string) =>
  page
    .getByRole('row', { name: new RegExp(`^${rowName}\\b`) })
    .locator('th, td')
    .allTextContents();

/** 2025 of the demo supplier (Demo Parts): five orders, one of them cancelled (demo-order-plans.ts). */
async function show2025(page: Page, from: string, to: string, submit: string) {
  await page.getByLabel(from, { exact: true }).fill('2025-01-01');
  await page.getByLabel(to, { exact: true }).fill('2025-12-31');
  await page.getByRole('button', { name: submit }).click();
}

test('a supplier opens the order statistics from the landing and reads the figures of their company', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.supplier!);
  await mainNavigation(page).getByRole('link', { name: 'Statistics' }).click();
  const link = page.getByRole('region', { name: 'Orders' }).getByRole('link', { name: 'Order statistics' });
  // By keyboard: the link is reachable and opens with Enter.
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/statistics\/orderStatistics$/);
  await expect(page.getByRole('heading', { name: 'ORDER STATISTICS', level: 1 })).toBeVisible();
  await expect(page.getByText('(12345A0001)')).toBeVisible();
  // The default range: the last 12 months, each a row, and the total row.
  const table = page.getByRole('table', { name: /Sent orders and labels per month and product group/ });
  await expect(table.getByRole('rowheader')).toHaveCount(13);

  await show2025(page, 'From', 'To', 'Show');
  await expect(table).toHaveAccessibleName(/2025-01-01 to 2025-12-31/);
  await expect(page.getByText('4 sent orders')).toBeVisible();
  await expect(page.getByText('1 cancelled orders')).toBeVisible();
  const total = await cellsOf(page, 'Total');
  expect(total[1]).toBe('4'); // orders of all groups
  expect(total.at(-1)).toBe('1'); // cancelled orders, apart
  const february = await cellsOf(page, 'February 2025');
  expect(february[1]).toBe('1');
  expect((await cellsOf(page, 'January 2025')).slice(1).every((cell) => cell === '0')).toBe(true);
  // The chart shows the same months, by product group.
  await expect(page.getByRole('figure')).toContainText('per month and product group');
  await page.getByRole('radio', { name: 'Labels' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Orders' })).toBeChecked();
  await expect(page.getByRole('figure')).toContainText('Orders per month');
  await expectNoSeriousA11yFindings(page, 'order statistics');
});

test('in French at 768 px: month names, numbers and no sideways scrolling of the page', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1000 });
  await useLanguage(page, 'fr');
  await signInIn(page, 'fr', DEMO_ACCOUNTS.supplier!);
  await page.goto('/statistics/orderStatistics');
  await expect(page.getByRole('heading', { name: 'STATISTIQUES DES COMMANDES', level: 1 })).toBeVisible();
  await show2025(page, 'Du', 'Au', 'Afficher');
  await expect(page.getByRole('rowheader', { name: 'février 2025' })).toBeVisible();
  await expect(page.getByText('4 commandes envoyées')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yFindings(page, 'order statistics (fr, 768 px)');
});

test('a reversed range is refused at the field, before any call', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.supplier!);
  await page.goto('/statistics/orderStatistics');
  await page.getByLabel('From', { exact: true }).fill('2025-03-02');
  await page.getByLabel('To', { exact: true }).fill('2025-03-01');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('The end date is before the start date.')).toBeVisible();
});

test('staff see every company together and may pick one; the approver gets Unauthorized Access', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.staff!);
  await page.goto('/statistics/orderStatistics');
  await expect(page.getByText('All companies', { exact: true })).toBeVisible();
  await page.getByLabel('Company (COFOR10)').fill('12345a0001');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('(12345A0001)')).toBeVisible();
  await page.getByLabel('Company (COFOR10)').fill('NOSUCH0001');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('There is no such company.')).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, DEMO_ACCOUNTS.approver!);
  await page.goto('/statistics/orderStatistics');
  await expect(page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
});
