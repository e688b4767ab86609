import { expect as baseExpect, test } from '@playwright/test';
import { signInIn, useLanguage } from './support/accessibility';
import { DEMO_ACCOUNTS } from './support/accounts';
import { ORDER_HISTORY, ORDER_PROCESS } from './support/ordering';

/** First visits of a screen can be slow on a busy machine: wait longer than the default 7 s. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

test('the history shows no page count until the count is known', async ({ page }) => {
  await useLanguage(page, 'fr');
  await signInIn(page, 'fr', DEMO_ACCOUNTS.supplier!);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/orders/api/orders/?*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(ORDER_HISTORY);
  await expect(page.getByRole('heading', { name: 'HISTORIQUE DE VOS COMMANDES' })).toBeVisible();
  await expect(page.getByTestId('history-page-info')).toHaveText('');
  release();
  await expect(page.getByTestId('history-page-info')).toHaveText(/^Page 1 sur \d+$/);
});

test('French numbers and typography on the non-standard tab', async ({ page }) => {
  await useLanguage(page, 'fr');
  await signInIn(page, 'fr', DEMO_ACCOUNTS.supplier!);
  await page.goto(ORDER_PROCESS);
  await page.getByRole('tab', { name: 'PRODUITS NON STANDARD' }).click();
  await page.getByRole('combobox', { name: 'Produit' }).first().click();
  await page.getByRole('option', { name: /^SL-OP-1003 / }).click();
  // 2000 labels per roll with the French thousands separator (a narrow no-break space).
  await expect(page.getByText(/2[\u00a0\u202f]000 étiquettes par rouleau/)).toBeVisible();
  await expect(page.getByTestId('ns-rolls').first()).toHaveText('Nombre de rouleaux\u00a0: —');
});
