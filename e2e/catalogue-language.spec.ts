import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from './support/accounts';
import { chooseProduct, nsRow, openNonStandardTab } from './support/non-standard';
import { signIn } from './support/sign-in';

test('in French the non-standard tab shows the print form and country names in French', async ({ page }) => {
  test.slow(); // two catalogue loads and a language switch on a shared, busy machine
  await signIn(page, DEMO_ACCOUNTS.supplier!);
  await openNonStandardTab(page);
  const row = nsRow(page, 1);
  await chooseProduct(page, row, 'SL-OP-1004');
  await expect(row.getByRole('textbox', { name: /^Part number/ })).toBeVisible();

  // Switching the language refetches the catalogue in French; the chosen row stays.
  await page.getByRole('navigation', { name: 'Side navigation' }).getByLabel('Language').click();
  await page.getByRole('option', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(row.getByRole('textbox', { name: /^Référence pièce/ }).first()).toBeVisible();
  await expect(row.getByRole('textbox', { name: /^Part number/ })).toHaveCount(0);
  await expect(row.getByText('Étiquette double marché pour les références pièces EE et NA.')).toBeVisible();

  await row
    .getByLabel(/^Fabriqué en/)
    .first()
    .click();
  await expect(page.getByRole('option', { name: 'Allemagne' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'États-Unis' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Germany' })).toHaveCount(0);
  await expect(row.getByRole('textbox', { name: /^Part number/ })).toHaveCount(0);
});
