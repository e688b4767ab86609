import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { buildPdf } from '../apps/server/src/lib/sample-files';
import { expectNoSeriousA11yFindings, signInIn, useLanguage } from './support/accessibility';
import { DEMO_ACCOUNTS } from './support/accounts';
import { signIn } from './support/sign-in';

const PAGE = '/information/information';
const SCREENSHOTS = process.env.DOCUMENTS_SCREENSHOTS; // a folder: also take screenshots

// Two browsers signing in on a busy machine.
test.describe.configure({ timeout: 90_000 });

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** The bytes padded with spaces up to the size (a PDF reader ignores what follows %%EOF). */
const padTo = (bytes: Buffer, size: number) =>
  Buffer.concat([bytes, Buffer.alloc(size - bytes.length, 0x20)]);

function uploadSection(page: Page) {
  return page.getByRole('region', { name: 'Upload a document' });
}

async function chooseOption(page: Page, label: string, option: string) {
  await uploadSection(page).getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
  await page.setViewportSize({ width: 768, height: 1000 });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-768.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('staff uploads a PDF; a supplier sees it and downloads the same bytes', async ({ page, browser }) => {
  const pdf = buildPdf(['Product catalogue', `Browser test ${Date.now()}`]);
  await signIn(page, DEMO_ACCOUNTS.staff!);
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: 'Documentation', level: 1 })).toBeVisible();
  const upload = uploadSection(page);
  await expect(upload).toBeVisible();
  // The language defaults to the interface's.
  await expect(upload.getByRole('combobox', { name: 'Language' })).toHaveValue('English');

  // Nothing chosen: the two required fields say so, nothing is sent.
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByText('Please select a category.')).toBeVisible();
  await expect(upload.getByText('Please select a file.')).toBeVisible();

  // A file whose name says PDF but whose content is HTML: the server refuses it.
  await chooseOption(page, 'Category', 'Product catalogue');
  await upload.locator('input[type="file"]').setInputFiles({
    name: 'catalogue.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
  });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('File upload failed')).toBeVisible();
  await expect(upload.getByText(/^This type of file is not accepted/)).toBeVisible();

  // The real PDF.
  await upload.getByRole('textbox', { name: 'Description' }).fill('Every label, browser edition');
  await upload.locator('input[type="file"]').setInputFiles({
    name: 'catalogue.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('File upload succeeded')).toBeVisible();
  const english = page.getByRole('region', { name: 'English' });
  await expect(english.getByText('Every label, browser edition')).toBeVisible();
  await expectNoSeriousA11yFindings(page, 'the documentation page of staff');

  const supplierContext = await browser.newContext({ acceptDownloads: true });
  const supplier = await supplierContext.newPage();
  await signIn(supplier, DEMO_ACCOUNTS.supplier!);
  await supplier.goto(PAGE);
  await expect(supplier.getByText('Every label, browser edition')).toBeVisible();
  // A supplier has no upload form.
  await expect(supplier.getByRole('heading', { name: 'Upload a document' })).toHaveCount(0);
  await expect(supplier.locator('input[type="file"]')).toHaveCount(0);

  const link = supplier.getByRole('link', { name: 'Download Product catalogue, English' });
  await link.focus();
  await expect(link).toBeFocused();
  const [download] = await Promise.all([supplier.waitForEvent('download'), supplier.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toMatch(/^product-catalogue-en-v\d+\.pdf$/);
  const saved = await download.path();
  expect(sha256(await readFile(saved!))).toBe(sha256(pdf));
  await supplierContext.close();
});

test('the upload shows its progress while the file is sent', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.staff!);
  await page.goto(PAGE);
  await chooseOption(page, 'Category', 'Terms and conditions');
  // 400 KB sent at 200 KB/s: two seconds of progress to see.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 200 * 1024,
  });
  await uploadSection(page)
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'terms.pdf',
      mimeType: 'application/pdf',
      buffer: padTo(buildPdf(['Terms']), 400 * 1024),
    });
  await uploadSection(page).getByRole('button', { name: 'Upload' }).click();
  const progress = uploadSection(page).getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  await expect
    .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 10_000 })
    .toBeGreaterThan(0);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/documents-upload-progress.png` });
  await expect(page.getByText('File upload succeeded')).toBeVisible({ timeout: 15_000 });
  await expect(progress).toHaveCount(0);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/documents-upload-succeeded.png` });
});

test('a supplier sees no upload form, and the empty list says so', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.supplier!);
  await page.goto(PAGE);
  await expect(page.getByRole('region', { name: 'English' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download User guide, English' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upload a document' })).toHaveCount(0);
  // The FAQS link is hidden by the flag informationHideFaq.
  await expect(page.getByRole('link', { name: 'FAQS' })).toHaveCount(0);
  await shoot(page, 'documents-supplier-en');

  // The same screen when no document exists (the list's answer replaced in the browser).
  await page.route('**/information/api/document_list/', async (route) => {
    const reply = await route.fetch();
    const list = await reply.json();
    await route.fulfill({ response: reply, json: { ...list, groups: [] } });
  });
  await page.reload();
  await expect(page.getByText('No documents available.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'English' })).toHaveCount(0);
});

test('in French the headings, categories and buttons are French; the page fits 768 px', async ({ page }) => {
  await useLanguage(page, 'fr');
  await signInIn(page, 'fr', DEMO_ACCOUNTS.staff!);
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: 'Documentation', level: 1 })).toBeVisible();
  const headings = page.getByRole('heading', { level: 2 });
  await expect(headings.nth(0)).toHaveText('Français');
  await expect(headings.nth(1)).toHaveText('English');
  await expect(page.getByRole('heading', { name: 'Déposer un document' })).toBeVisible();
  const french = page.getByRole('region', { name: 'Français' });
  await expect(french.getByRole('heading', { name: 'Guide d’utilisation' })).toBeVisible();
  await expect(french.getByRole('link', { name: 'Télécharger Guide d’utilisation, Français' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'English' }).getByText('Instructions de pose des étiquettes'),
  ).toBeVisible();
  await page
    .getByRole('region', { name: 'Déposer un document' })
    .getByRole('button', { name: 'Déposer', exact: true })
    .click();
  await expect(page.getByText('Veuillez sélectionner une catégorie.')).toBeVisible();
  await expect(page.getByText('Veuillez sélectionner un fichier.')).toBeVisible();
  await shoot(page, 'documents-staff-fr');

  await page.setViewportSize({ width: 768, height: 1000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  await expectNoSeriousA11yFindings(page, 'the documentation page in French at 768 px');
});
