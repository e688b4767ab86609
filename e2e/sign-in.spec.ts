import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from './support/accounts';
import { mainNavigation, signIn, signInThroughForm, submitLogin } from './support/sign-in';

for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
  test(`${role} signs in and sees exactly the navigation of their rights`, async ({ page }) => {
    await signInThroughForm(page, account);
    await expect(mainNavigation(page).getByRole('link')).toHaveText(account.navigation);
    await expect(page.getByRole('main')).toContainText(account.accountId);
  });
}

test('empty fields say Required, and a wrong password shows the reply under the form', async ({ page }) => {
  await page.goto('/accounts/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Required')).toHaveCount(3);

  await submitLogin(page, 'supplier@demo.example', '12345A0001', 'Wrong-pass-1');
  await expect(page.getByRole('alert')).toHaveText('Unable to log in with the provided credentials.');
  await expect(page).toHaveURL(/\/accounts\/login$/);
});

test('a registrant who has not confirmed the e-mail is told so, not that the account is inactive (decision 300)', async ({
  page,
}) => {
  // The demo's n.petit@demo-parts.example has not opened the confirmation link; no other test does.
  await page.goto('/accounts/login');
  await submitLogin(page, 'n.petit@demo-parts.example', '12345A0001');
  await expect(page.getByRole('alert')).toHaveText(
    'Your registration is not complete yet: please open the link in the mail we sent you to confirm your e-mail address.',
  );
  await expect(page).toHaveURL(/\/accounts\/login$/);
});

test('a burst of failed sign-ins is throttled', async ({ page }) => {
  const email = `throttle-${Date.now()}@demo.example`;
  await page.goto('/accounts/login');
  for (let attempt = 0; attempt < 5; attempt++) {
    await submitLogin(page, email, '12345A0001', 'Wrong-pass-1');
    await expect(page.getByRole('alert')).toHaveText('Unable to log in with the provided credentials.');
  }
  await submitLogin(page, email, '12345A0001', 'Wrong-pass-1');
  await expect(page.getByRole('alert')).toHaveText('Too many failed login attempts. Please try again later.');
});

test('the login page links to password reset and registration', async ({ page }) => {
  await page.goto('/accounts/login');
  await expect(page.getByRole('link', { name: 'Reset password' })).toHaveAttribute(
    'href',
    '/accounts/reset_password',
  );
  await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/accounts/register');
});

test('a signed-in user opening the login page goes to the welcome page', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.supplier!);
  await page.goto('/accounts/login');
  await expect(page).toHaveURL(/\/welcome$/);
});

test('the whole login form works with the keyboard', async ({ page }) => {
  await page.goto('/accounts/login');
  await page.getByLabel('E-mail/username').focus();
  await page.keyboard.type('analyst@demo.example');
  await page.keyboard.press('Tab');
  await page.keyboard.type('CARMAKER01');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Demo-pass-1');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/welcome$/);
});
