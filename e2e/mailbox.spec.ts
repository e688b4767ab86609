import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yFindings, inLanguage, signInIn, useLanguage } from './support/accessibility';
import { DEMO_ACCOUNTS } from './support/accounts';
import { truncatedBadges } from './support/badges';
import { mailLinkOf, openMailboxMail } from './support/mailbox';
import { sendOrderThroughApi } from './support/orders-api';
import { mainNavigation, signIn } from './support/sign-in';

const SUPPLIER = DEMO_ACCOUNTS.supplier!;
const STAFF = DEMO_ACCOUNTS.staff!;

test('provider staff read a supplier’s order confirmation in the mailbox and follow its link', async ({
  browser,
  page,
}) => {
  // The supplier sends an order of its own: its confirmation is the mail this test reads.
  const supplierContext = await browser.newContext();
  const supplierPage = await supplierContext.newPage();
  await signIn(supplierPage, SUPPLIER);
  const orderId = await sendOrderThroughApi(
    supplierPage,
    { 'SL-OP-1001': 1 },
    `MB-${randomUUID().slice(0, 8)}`,
  );
  await supplierContext.close();

  await signIn(page, STAFF);
  await mainNavigation(page).getByRole('link', { name: 'Back office' }).click();
  await expect(page).toHaveURL(/\/backoffice\/mailbox$/);
  await expect(page.getByRole('heading', { name: 'Mailbox', level: 1 })).toBeVisible();
  await expect(
    page.getByText('No mail server is set: mails are not sent, they are kept here.'),
  ).toBeVisible();

  // Filter by keyboard: the recipient field, then Enter.
  await page.getByLabel('Recipient').fill(SUPPLIER.email);
  await page.getByLabel('Recipient').press('Enter');
  await expect(page).toHaveURL(/recipient=supplier%40demo\.example/);
  const rows = page.getByTestId('mailbox-row');
  await expect(rows.first()).toBeVisible();
  for (const recipient of await rows.locator('td:first-child').allInnerTexts()) {
    expect(recipient.toLowerCase()).toBe(SUPPLIER.email);
  }
  const subject = `Your order ${orderId} was received`;
  const row = rows.filter({ hasText: subject });
  await expect(row).toContainText('order_confirmation');
  await expect(row).toContainText('Not sent');

  await row.getByRole('button', { name: subject }).click();
  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`Order No.: ${orderId}`)).toBeVisible();
  const link = await mailLinkOf(page, '/statistics/history');
  expect(new URL(link).pathname).toBe('/statistics/history');
  await expect(dialog.getByRole('link', { name: link })).toHaveAttribute('target', '_blank');
  await expectNoSeriousA11yFindings(page, 'the mail view');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The helper other flows use finds the same mail.
  const again = await openMailboxMail(page, SUPPLIER.email, subject);
  await expect(again.getByText(`Order No.: ${orderId}`)).toBeVisible();
});

test('the mailbox in French at 768 px', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1000 });
  await useLanguage(page, 'fr');
  await signInIn(page, 'fr', STAFF);
  await page.goto('/backoffice/mailbox');
  await expect(page.getByRole('heading', { name: 'Boîte aux lettres', level: 1 })).toBeVisible();
  await expect(page.getByLabel(inLanguage('fr', 'Recipient', 'Destinataire'))).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The filter bar: recipient, state and both buttons end on one line at 768 px.
  const filter = page.getByRole('search', { name: 'Filtrer les e-mails' });
  const tops = await Promise.all(
    [
      filter.getByLabel('Destinataire', { exact: true }),
      filter.getByLabel('État', { exact: true }),
      filter.getByRole('button', { name: 'Filtrer' }),
      filter.getByRole('button', { name: 'Tout afficher' }),
    ].map(async (control) =>
      Math.round((await control.boundingBox())!.y + (await control.boundingBox())!.height),
    ),
  );
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(2);
  // Every status badge shows its whole text.
  await expect(page.getByTestId('mailbox-row').first()).toBeVisible();
  await expect.poll(() => truncatedBadges(page.getByRole('main'))).toEqual([]);
});

test('a supplier gets Unauthorized Access on the mailbox and sees no Back office entry', async ({ page }) => {
  await signIn(page, SUPPLIER);
  await expect(mainNavigation(page).getByRole('link', { name: 'Back office' })).toHaveCount(0);
  await page.goto('/backoffice/mailbox');
  await expect(page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
});
