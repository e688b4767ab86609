import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from './support/accounts';
import { signIn } from './support/sign-in';

test('logout ends the session and guarded pages send back to login', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.supplier!);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/accounts\/login$/);
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/accounts\/login$/);
  await expect(page.getByText('Your session has expired.')).toHaveCount(0);
});

test('a browser whose session ended is told so on the login page', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'sessionid', value: 'ended-session-token', url: baseURL! }]);
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/accounts\/login$/);
  await expect(page.getByText('Your session has expired.')).toBeVisible();
});

test('the heartbeat finds an ended session and sends to login with the notice', async ({
  page,
  context,
  baseURL,
}) => {
  await page.clock.install();
  await signIn(page, DEMO_ACCOUNTS.analyst!);
  // The session ends on the server side (as after the idle timeout): the browser still holds a cookie.
  await context.addCookies([{ name: 'sessionid', value: 'ended-session-token', url: baseURL! }]);
  await page.clock.fastForward('05:01');
  await expect(page).toHaveURL(/\/accounts\/login$/);
  await expect(page.getByText('Your session has expired.')).toBeVisible();
});
