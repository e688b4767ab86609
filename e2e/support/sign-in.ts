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
export async function signIn(page: Page, account: DemoAccount) {
  await page.goto('/accounts/login');
  await submitLogin(page, account.email, account.accountId);
  await expect(page).toHaveURL(/\/welcome$/);
}

export function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}
