import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, type DemoAccount } from './accounts';

/** Fills the login form; does not wait for the outcome. */
export async function submitLogin(page: Page, email: string, accountId: string, password = DEMO_PASSWORD) {
  await page.getByLabel('E-mail/username').fill(email);
  await page.getByLabel('Account ID').fill(accountId);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Signs in through the login page and waits for the welcome page. */
export async function signInThroughForm(page: Page, account: DemoAccount) {
  await page.goto('/accounts/login');
  await submitLogin(page, account.email, account.accountId);
  await expect(page).toHaveURL(/\/welcome$/);
}

/**
 * Signs in with the login call the form makes (same cookies, same CSRF header), then opens the
 * welcome page: for the tests about what comes after signing in. The form itself is tested by
 * sign-in.spec.ts through signInThroughForm; skipping its page load saves about a second of
 * browser time per test (decision 157).
 */
export async function signIn(page: Page, account: DemoAccount) {
  const request = page.context().request;
  await request.get('/accounts/api/login/');
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await request.post('/accounts/api/login/', {
    data: { username: account.email, account_id: account.accountId, password: DEMO_PASSWORD },
    headers: { 'x-csrftoken': csrf },
  });
  expect(response.status(), `sign-in of ${account.email}: ${await response.text()}`).toBe(200);
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/welcome$/);
}

export function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}
