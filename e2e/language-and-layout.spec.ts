import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from './support/accounts';
import { signIn } from './support/sign-in';

test('the language switch turns the portal to French and back', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.supplier!);
  await page.getByRole('navigation', { name: 'Side navigation' }).getByLabel('Language').click();
  await page.getByRole('option', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Accueil' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('button', { name: 'Connexion' })).toBeVisible();
  await page.getByRole('button', { name: 'Connexion' }).click();
  await expect(page.getByText('Obligatoire')).toHaveCount(3);
});

test('the shell works on a 768 px wide window through the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await signIn(page, DEMO_ACCOUNTS.staff!);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('link', { name: 'Statistics' }).click();
  await expect(page).toHaveURL(/\/statistics\/landing$/);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(768);

  // The open menu covers the page: Tab past its last entry never reaches the page behind it, and
  // Escape closes it from anywhere, back on the menu button.
  const menuButton = page.getByRole('button', { name: 'Open navigation' });
  await menuButton.click();
  await expect(page.getByRole('button', { name: 'Close navigation' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  for (let step = 0; step < 30; step++) {
    await page.keyboard.press('Tab');
    const isBehind = await page.evaluate(() => !!document.activeElement?.closest('#main-content, footer'));
    expect(isBehind, `Tab ${step + 1} went behind the menu`).toBe(false);
  }
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();
});

test('a refusal on screen follows the language switch: the login failure (decision 316)', async ({
  page,
}) => {
  await page.goto('/accounts/login');
  await page.getByLabel('E-mail/username').fill('nobody@example.com');
  await page.getByLabel('Account ID').fill('12345A0001');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Unable to log in with the provided credentials.')).toBeVisible();
  if (process.env.SCREENSHOTS)
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/login-failure-en.png` });
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByText('Impossible de se connecter avec les identifiants fournis.')).toBeVisible();
  await expect(page.getByText('Unable to log in with the provided credentials.')).toHaveCount(0);
  if (process.env.SCREENSHOTS) {
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/login-failure-fr.png` });
    await page.setViewportSize({ width: 768, height: 900 });
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/login-failure-fr-768.png` });
  }
});
