import { expect as baseExpect, test } from '@playwright/test';
import {
  expectNoSeriousA11yFindings,
  holdReplies,
  inLanguage,
  signInIn,
  submitLoginIn,
  type UiLanguage,
  useLanguage,
} from './support/accessibility';
import { DEMO_ACCOUNTS } from './support/accounts';
import { businessDayFromToday, ORDER_HISTORY, ORDER_PROCESS } from './support/ordering';

/** First visits of a screen can be slow on a busy machine: wait longer than the default 7 s. */
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * WCAG AA on every screen and dialog, in English and in French (issue 8, 2.4): axe-core must find
 * nothing serious or critical. Each test signs in on its own and uses only the demo data and the
 * order it places itself.
 */
for (const language of ['en', 'fr'] as const satisfies readonly UiLanguage[]) {
  const tr = (en: string, fr: string) => inLanguage(language, en, fr);

  test.describe(`accessibility (${language})`, () => {
    // Each axe-core run takes seconds on a busy machine, and a test runs several.
    test.describe.configure({ timeout: 150_000 });

    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('sign-in, terms and the language dropdown', async ({ page }) => {
      await page.goto('/accounts/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yFindings(page, 'sign-in');
      await page.getByRole('combobox', { name: tr('Language', 'Langue') }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectNoSeriousA11yFindings(page, 'language dropdown');
      await page.keyboard.press('Escape');
      await submitLoginIn(page, language, 'nobody@demo.example', 'XXXXXXXXXX', 'wrong-password-1');
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectNoSeriousA11yFindings(page, 'sign-in with its error');
      await page.goto('/psa_terms/terms');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yFindings(page, 'terms');
    });

    test('welcome, ordering, address step, payment step and thank-you', async ({ page }) => {
      await signInIn(page, language, DEMO_ACCOUNTS.supplier!);
      await expectNoSeriousA11yFindings(page, 'welcome');

      await page.goto(ORDER_PROCESS);
      const rolls = page.getByLabel(tr('No. of rolls for SL-OP-1001', 'Nb de rouleaux pour SL-OP-1001'), {
        exact: true,
      });
      await expect(rolls).toBeVisible();
      await expectNoSeriousA11yFindings(page, 'ordering, standard tab');
      // The costs reply is held: axe sees the loading state (issue 31), then the costs.
      const releaseCosts = await holdReplies(page, '**/orders/api/order_draft/');
      await rolls.fill('2');
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: tr('Calculating…', 'Calcul…') })
          .first(),
      ).toBeAttached();
      await expect(page.getByTestId('cost-summary')).toHaveAttribute('aria-busy', 'true');
      await expectNoSeriousA11yFindings(page, 'ordering while the costs are calculated');
      await expect(page.getByTestId('cost-summary')).toHaveAttribute('aria-busy', 'true');
      await releaseCosts();
      const checkout = page.getByRole('button', { name: tr('CHECKOUT', 'VALIDER LA COMMANDE') });
      await expect(checkout).toBeEnabled();
      await expectNoSeriousA11yFindings(page, 'ordering with costs');

      await page.getByRole('tab', { name: tr('NON-STANDARD-PRODUCTS', 'PRODUITS NON STANDARD') }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousA11yFindings(page, 'tab switch dialog');
      await page
        .getByRole('dialog')
        .getByRole('button', { name: tr('NO', 'NON') })
        .click();

      await checkout.click();
      await expect(page).toHaveURL(/adressAndDelivery$/);
      await expect(page.getByLabel(tr('Purchase order number', 'Numéro de bon de commande'))).toBeVisible();
      await expectNoSeriousA11yFindings(page, 'address step');
      await page
        .getByLabel(tr('Requested shipping date', 'Date d’expédition souhaitée'))
        .fill(businessDayFromToday(3));
      await page
        .getByLabel(tr('Purchase order number', 'Numéro de bon de commande'))
        .fill(`A11Y-${language}`);
      await page.getByRole('button', { name: tr('CONTINUE', 'CONTINUER') }).click();
      await expect(page).toHaveURL(/payment$/);
      const send = page.getByRole('button', { name: tr('SEND ORDER', 'ENVOYER LA COMMANDE') });
      await expect(send).toBeEnabled();
      await expectNoSeriousA11yFindings(page, 'payment step');
      await send.click();
      await expect(page).toHaveURL(/thankyou/);
      await expectNoSeriousA11yFindings(page, 'thank-you');
    });

    test('non-standard tab with the print form', async ({ page }) => {
      await signInIn(page, language, DEMO_ACCOUNTS.supplier!);
      await page.goto(ORDER_PROCESS);
      await page.getByRole('tab', { name: tr('NON-STANDARD-PRODUCTS', 'PRODUITS NON STANDARD') }).click();
      const product = page.getByRole('combobox', { name: tr('Product', 'Produit') }).first();
      await expect(product).toBeVisible();
      await expectNoSeriousA11yFindings(page, 'ordering, non-standard tab');
      await product.click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectNoSeriousA11yFindings(page, 'product dropdown');
      await page.getByRole('option').first().click();
      await expect(page.getByTestId('print-preview').first()).toBeVisible();
      await expectNoSeriousA11yFindings(page, 'print form');
      const releaseCosts = await holdReplies(page, '**/orders/api/order_draft/');
      await page.getByLabel(tr('No. of labels', 'Nb d’étiquettes')).first().fill('20000');
      await expect(page.getByTestId('ns-row-total').first()).toHaveText(tr('Calculating…', 'Calcul…'));
      await expectNoSeriousA11yFindings(page, 'non-standard tab while the costs are calculated');
      await releaseCosts();
    });

    test('history, order detail, cancel dialog, statistics landing and unauthorized', async ({ page }) => {
      await signInIn(page, language, DEMO_ACCOUNTS.supplier!);
      await page.goto(ORDER_HISTORY);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const detailButtons = page.getByRole('button', {
        name: new RegExp(tr('^Show the details of order', '^Afficher les détails de la commande')),
      });
      await expect(detailButtons.first()).toBeVisible();
      await expectNoSeriousA11yFindings(page, 'history');

      await detailButtons.first().click();
      const detail = page.getByRole('dialog');
      await expect(detail).toBeVisible();
      await expectNoSeriousA11yFindings(page, 'order detail');
      await detail
        .getByRole('button', { name: tr('Close', 'Fermer') })
        .first()
        .click();
      await expect(detail).toBeHidden();

      const cancel = page.getByRole('button', {
        name: tr('CANCEL', 'ANNULER'),
        exact: true,
        disabled: false,
      });
      await cancel.first().click();
      const confirm = page.getByRole('dialog');
      await expect(confirm).toBeVisible();
      await expectNoSeriousA11yFindings(page, 'cancel dialog');
      await confirm.getByRole('button', { name: tr('NO', 'NON') }).click();
      await expect(confirm).toBeHidden();

      await page.goto('/statistics/landing');
      await expect(
        page.getByRole('heading', { name: tr('YOUR STATISTICS', 'VOS STATISTIQUES') }),
      ).toBeVisible();
      await expectNoSeriousA11yFindings(page, 'statistics landing');

      await page.goto('/statistics/registrations');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yFindings(page, 'unauthorized');
    });

    test('profile (accounts) and back-office orders while they load', async ({ page }) => {
      await signInIn(page, language, DEMO_ACCOUNTS.supplier!);
      const releaseUsers = await holdReplies(page, /\/accounts\/api\/users\/\?/);
      await page.goto('/accounts/profile');
      await expect(
        page.getByRole('status').filter({ hasText: tr('Loading…', 'Chargement…') }),
      ).toBeAttached();
      await expectNoSeriousA11yFindings(page, 'profile while its users load');
      await releaseUsers();

      await page.context().clearCookies();
      await signInIn(page, language, DEMO_ACCOUNTS.staff!);
      const releaseOrders = await holdReplies(page, /\/backoffice\/api\/orders\/\?/);
      await page.goto('/backoffice/orders');
      await expect(page.getByRole('status').first()).toBeAttached();
      await expectNoSeriousA11yFindings(page, 'back-office orders while they load');
      await releaseOrders();
      await expect(page.getByRole('table').first()).toBeVisible();
      await expectNoSeriousA11yFindings(page, 'back-office orders');
    });

    test('the statistics landing of an analyst', async ({ page }) => {
      await signInIn(page, language, DEMO_ACCOUNTS.analyst!);
      await page.goto('/statistics/landing');
      await expect(
        page.getByRole('heading', { name: tr('YOUR STATISTICS', 'VOS STATISTIQUES') }),
      ).toBeVisible();
      await expectNoSeriousA11yFindings(page, 'statistics landing (analyst)');
    });
  });
}
