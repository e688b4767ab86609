import { expect, test } from '@playwright/test';
import { DEMO_SUPPLIER_FILE_ROWS } from '../apps/server/src/seed/demo-supplier-file';
import { DEMO_ACCOUNTS } from './support/accounts';
import { signIn } from './support/sign-in';

const HEADER = 'cofor6;cofor10;name;street;postal_code;city;country_code;company_group;restricted';
// The demo lines stay in the file: other specs register with them.
const DEMO_LINES = DEMO_SUPPLIER_FILE_ROWS.map((row) =>
  row.map((cell) => (cell === true ? '1' : cell === false ? '0' : cell)).join(';'),
);

/** A fresh COFOR6 (5 digits and a letter) no other run used. */
function freshCofor6(): string {
  return `${String(Date.now()).slice(-5)}W`;
}

test('staff loads a supplier file and a new registrant finds the company by its COFOR6', async ({ page }) => {
  test.setTimeout(120_000);
  const cofor6 = freshCofor6();
  const csv = [
    HEADER,
    ...DEMO_LINES,
    `${cofor6};${cofor6}0001;Werkzeugbau Süd GmbH;Talstraße 9;70173;Stuttgart;DE;EXTERNAL_SUPPLIERS;0`,
  ].join('\n');
  await signIn(page, DEMO_ACCOUNTS.staff);
  await page.goto('/backoffice/supplier-file');
  await expect(page.getByRole('heading', { name: 'Supplier file (psa_accounts)' })).toBeVisible({
    timeout: 30_000,
  });
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'psa-e2e.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Load the file' }).click();
  await expect(
    page.getByText(`psa-e2e.csv is now the current supplier file: ${DEMO_LINES.length + 1} lines loaded.`),
  ).toBeVisible();
  const current = page.getByRole('row').filter({ hasText: 'psa-e2e.csv' }).first();
  await expect(current.getByText('Current')).toBeVisible();
  await page
    .getByRole('button', { name: /Log ?out|Sign out/i })
    .first()
    .click()
    .catch(() => undefined);
  await page.context().clearCookies();

  await page.goto('/accounts/register');
  await page.getByLabel('Option 1: COFOR6 (first 6 characters)').fill(cofor6);
  await page.getByRole('button', { name: 'Find my company' }).click();
  await expect(page.getByText('The company code is set.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Company', exact: true }).click();
  await page.getByRole('option', { name: /Talstraße 9/ }).click();
  await expect(page.getByRole('group', { name: 'Company data' }).getByLabel('Company name')).toHaveValue(
    'Werkzeugbau Süd GmbH',
  );
});

test('a file with bad lines shows the report and loads nothing', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_ACCOUNTS.staff);
  await page.goto('/backoffice/supplier-file');
  await expect(page.getByRole('heading', { name: 'Supplier file (psa_accounts)' })).toBeVisible({
    timeout: 30_000,
  });
  const csv = [
    HEADER,
    '11111A;22222B0001;Wrong prefix;1 Rue;75001;Paris;FR;EXTERNAL_SUPPLIERS;0',
    '11111A;11111A0002;Bad country;1 Rue;75001;Paris;XX;EXTERNAL_SUPPLIERS;0',
  ].join('\n');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Load the file' }).click();
  await expect(
    page.getByText('The file was not loaded (refused lines: 2, problems: 2). The current file stays in use.'),
  ).toBeVisible();
  const report = page.getByRole('table', { name: 'Refused lines' });
  await expect(report.getByRole('row')).toHaveCount(3);
  await expect(report.getByRole('row').nth(1)).toContainText('2');
  await expect(report.getByRole('row').nth(1)).toContainText(
    'The COFOR10 must start with the COFOR6 of its line (11111A).',
  );
  await expect(report.getByRole('row').nth(2)).toContainText(
    '"XX" is not an ISO 3166 two-letter country code.',
  );
  await expect(page.getByRole('row').filter({ hasText: 'bad.csv' })).toHaveCount(0);
});

test('an empty file is named as such, not as a missing one', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.staff);
  await page.goto('/backoffice/supplier-file');
  await expect(page.getByRole('heading', { name: 'Supplier file (psa_accounts)' })).toBeVisible({
    timeout: 30_000,
  });
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.alloc(0) });
  await page.getByRole('button', { name: 'Load the file' }).click();
  await expect(page.getByText('The file is empty.')).toBeVisible();
  await expect(page.getByText('Please select a file.')).toHaveCount(0);
});
