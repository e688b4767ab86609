import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from './support/accounts';
import { signIn, submitLogin } from './support/sign-in';

test('a guarded page sends to login and comes back after it', async ({ page }) => {
  await page.goto('/statistics/landing');
  await expect(page).toHaveURL(/\/accounts\/login$/);
  const analyst = DEMO_ACCOUNTS.analyst!;
  await submitLogin(page, analyst.email, analyst.accountId);
  await expect(page).toHaveURL(/\/statistics\/landing$/);
});

test('a user without the right sees Unauthorized Access', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.approver!);
  await page.goto('/orders/order_process');
  await expect(page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
  await expect(page.getByText("You don't have sufficient rights to access this Content.")).toBeVisible();
});

test('the approver reaches the user approval route, the supplier does not', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.supplier!);
  await page.goto('/accounts/client_confirmation/some-code');
  await expect(page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
});

test('unknown paths lead to the welcome page', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.supplier!);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/welcome$/);
});

test('the terms of use are public and linked from the footer', async ({ page }) => {
  await page.goto('/psa_terms/terms');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('30 days net').first()).toBeVisible();
  await signIn(page, DEMO_ACCOUNTS.supplier!);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
  await expect(page).toHaveURL(/\/psa_terms\/terms$/);
});
