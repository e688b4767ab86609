import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/accounts';
import { mailsTo, newestResetLink } from './support/mailbox';
import { mainNavigation, submitLogin } from './support/sign-in';

/**
 * The password reset (accounts-and-site.md 2, 4, 8): a link by mail, the new password, home signed
 * in after 5.5 s; and the expired password from the login page. Each test uses a user no other
 * spec signs in with (a reset ends the user's sessions and changes the password).
 */
const REQUESTED =
  'If a matching account was found, an e-mail with a link to set a new password has been sent.';
const NEW_PASSWORD = 'Lantern-41-river';

async function setNewPassword(page: Page, password: string) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the new password').fill(password);
  await page.getByRole('button', { name: 'Set the new password' }).click();
}

async function expectHomeSignedInAfterTheDelay(page: Page) {
  await expect(
    page.getByText('Your new password is set and you are signed in.', { exact: false }),
  ).toBeVisible();
  const shownAt = Date.now();
  await expect(page).toHaveURL(/\/welcome$/, { timeout: 10_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(4_500);
  await expect(mainNavigation(page)).toBeVisible();
}

test('a reset link by mail sets a new password and signs in', async ({ page, request }) => {
  const email = 'l.garnier@demo-parts.example';
  await page.goto('/accounts/login');
  await page.getByRole('link', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/accounts\/reset_password$/);
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();

  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('Required')).toHaveCount(2);
  await page.getByLabel('E-mail').fill('l.garnier@');
  await page.getByLabel('Account ID').fill('12345A0001');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('Invalid email')).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: REQUESTED })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to login' })).toBeVisible();

  const link = await newestResetLink(request, email);
  expect(link).toMatch(/^\/accounts\/password_confirmation\/[A-Za-z0-9_-]{43}\/12345A0001$/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  // The account id comes with the link.
  await expect(page.getByLabel('Account ID')).toHaveCount(0);

  await page.getByLabel('New password', { exact: true }).fill('abc');
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Minimal length is 8 (not met yet)' }),
  ).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('abcdefg1!');
  await expect(page.getByRole('listitem').filter({ hasText: 'Minimal length is 8 (met)' })).toBeVisible();
  await page.getByLabel('Repeat the new password').fill('abcdefg2!');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await setNewPassword(page, 'Password123!');
  await expect(page.getByText('This password is too common. Please choose another one.')).toBeVisible();

  await setNewPassword(page, NEW_PASSWORD);
  await expectHomeSignedInAfterTheDelay(page);

  // The link served once.
  await page.context().clearCookies();
  await page.goto(link);
  await setNewPassword(page, 'Another-pass-52');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid confirmation code.' })).toBeVisible();
});

test('an expired password leads from the login to a reset mailed once', async ({ page, request }) => {
  const email = 'expired@demo.example';
  await page.goto('/accounts/login');
  await submitLogin(page, email, '12345A0001');
  await expect(page).toHaveURL(
    /\/accounts\/reset_expired_password\/expired(%40|@)demo\.example\/12345A0001$/,
  );
  await expect(page.getByRole('heading', { name: 'Password expired' })).toBeVisible();
  await expect(page.getByText('Your password has expired.', { exact: false })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: REQUESTED })).toBeVisible();
  expect(await mailsTo(request, email, 'account.password_reset')).toHaveLength(1);

  await page.goto(await newestResetLink(request, email));
  await setNewPassword(page, NEW_PASSWORD);
  await expectHomeSignedInAfterTheDelay(page);

  await page.context().clearCookies();
  await page.goto('/accounts/login');
  await submitLogin(page, email, '12345A0001', DEMO_PASSWORD);
  await expect(page.getByText('Unable to log in with the provided credentials.')).toBeVisible();
  await submitLogin(page, email, '12345A0001', NEW_PASSWORD);
  await expect(page).toHaveURL(/\/welcome$/);
});

test('a link without its account id asks for it, and a wrong code is refused on the form', async ({
  page,
}) => {
  await page.goto(`/accounts/password_confirmation/${'x'.repeat(43)}`);
  await page.getByLabel('Account ID').fill('12345A0001');
  await setNewPassword(page, NEW_PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid confirmation code.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});
