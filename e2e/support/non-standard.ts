import { expect, type Locator, type Page } from '@playwright/test';
import { openOrderProcess } from './ordering';

/** Opens the order process and the NON-STANDARD-PRODUCTS tab (with an empty cart). */
export async function openNonStandardTab(page: Page) {
  await openOrderProcess(page);
  await page.getByRole('tab', { name: 'NON-STANDARD-PRODUCTS' }).click();
  await expect(nsRow(page, 1).getByRole('combobox', { name: 'Product' })).toBeVisible();
}

/** The nth row (1-based) of the non-standard cart. */
export function nsRow(page: Page, position: number): Locator {
  return page.getByRole('region', { name: `Position ${position}`, exact: true });
}

/** Chooses a product in a row by its reference. */
export async function chooseProduct(page: Page, row: Locator, reference: string) {
  await row.getByRole('combobox', { name: 'Product' }).click();
  await page.getByRole('option', { name: new RegExp(`^${reference} `) }).click();
}

/** Fills the print data of the 600x500 demo products (7 fields). */
export async function fillBasicPrintData(row: Locator, partNumber: string, designation: string) {
  await row.getByLabel('Part number').fill(partNumber);
  await row.getByLabel('Designation').fill(designation);
  await row.getByRole('textbox', { name: /^Quantity/ }).fill('4');
}

export function confirmBox(row: Locator) {
  return row.getByRole('checkbox', { name: 'I confirm that the print data above is correct.' });
}

export function preview(row: Locator) {
  return row.getByTestId('print-preview');
}
