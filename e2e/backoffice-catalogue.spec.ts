import { expect, type Page, test } from '@playwright/test';
import { signInIn, useLanguage } from './support/accessibility';
import { DEMO_ACCOUNTS } from './support/accounts';
import { truncatedBadges } from './support/badges';
import { costAmount, openOrderProcess, rollsInput } from './support/ordering';
import { signIn } from './support/sign-in';

// SL-AC-2003 is used by no other browser test: 500 labels a roll at €0.02600 in the demo data.
const REFERENCE = 'SL-AC-2003';

async function openProduct(page: Page) {
  await page.goto(`/backoffice/catalogue?q=${REFERENCE}`);
  await page.getByRole('button', { name: `Edit product ${REFERENCE}` }).click();
  await expect(page.getByRole('heading', { name: `Edit product ${REFERENCE}` })).toBeVisible();
}

async function setPrice(page: Page, price: string) {
  await openProduct(page);
  await page.getByLabel('Unit price (EUR)').fill(price);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
}

test('staff change a price in the back office and the supplier sees the new cost when ordering', async ({
  page,
  browser,
}) => {
  // Two users, two price changes and the supplier's order screen: about 30 s on a loaded machine,
  // the default timeout, so this one gets the slow test's budget.
  test.slow();
  await signIn(page, DEMO_ACCOUNTS.staff!);
  await setPrice(page, '0.031');

  const supplierContext = await browser.newContext();
  try {
    const supplier = await supplierContext.newPage();
    await signIn(supplier, DEMO_ACCOUNTS.supplier!);
    await openOrderProcess(supplier);
    await rollsInput(supplier, REFERENCE).fill('1');
    // 500 labels at €0.031 = €15.50 (was €13.00 at €0.026).
    await expect(costAmount(supplier, 'labels')).toHaveText('€15.50');
  } finally {
    await supplierContext.close();
    await setPrice(page, '0.026');
  }
});

test('the print definition editor refuses a regular expression that does not compile', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.staff!);
  await openProduct(page);
  await page.getByRole('button', { name: 'Add a field' }).click();
  const field = page.getByRole('region', { name: 'Print field 1' }).or(page.getByLabel('Print field 1'));
  await field.getByLabel('Regular expression').fill('([0-9');
  await expect(
    field.getByText(
      'This regular expression does not compile, or uses look-arounds or back-references, which are not supported.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save the print form' }).click();
  await expect(page.getByText('The change was not saved. Check the marked fields.')).toBeVisible();
  await expect(page.getByText('Correct the marked definitions to see the form.')).toBeVisible();
});

test('the catalogue in French at 768 px: whole status badges and unit prices in the French format', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 1000 });
  await useLanguage(page, 'fr');
  await signInIn(page, 'fr', DEMO_ACCOUNTS.staff!);
  await page.goto('/backoffice/catalogue');
  const row = page.getByRole('row').filter({ hasText: 'SL-OP-1001' });
  await expect(row.getByText('Actif', { exact: true })).toBeVisible();
  // A unit price with its 5 decimals and a decimal comma (no other browser test changes this product).
  await expect(row.getByRole('cell', { name: /^\d,\d{5}$/ })).toBeVisible();
  // Measured once the table has its final widths (the columns settle after the rows come).
  await expect.poll(() => truncatedBadges(page.getByRole('main'))).toEqual([]);
});
