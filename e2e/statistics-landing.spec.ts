import { expect as baseExpect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from './support/accounts';
import { mainNavigation, signIn } from './support/sign-in';

/** First visits of a screen can be slow on a busy machine: wait longer than the default 7 s. */
const expect = baseExpect.configure({ timeout: 20_000 });

// Sign-in and the first visit of a screen can take long on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('Statistics in the navigation leads a supplier to the landing and on to the order history', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.supplier!);
  await mainNavigation(page).getByRole('link', { name: 'Statistics' }).click();
  await expect(page).toHaveURL(/\/statistics\/landing$/);
  await expect(page.getByRole('heading', { name: 'YOUR STATISTICS', level: 1 })).toBeVisible();
  await expect(page.getByText('This screen is not available yet.')).toHaveCount(0);

  const boxes = page.getByRole('region');
  await expect(boxes).toHaveCount(2);
  const orders = page.getByRole('region', { name: 'Orders' });
  await expect(orders.getByRole('link', { name: 'Order statistics' })).toBeVisible();
  await expect(orders.getByRole('link')).toHaveCount(2);
  // The Labels box offers a supplier their own volume status only (decision 238).
  const labels = page.getByRole('region', { name: 'Labels', exact: true });
  await expect(labels.getByRole('link')).toHaveCount(1);
  await expect(labels.getByRole('link', { name: 'Volume status' })).toHaveAttribute(
    'href',
    '/statistics/volume_status',
  );
  await expect(labels).not.toContainText('Authentications');

  // By keyboard: the history link is reachable with Tab and opens with Enter.
  await orders.getByRole('link', { name: 'Order history' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/statistics\/history$/);
  await expect(page.getByRole('heading', { name: 'HISTORY OF YOUR ORDERS' })).toBeVisible();
});

test('the analyst sees the four boxes, every screen a link', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.analyst!);
  await page.goto('/statistics/landing');
  for (const name of ['Orders', 'Labels', 'Suppliers', 'Suppliers FILE']) {
    await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
  }
  // The Labels box: the authentications, the supplier scan analysis, the ID based and spool analyses
  // and the volume status.
  const labels = page.getByRole('region', { name: 'Labels', exact: true });
  await expect(labels.getByRole('link')).toHaveCount(5);
  for (const [name, href] of [
    ['Authentications', '/statistics/authentications'],
    ['Suppliers scan analysis', '/statistics/supplier_analysis'],
    ['ID based analysis', '/statistics/id_analysis'],
    ['Volume status', '/statistics/volume_status'],
  ]) {
    await expect(labels.getByRole('link', { name: name!, exact: true }), name).toHaveAttribute('href', href!);
  }
  await expect(page.getByRole('main')).not.toContainText('(not available yet)');
  // The order history, the order statistics, the orders overview, the five of the Labels box, the
  // registrations and the latest supplier file (a download).
  await expect(page.getByRole('main').getByRole('link')).toHaveCount(10);
  await expect(
    page
      .getByRole('region', { name: 'Suppliers', exact: true })
      .getByRole('link', { name: 'Suppliers accounts' }),
  ).toHaveAttribute('href', '/statistics/registrations');
  await expect(
    page.getByRole('region', { name: 'Suppliers FILE', exact: true }).getByRole('link'),
  ).toHaveAttribute('href', '/psa_accounts/supplier_data/');
  await labels.getByRole('link', { name: 'Authentications', exact: true }).click();
  await expect(page).toHaveURL(/\/statistics\/authentications$/);
  await expect(page.getByRole('heading', { name: 'AUTHENTICATIONS' })).toBeVisible();
});

test('the approver, without orders.view_order, gets Unauthorized Access on the landing', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.approver!);
  await page.goto('/statistics/landing');
  await expect(page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
});
