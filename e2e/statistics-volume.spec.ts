import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from '@playwright/test';
import { signInIn, useLanguage } from './support/accessibility';
import { DEMO_ACCOUNTS } from './support/accounts';
import { signIn } from './support/sign-in';

/** First visits of a screen can be slow on a busy machine: wait longer than the default 7 s. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const HEADERS = [
  'Initial quantity',
  'Available quantity',
  'Ordered quantity',
  'Delivered quantity',
  'Activated quantity',
];

test('staff open the volume status from the landing, pick a company by keyboard, see its figures and download the PDF', async ({
  page,
}, testInfo) => {
  await signIn(page, DEMO_ACCOUNTS.staff!);
  await page.goto('/statistics/landing');
  await page
    .getByRole('region', { name: 'Labels', exact: true })
    .getByRole('link', { name: 'Volume status' })
    .click();
  await expect(page).toHaveURL(/\/statistics\/volume_status$/);
  await expect(page.getByRole('heading', { name: 'Volume status', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Volume status' });
  for (const header of ['Product group', ...HEADERS]) {
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  }
  await expect(page.getByTestId('volume-scope')).toHaveText('All companies');
  await expect(page.getByTestId('volume-status-totals')).toContainText('Total');

  // The chooser asks the server as one types; arrows and Enter pick the company.
  const chooser = page.getByRole('combobox', { name: 'Company' });
  await chooser.focus();
  await page.keyboard.type('Demo Parts');
  // The list of the whole text, not one of an earlier keystroke's answers still on screen.
  await expect(page.getByRole('option')).toHaveText([/^Demo Parts SAS/]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/company=[^&]*12345A0001/);
  await expect(page.getByTestId('volume-scope')).toContainText('Demo Parts SAS');
  const originalPart = table.getByRole('row', { name: /^Original Part/ });
  await expect(originalPart.getByRole('cell').first()).toHaveText('5,000,000');
  await page.screenshot({ path: testInfo.outputPath('volume-status-en.png'), fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'DOWNLOAD PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}_volume_status\.pdf$/);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(1000);
});

test('in French at 768 px the figures follow the French number format', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 768, height: 1000 });
  await useLanguage(page, 'fr');
  await signInIn(page, 'fr', DEMO_ACCOUNTS.staff!);
  await page.goto('/statistics/volume_status?company=12345A_12345A0001');
  await expect(page.getByRole('heading', { name: 'État des volumes', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'État des volumes' });
  await expect(table.getByRole('columnheader', { name: 'Quantité initiale' })).toBeVisible();
  const originalPart = table.getByRole('row', { name: /^Original Part/ });
  await expect(originalPart.getByRole('cell').first()).toHaveText(/^5\s000\s000$/);
  await expect(page.getByRole('button', { name: 'TÉLÉCHARGER LE PDF' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('volume-status-fr-768.png'), fullPage: true });

  // Delivered is what was shipped (decision 311): Atlas Câblage's one shipped order, 5 rolls of
  // 1,000 SL-OP-1001 labels, all activated (no other browser test ships or activates for Atlas).
  await page.goto('/statistics/volume_status?company=94106J_94106J0001');
  await expect(page.getByTestId('volume-scope')).toContainText('Atlas Câblage Maroc SARL');
  const atlas = table.getByRole('row', { name: /^Original Part/ }).getByRole('cell');
  await expect(atlas.nth(3)).toHaveText(/^5\s000$/);
  await expect(atlas.nth(4)).toHaveText(/^5\s000$/);
  const totals = page.getByTestId('volume-status-totals').locator('th');
  await expect(totals.nth(4)).toHaveText(/^5\s000$/);
  await page.screenshot({ path: testInfo.outputPath('volume-status-fr-768-atlas.png'), fullPage: true });
});

test('a supplier sees their own company only; the approver gets Unauthorized Access', async ({
  page,
}, testInfo) => {
  await signIn(page, DEMO_ACCOUNTS.supplier!);
  await page.goto('/statistics/volume_status');
  await expect(page.getByTestId('volume-own-company')).toContainText('Demo Parts SAS');
  await expect(page.getByRole('combobox', { name: 'Company' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('volume-status-supplier.png'), fullPage: true });

  await page.context().clearCookies();
  await signIn(page, DEMO_ACCOUNTS.approver!);
  await page.goto('/statistics/volume_status');
  await expect(page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
});
