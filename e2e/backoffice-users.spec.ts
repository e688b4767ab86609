import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from './support/accounts';
import { signIn, submitLogin } from './support/sign-in';

const STAFF = DEMO_ACCOUNTS.staff!;
const TARGET = DEMO_ACCOUNTS.transport!;

test('staff disables a user, who can no longer sign in, then enables them again', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signIn(page, STAFF);
  await page.goto('/backoffice/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  // Search every user by e-mail (the filters go into the URL).
  await page.getByRole('textbox', { name: 'Search' }).fill(TARGET.email);
  await page.getByRole('textbox', { name: 'Search' }).press('Enter');
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'All users' }).click();
  await expect(page).toHaveURL(/state=ALL/);
  await expect(page).toHaveURL(/q=transport%40demo\.example/);
  await page.getByRole('button', { name: `Open ${TARGET.email}` }).click();

  const drawer = page.getByRole('dialog', { name: 'User' });
  await expect(drawer.getByTestId('user-detail')).toContainText(TARGET.email);
  // By keyboard: the switch, then Space.
  await drawer.getByRole('switch', { name: 'Active' }).focus();
  await page.keyboard.press('Space');
  await expect(drawer.getByRole('switch', { name: 'Active' })).not.toBeChecked();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`The changes to ${TARGET.email} are saved.`)).toBeVisible();
  await expect(page.getByTestId('waiting-user-row').filter({ hasText: TARGET.email })).toContainText(
    'Disabled',
  );

  const user = await browser.newPage();
  await user.goto('/accounts/login');
  await submitLogin(user, TARGET.email, TARGET.accountId);
  await expect(user.getByRole('alert').first()).toBeVisible();
  await expect(user).not.toHaveURL(/\/welcome$/);

  await drawer.getByRole('switch', { name: 'Active' }).focus();
  await page.keyboard.press('Space');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('waiting-user-row').filter({ hasText: TARGET.email })).not.toContainText(
    'Disabled',
  );
  await user.goto('/accounts/login');
  await submitLogin(user, TARGET.email, TARGET.accountId);
  await expect(user).toHaveURL(/\/welcome$/);
  await user.close();
});
