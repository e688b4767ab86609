import { expect, type Page, test } from '@playwright/test';
import { signInIn, useLanguage } from './support/accessibility';
import { DEMO_ACCOUNTS } from './support/accounts';
import { openOrderProcess } from './support/ordering';
import { mainNavigation, signIn } from './support/sign-in';

const STAFF = DEMO_ACCOUNTS.staff!;
test.setTimeout(90_000);
// The supplier organising its own transport: no other spec blocks it.
const SUPPLIER = DEMO_ACCOUNTS.transport!;

async function openCompany(page: Page, cofor10: string) {
  await page.goto('/backoffice/companies');
  await page.getByLabel('COFOR10').fill(cofor10);
  await page.getByLabel('COFOR10').press('Enter');
  await expect(page).toHaveURL(new RegExp(`cofor10=${cofor10}`));
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/backoffice\/companies\/\d+$/);
}

async function setUnpaidBills(page: Page, blocked: boolean) {
  const flag = page.getByRole('switch', { name: 'Blocked for unpaid bills (UNPAID_BILLS)' });
  await expect(flag).toBeVisible();
  if ((await flag.isChecked()) !== blocked) await flag.click({ force: true });
  // An earlier save's notice closes first, so the one awaited below is this save's.
  await expect(page.getByText('Saved.')).toHaveCount(0, { timeout: 15_000 });
  await page
    .getByRole('region', { name: 'Blocking, transport and handling' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByText('Saved.')).toBeVisible();
}

test('staff block a company for unpaid bills and its supplier sees the reason', async ({ browser, page }) => {
  await signIn(page, STAFF);
  await mainNavigation(page).getByRole('link', { name: 'Back office' }).click();
  await page
    .getByRole('tab', { name: 'Companies' })
    .or(page.getByRole('link', { name: 'Companies' }))
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible();
  await openCompany(page, SUPPLIER.accountId);
  await setUnpaidBills(page, true);
  await expect(page.getByText('Unpaid bills').first()).toBeVisible();

  const supplierContext = await browser.newContext();
  const supplierPage = await supplierContext.newPage();
  try {
    await signIn(supplierPage, SUPPLIER);
    await openOrderProcess(supplierPage);
    await expect(supplierPage.getByText('Company blocked due to unpaid bills.')).toBeVisible();
    await expect(supplierPage.getByRole('button', { name: 'CHECKOUT' })).toBeDisabled();
  } finally {
    await supplierContext.close();
    await setUnpaidBills(page, false);
  }
});

test('staff change the small-order fee and the supplier is charged it', async ({ browser, page }) => {
  await signIn(page, STAFF);
  await page.goto('/backoffice/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const fee = page.getByLabel('Small-order fee (€)');
  await fee.fill('12.345');
  await fee.press('Enter');
  await expect(
    page.getByText('Enter an amount in euros with at most 2 decimals, for example 12.50.'),
  ).toBeVisible();
  await fee.fill('61.30');
  await fee.press('Enter');
  await expect(page.getByText('Setting saved.')).toBeVisible();

  const supplierContext = await browser.newContext();
  const supplierPage = await supplierContext.newPage();
  try {
    await signIn(supplierPage, SUPPLIER);
    const shop = await (await supplierPage.request.get('/orders/api/settings/')).json();
    expect(shop.small_order_fee).toBe('61.30');
  } finally {
    await supplierContext.close();
    await page.reload();
    await page.getByLabel('Small-order fee (€)').fill('50.00');
    await page.getByLabel('Small-order fee (€)').press('Enter');
    await expect(page.getByText('Setting saved.')).toBeVisible();
  }
});

test('staff change the quota categories of a company, audited, by keyboard', async ({ page }) => {
  const T_COMPANY = DEMO_ACCOUNTS.pending!;
  await signIn(page, STAFF);
  await openCompany(page, T_COMPANY.accountId);
  const categories = page.getByRole('group', { name: 'Quota categories' });
  await expect(categories).toBeVisible();
  const first = categories.getByRole('checkbox').first();
  const wasChecked = await first.isChecked();
  const save = page.getByRole('button', { name: 'Save the quota categories' });
  async function toggleAndSave() {
    await first.focus();
    await page.keyboard.press('Space');
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Saved.').first()).toBeVisible();
  }
  try {
    await toggleAndSave();
    await page.reload();
    await expect(
      page.getByRole('group', { name: 'Quota categories' }).getByRole('checkbox').first(),
    ).toBeChecked({
      checked: !wasChecked,
    });
    // The audit log has the change with its label.
    await page.goto(
      '/backoffice/audit?entity_type=company_quota_categories&action=company_quota_categories.update',
    );
    await expect(page.getByTestId('audit-row').first()).toContainText('Quota categories changed');
    await expect(page.getByTestId('audit-row').first()).toContainText(STAFF.email);
  } finally {
    await openCompany(page, T_COMPANY.accountId);
    const again = page.getByRole('group', { name: 'Quota categories' }).getByRole('checkbox').first();
    if ((await again.isChecked()) !== wasChecked) {
      await again.focus();
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: 'Save the quota categories' }).click();
      await expect(page.getByText('Saved.').first()).toBeVisible();
    }
  }
});

test('the company detail in French shows labels, not codes, and French numbers', async ({ page }) => {
  await useLanguage(page, 'fr');
  await signInIn(page, 'fr', STAFF);
  await page.goto('/backoffice/companies?cofor10=12345A0001');
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/backoffice\/companies\/\d+$/);
  const addresses = page.getByRole('region', { name: 'Adresses' });
  await expect(
    addresses.getByRole('cell', { name: /^(Facturation|Livraison|Distribution)$/ }).first(),
  ).toBeVisible();
  await expect(
    addresses.getByRole('cell', { name: /^(Approuvée|En attente du constructeur|Refusée)$/ }).first(),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Utilisateurs' }).getByRole('cell', { name: 'Approuvé' }).first(),
  ).toBeVisible();
  const events = page.getByRole('region', { name: 'Mouvements de quota' });
  await expect(
    events
      .getByRole('cell', { name: /^(Contrat|Commande \(prélèvement\)|Commande annulée \(restitution\))$/ })
      .first(),
  ).toBeVisible();
  // Amounts grouped the French way (a no-break space), never "1000000" nor "1,000,000".
  await expect(events.getByRole('cell', { name: /^\d{1,3}([\u00a0\u202f ]\d{3})+$/ }).first()).toBeVisible();
  const main = await page.getByRole('main').innerText();
  for (const code of [
    'BILLING',
    'DELIVERY',
    'APPROVED',
    'COMMERCIAL',
    'TS_INVOICE',
    'CONTRACT',
    'WITHDRAWAL',
  ])
    expect(main).not.toContain(code);
});
