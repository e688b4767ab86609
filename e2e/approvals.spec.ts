import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { openOrderProcess } from './support/ordering';
import { signIn, submitLogin } from './support/sign-in';

// The approval chain on the demo's waiting tasks seeded for it (demo-approvals.ts): the registrant
// of Jura Précision Mécanique waits for the approver; Atelier Lorrain's delivery address waits too.
const REGISTRANT = { email: 'c.jacquet@jura-precision.example', accountId: '42345D0001' };
const ADDRESS_OWNER = { email: 'm.durand@atelier-lorrain.example', accountId: 'T000000012' };
const SCREENSHOTS = process.env.APPROVALS_SCREENSHOTS; // a folder: also take screenshots

// Several sign-ins per test on a busy machine.
test.describe.configure({ timeout: 120_000 });

type Mail = { recipient: string; template: string; body_text: string };

/** The approval link of a mail in the approver's mailbox, read by staff through the mailbox call. */
async function approvalLink(browser: Browser, template: string, mentions: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO_ACCOUNTS.staff!);
  const reply = await page.request.get('/backoffice/api/mailbox/?recipient=approver@demo.example&limit=200');
  expect(reply.ok()).toBe(true);
  const mails = ((await reply.json()) as { results: Mail[] }).results;
  const mail = mails.find((m) => m.template === template && m.body_text.includes(mentions));
  const url = mail?.body_text.match(/https?:\/\/\S+\/accounts\/client_(?:address_)?confirmation\/\S+/)?.[0];
  await context.close();
  if (!url) throw new Error(`no ${template} mail mentioning ${mentions}`);
  return new URL(url).pathname;
}

async function switchLanguage(page: Page, option: 'English' | 'Français') {
  const side = page.getByRole('navigation', {
    name: option === 'English' ? 'Navigation latérale' : 'Side navigation',
  });
  await side.getByLabel(option === 'English' ? 'Langue' : 'Language').click();
  await page.getByRole('option', { name: option }).click();
}

/** Screenshots of the screen in French (wide and 768 px), then back to English. */
async function shootFrench(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await switchLanguage(page, 'Français');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.waitForLoadState('networkidle');
  await shoot(page, `${name}-fr`);
  await switchLanguage(page, 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
  await page.setViewportSize({ width: 768, height: 1000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-768.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a registrant is approved by the car-maker, activated by customer service, then signs in', async ({
  page,
  browser,
}) => {
  const link = await approvalLink(browser, 'approval.user', REGISTRANT.email);

  await signIn(page, DEMO_ACCOUNTS.approver!);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Approve a new user' })).toBeVisible();
  await expect(page.getByText('Claire Jacquet')).toBeVisible();
  await expect(page.getByText('Jura Précision Mécanique SAS')).toBeVisible();
  const feedback = page.getByLabel('Feedback (sent to the user with a rejection)');
  await feedback.fill('x'.repeat(301));
  await expect(page.getByTestId('feedback-counter')).toHaveText('301 / 300 characters');
  await page.getByRole('button', { name: 'REJECT' }).click();
  await expect(page.getByText('Ensure this field has no more than 300 characters.')).toBeVisible();
  await feedback.fill('');
  await shoot(page, 'user-approval-en');
  await shootFrench(page, 'user-approval');
  await page.getByRole('button', { name: 'APPROVE' }).click();
  await expect(page.getByText('The user was approved')).toBeVisible();
  await page.reload();
  await expect(page.getByText('This account was already approved.')).toBeVisible();
  await shoot(page, 'user-approval-done-en');

  const staff = await browser.newPage();
  await signIn(staff, DEMO_ACCOUNTS.staff!);
  await staff
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Back office' })
    .click();
  await staff
    .getByRole('navigation', { name: 'Back office sections' })
    .getByRole('link', { name: 'Users', exact: true })
    .click();
  await expect(staff).toHaveURL(/\/backoffice\/users$/);
  await expect(staff.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await shoot(staff, 'backoffice-users-en');
  await shootFrench(staff, 'backoffice-users');
  await staff.getByRole('button', { name: `Activate ${REGISTRANT.email}` }).click();
  const dialog = staff.getByRole('dialog', { name: 'Activate this account?' });
  await expect(dialog).toContainText('Claire Jacquet');
  await shoot(staff, 'backoffice-users-confirm-en');
  await dialog.getByRole('button', { name: 'Activate' }).click();
  await expect(staff.getByText(`The account of ${REGISTRANT.email} is active.`)).toBeVisible();
  await expect(staff.getByRole('button', { name: `Activate ${REGISTRANT.email}` })).toHaveCount(0);
  await staff.close();

  const registrant = await browser.newPage();
  await registrant.goto('/accounts/login');
  await submitLogin(registrant, REGISTRANT.email, REGISTRANT.accountId, DEMO_PASSWORD);
  await expect(registrant).toHaveURL(/\/welcome$/);
  await registrant.close();
});

test('an approved delivery address lets its company order', async ({ page, browser }) => {
  const link = await approvalLink(browser, 'approval.address', ADDRESS_OWNER.accountId);
  const owner = await browser.newPage();
  await owner.goto('/accounts/login');
  await submitLogin(owner, ADDRESS_OWNER.email, ADDRESS_OWNER.accountId, DEMO_PASSWORD);
  await expect(owner).toHaveURL(/\/welcome$/);
  await openOrderProcess(owner);
  const warning = owner.getByText(
    'Currently you cannot order: Your delivery address has yet to be approved.',
  );
  await expect(warning).toBeVisible();

  await signIn(page, DEMO_ACCOUNTS.approver!);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Approve an address' })).toBeVisible();
  await expect(page.getByText('40 Boulevard d’Austrasie')).toBeVisible();
  await expect(page.getByText('12 Rue de la Ravinelle')).toBeVisible();
  await shoot(page, 'address-approval-en');
  await shootFrench(page, 'address-approval');
  await page.getByRole('button', { name: 'APPROVE' }).click();
  await expect(page.getByText('The address was approved')).toBeVisible();
  await page.reload();
  await expect(page.getByText('This task has already been performed.')).toBeVisible();

  await openOrderProcess(owner);
  await expect(warning).toHaveCount(0);
  await expect(owner.getByLabel(/^No\. of rolls for /).first()).toBeVisible();
});

test('the approval screens refuse an invalid code, in French too', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.approver!);
  await page.goto(`/accounts/client_confirmation/${'x'.repeat(43)}`);
  await expect(page.getByText('Invalid approval code.')).toBeVisible();
  await switchLanguage(page, 'Français');
  await expect(page.getByText('Code d’approbation invalide.')).toBeVisible();
  await shoot(page, 'user-approval-invalid-fr');
  await page.goto(`/accounts/client_address_confirmation/${'y'.repeat(43)}`);
  await expect(page.getByText('L’action a échoué\u00a0: le code est invalide ou a expiré.')).toBeVisible();
});

test('a supplier has no access to the approval and activation screens', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.supplier!);
  for (const path of ['/accounts/client_confirmation/abc', '/backoffice/users']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
  }
});
