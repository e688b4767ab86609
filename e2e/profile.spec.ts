import { expect, type Page, test } from '@playwright/test';
import {
  expectNoSeriousA11yFindings,
  inLanguage,
  type UiLanguage,
  useLanguage,
} from './support/accessibility';
import { DEMO_ACCOUNTS } from './support/accounts';
import { signIn, submitLogin } from './support/sign-in';

const PROFILE = '/accounts/profile';
/** The second user of the T company awaiting approval, seeded for this test (decision 031). */
const COLLEAGUE = { email: 'n.perrin@atelier-vosgien.example', accountId: 'T000000003', navigation: [] };
/** The T company with an approved delivery address, seeded for the address change. */
const T_COMPANY = { email: 'h.marchal@decolletage-vosges.example', accountId: 'T000000014', navigation: [] };

function usersSection(page: Page) {
  return page.getByRole('region', { name: 'Company users' });
}

async function setColleagueState(page: Page, action: 'Enable' | 'Disable') {
  await usersSection(page).getByRole('checkbox', { name: 'Select Nicolas Perrin' }).check();
  await usersSection(page).getByRole('button', { name: action, exact: true }).click();
  await expect(
    page.getByText(`The selected users were ${action === 'Enable' ? 'enabled' : 'disabled'}.`),
  ).toBeVisible();
}

test('a supplier edits the phone and bulk-disables a colleague, who is signed out at once', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  await signIn(colleague, COLLEAGUE);

  await signIn(page, DEMO_ACCOUNTS.pending!);
  await page.goto(PROFILE);
  await expect(page.getByRole('heading', { name: 'UPDATE PROFILE', level: 1 })).toBeVisible();
  const userSection = page.getByRole('region', { name: 'User profile' });
  await expect(userSection.getByLabel('E-mail')).toHaveAttribute('readonly', '');

  // The phone: too short first, then accepted.
  const phone = userSection.getByLabel('Phone');
  await phone.fill('1234567');
  await phone.press('Enter');
  await expect(userSection.getByText('Please provide at least 8 digits')).toBeVisible();
  await phone.fill('+33 3 29 56 00 00');
  await userSection.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your phone number was saved.')).toBeVisible();
  // The notice sits below the header: the main menu stays visible and usable (decision 301).
  const notice = await page.locator('.mantine-Notification-root').first().boundingBox();
  const header = await page.locator('header').first().boundingBox();
  expect(notice!.y).toBeGreaterThanOrEqual(header!.y + header!.height);

  // Nothing ticked, and the own row cannot be ticked.
  const users = usersSection(page);
  await expect(users.getByRole('checkbox', { name: 'This is your own account' })).toBeDisabled();
  await users.getByRole('button', { name: 'Disable', exact: true }).click();
  await expect(users.getByText('Please select at least one user.')).toBeVisible();

  await setColleagueState(page, 'Disable');
  await expect(users.getByRole('row', { name: /Nicolas Perrin/ }).getByText('Inactive')).toBeVisible();

  // The colleague's open session is gone, and signing in again fails.
  await colleague.goto('/welcome');
  await expect(colleague).toHaveURL(/\/accounts\/login$/);
  await submitLogin(colleague, COLLEAGUE.email, COLLEAGUE.accountId);
  await expect(colleague.getByText('Your account is not active.')).toBeVisible();
  await expect(colleague).toHaveURL(/\/accounts\/login$/);

  // Back as it was, for any later test.
  await setColleagueState(page, 'Enable');
  await expect(
    users.getByRole('row', { name: /Nicolas Perrin/ }).getByText('Active', { exact: true }),
  ).toBeVisible();
  await colleagueContext.close();
});

test('a T company changes its delivery address: it waits for approval and ordering says so', async ({
  page,
}) => {
  await signIn(page, T_COMPANY);
  await page.goto(PROFILE);
  const delivery = page.getByRole('region', { name: 'Delivery address' });
  await expect(delivery.getByText('Approved')).toBeVisible();
  await page.screenshot({ path: 'test-results/profile-t-company-approved.png', fullPage: true });
  await delivery.getByLabel('Street address').fill('');
  await delivery.getByRole('button', { name: 'Send for approval' }).click();
  await expect(delivery.getByText('Required')).toBeVisible();
  await delivery.getByLabel('Street address').fill(`${Date.now() % 1000} Rue des Tilleuls`);
  await delivery.getByRole('button', { name: 'Send for approval' }).click();
  await expect(page.getByText('The delivery address was sent for approval.')).toBeVisible();
  await expect(delivery.getByText('The address is waiting for approval and cannot be edited.')).toBeVisible();
  await expect(delivery.getByRole('button', { name: 'Send for approval' })).toHaveCount(0);

  await page.goto('/orders/order_process');
  await expect(
    page.getByText('Currently you cannot order: Your delivery address has yet to be approved.'),
  ).toBeVisible();
});

test('a supplier without a T account id sees no delivery address section', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.supplier!);
  await page.goto(PROFILE);
  await expect(page.getByRole('region', { name: 'Billing address' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Delivery address' })).toHaveCount(0);
});

for (const language of ['en', 'fr'] as UiLanguage[]) {
  test(`the profile at 768 px in ${language}: no horizontal scroll, no serious accessibility finding`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await useLanguage(page, language);
    await page.goto('/accounts/login');
    await page
      .getByLabel(inLanguage(language, 'E-mail/username', 'E-mail/nom d’utilisateur'))
      .fill(DEMO_ACCOUNTS.pending!.email);
    await page.getByLabel(inLanguage(language, 'Account ID', 'Identifiant de compte')).fill('T000000003');
    await page
      .getByLabel(inLanguage(language, 'Password', 'Mot de passe'), { exact: true })
      .fill('Demo-pass-1');
    await page.getByRole('button', { name: inLanguage(language, 'Login', 'Connexion') }).click();
    await expect(page).toHaveURL(/\/welcome$/, { timeout: 20_000 });
    await page.goto(PROFILE);
    await expect(
      page.getByRole('heading', { name: inLanguage(language, 'UPDATE PROFILE', 'MODIFIER LE PROFIL') }),
    ).toBeVisible();
    await expect(
      page.getByText(inLanguage(language, 'Waiting for approval', 'En attente d’approbation'), {
        exact: true,
      }),
    ).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(768);
    await page.screenshot({ path: `test-results/profile-${language}-768.png`, fullPage: true });
    await expectNoSeriousA11yFindings(page, `profile (${language}, 768 px)`);
  });
}
