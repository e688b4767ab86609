import { expect as baseExpect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yFindings, inLanguage, signInIn, useLanguage } from './support/accessibility';
import { DEMO_ACCOUNTS } from './support/accounts';
import { signIn } from './support/sign-in';

/** First visits of a screen can be slow on a busy machine: wait longer than the default 7 s. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const COUNT_TEXT = /^([\d,]+) registration\(s\) matched your criteria\.$/;

/** The first cell of a CSV line (;-separated, quoted when it holds ; or a quote). */
function firstCell(line: string): string {
  if (!line.startsWith('"')) return line.split(';')[0]!;
  const match = /^"((?:[^"]|"")*)"/.exec(line);
  return match ? match[1]!.replaceAll('""', '"') : line;
}

/** The count the page shows, read once it reads as a count (the text changes while a page loads). */
async function countOf(page: Page): Promise<number> {
  const count = page.getByTestId('registrations-count');
  let value = Number.NaN;
  await expect(async () => {
    const match = (await count.textContent())?.match(COUNT_TEXT);
    expect(match).toBeTruthy();
    value = Number(match![1]!.replaceAll(',', ''));
  }).toPass({ timeout: 20_000 });
  return value;
}

/**
 * Reset, then wait until the URL has no filter and the whole count is back: the form takes the URL's
 * filters when they change, so a choice made before that would be overwritten.
 */
async function resetFilters(page: Page, all: number) {
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(/\/statistics\/registrations$/);
  await expect.poll(() => countOf(page)).toBe(all);
}

test('the analyst filters the registrations, opens a company with the eye and closes it with Escape', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.analyst!);
  await page.goto('/statistics/landing');
  await page
    .getByRole('region', { name: 'Suppliers', exact: true })
    .getByRole('link', { name: 'Suppliers accounts' })
    .click();
  await expect(page).toHaveURL(/\/statistics\/registrations$/);
  await expect(page.getByRole('heading', { name: 'SUPPLIERS ACCOUNTS', level: 1 })).toBeVisible();
  const all = await countOf(page);
  expect(all).toBeGreaterThan(3);

  // Filtered on the server, the filters kept in the URL.
  await page.getByRole('combobox', { name: 'Country' }).selectOption('FR');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/country=FR/);
  await expect.poll(() => countOf(page)).toBeLessThan(all);
  const rows = page.getByTestId('registration-row');
  const shown = await rows.count();
  for (let index = 0; index < shown; index++) {
    await expect(rows.nth(index).getByRole('cell').nth(6)).toHaveText('FR');
  }

  // The blocked-reason filter leaves the company blocked for unpaid bills, with its warning.
  await resetFilters(page, all);
  await page.getByRole('combobox', { name: 'Blocked reason' }).selectOption('UNPAID_BILLS');
  await expect(page.getByRole('combobox', { name: 'Blocked reason' })).toHaveValue('UNPAID_BILLS');
  await page.getByRole('button', { name: 'Filter' }).click();
  // The filtered rows replace the unfiltered ones: wait for them before focusing one.
  await expect(page).toHaveURL(/blocked_reason=UNPAID_BILLS/);
  await expect.poll(() => countOf(page)).toBeLessThan(all);
  await expect(page.getByRole('row', { name: /Nordwerk Kunststofftechnik GmbH/ })).toBeVisible();
  // By keyboard: from the row's eye, Tab reaches the warning, whose reasons show on focus.
  const blockedRow = page.getByRole('row', { name: /Nordwerk Kunststofftechnik GmbH/ });
  await blockedRow.getByRole('button', { name: /^Company detail of/ }).focus();
  await page.keyboard.press('Tab');
  await expect(blockedRow.getByRole('img', { name: /Company blocked due to unpaid bills\./ })).toBeFocused();
  await expect(page.getByRole('tooltip')).toContainText('Company blocked due to unpaid bills.');

  // Sorted by the server: quantity, largest first.
  await resetFilters(page, all);
  await page.getByRole('button', { name: 'Ordered quantity' }).click();
  await expect(page).toHaveURL(/sort=quantity&direction=desc/);
  await expect(page.getByRole('columnheader', { name: 'Ordered quantity' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  // The eye, by keyboard: a button named after the company opens the detail in a dialog.
  await page.getByRole('textbox', { name: 'Supplier' }).fill('Demo Parts');
  await page.getByRole('button', { name: 'Filter' }).click();
  // Demo Parts is among the unfiltered rows too: focus its eye only once the filtered rows are in,
  // or Enter lands on a row that the filtered page replaces.
  await expect(page).toHaveURL(/supplier=Demo/);
  await expect.poll(() => countOf(page)).toBeLessThan(all);
  const eye = page.getByRole('button', { name: 'Company detail of Demo Parts SAS' });
  await eye.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Demo Parts SAS' });
  await expect(dialog.getByTestId('company-detail')).toBeVisible();
  await expect(dialog).toContainText('12345A0001');
  await expect(dialog.getByRole('region', { name: 'Users' })).toContainText('supplier@demo.example');
  await expect(dialog.getByRole('table', { name: 'Quotas' })).toBeVisible();
  // The analyst lacks the quota rights: check and cross icons, no checkboxes.
  await expect(dialog.getByTestId('rights-read-only')).toContainText('Original Part: may order');
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(eye).toBeFocused();
});

test('the CSV holds the filtered registrations under <yyyy-MM-dd>_registrations.csv, BOM and header first', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.analyst!);
  await page.goto('/statistics/registrations?country=FR');
  const count = await countOf(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}_registrations\.csv$/);
  const bytes = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(bytes).toString('utf8');
  expect(text.startsWith('\uFEFFcompany_name;cofor6;cofor10;')).toBe(true);
  const lines = text.replace(/\r\n$/, '').split('\r\n');
  expect(lines).toHaveLength(count + 1);
  // The same companies as the table (all in sight: fewer than the 600 px box holds).
  const names = lines.slice(1).map(firstCell).sort();
  const shown = await page
    .getByTestId('registration-row')
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[2]?.textContent ?? ''));
  expect(names).toEqual(shown.sort());
  await expect(page.getByText(`File ready: ${count} rows.`)).toBeVisible();
});

test('staff edit the product-group rights of the T company; a company without T shows icons only', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.staff!);
  await page.goto('/statistics/registrations?cofor10=T000000003');
  await page.getByRole('button', { name: /^Company detail of Atelier Vosgien/ }).click();
  const dialog = page.getByRole('dialog');
  const accessories = dialog.getByRole('checkbox', { name: 'Accessories' });
  await expect(accessories).not.toBeChecked();
  await accessories.check();
  await dialog.getByRole('button', { name: 'Save product groups' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Product groups update' });
  await expect(notice).toContainText('Product groups updated successfully.');
  await expect(accessories).toBeChecked();
  // The list's domains follow.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('row', { name: /Atelier Vosgien/ })).toContainText('Accessories');

  // Back as it was, for the other tests.
  await page.getByRole('button', { name: /^Company detail of Atelier Vosgien/ }).click();
  await dialog.getByRole('checkbox', { name: 'Accessories' }).uncheck();
  await dialog.getByRole('button', { name: 'Save product groups' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Product groups updated successfully.' }),
  ).not.toHaveCount(0);

  // The linkable page of a company whose account id does not start with T: read-only.
  await page.goto('/statistics/company_detail/12345A_12345A0001');
  await expect(page.getByRole('heading', { name: 'Demo Parts SAS', level: 1 })).toBeVisible();
  await expect(page.getByTestId('rights-read-only')).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);

  await page.goto('/statistics/company_detail/_T999999999');
  await expect(page.getByText('No company has the id _T999999999.')).toBeVisible();
});

test('the T company’s supplier can order what staff tick and no longer what they untick', async ({
  browser,
}) => {
  const staffContext = await browser.newContext();
  const supplierContext = await browser.newContext();
  try {
    const staff = await staffContext.newPage();
    const supplier = await supplierContext.newPage();
    await signIn(supplier, DEMO_ACCOUNTS.pending!);
    // The supplier's own product list (its ordering screen waits for the delivery address's
    // approval, so the list is read through the supplier's signed-in browser session).
    const groupsSeen = async () => {
      const reply = await supplier.request.get('/orders/api/products/');
      expect(reply.status()).toBe(200);
      const products = (await reply.json()) as { product_group: { name: string } }[];
      return [...new Set(products.map((product) => product.product_group.name))].sort();
    };
    expect(await groupsSeen()).not.toContain('Accessories');

    await signIn(staff, DEMO_ACCOUNTS.staff!);
    await staff.goto('/statistics/company_detail/_T000000003');
    const accessories = staff.getByRole('checkbox', { name: 'Accessories' });
    const save = async () => {
      await staff.getByRole('button', { name: 'Save product groups' }).click();
      await expect(
        staff.getByRole('alert').filter({ hasText: 'Product groups updated successfully.' }),
      ).not.toHaveCount(0);
    };
    await accessories.check();
    await save();
    // The screens keep a company's standing a few seconds (decision 096): the list follows within that.
    await expect.poll(groupsSeen, { timeout: 20_000 }).toContain('Accessories');

    await accessories.uncheck();
    await save();
    await expect.poll(groupsSeen, { timeout: 20_000 }).not.toContain('Accessories');
  } finally {
    await staffContext.close();
    await supplierContext.close();
  }
});

test('at 768 px the table keeps its columns and scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1000 });
  await signIn(page, DEMO_ACCOUNTS.analyst!);
  await page.goto('/statistics/registrations');
  const box = page.getByRole('region', { name: 'Registered suppliers' });
  await expect(page.getByTestId('registration-row').first()).toBeVisible();
  const { scrollWidth, clientWidth, tableWidth } = await box.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
    tableWidth: element.querySelector('table')!.getBoundingClientRect().width,
  }));
  expect(tableWidth).toBeGreaterThanOrEqual(10 * 120 + 200);
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
});

test('every column title of the table shows whole at 1280 px, in English and French', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.analyst!);
  for (const language of ['en', 'fr']) {
    await page.evaluate((value) => localStorage.setItem('i18nextLng', value), language);
    await page.goto('/statistics/registrations');
    await expect(page.getByTestId('registration-row').first()).toBeVisible();
    const clipped = await page
      .getByRole('region', { name: /Registered suppliers|Fournisseurs inscrits/ })
      .locator('thead th')
      .evaluateAll((cells) =>
        cells
          .map((cell) => cell.querySelector('button span') ?? cell)
          .filter((title) => title.scrollWidth > title.clientWidth || title.scrollHeight > title.clientHeight)
          .map((title) => title.textContent),
      );
    expect(clipped, language).toEqual([]);
  }
});

test('a supplier without statistics.* gets Unauthorized Access on both screens', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.supplier!);
  for (const path of ['/statistics/registrations', '/statistics/company_detail/12345A_12345A0001']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
  }
});

for (const language of ['en', 'fr'] as const) {
  const tr = (en: string, fr: string) => inLanguage(language, en, fr);
  test(`axe-core finds nothing serious on the registrations, the modal and the editable rights (${language})`, async ({
    page,
  }) => {
    await useLanguage(page, language);
    await signInIn(page, language, DEMO_ACCOUNTS.staff!);
    await page.goto('/statistics/registrations?blocked_reason=ANY');
    await expect(page.getByTestId('registration-row').first()).toBeVisible();
    await expectNoSeriousA11yFindings(page, 'registrations');
    await page.getByTestId('blocked-marker').first().focus();
    await page.getByTestId('open-company').first().click();
    await expect(page.getByRole('dialog').getByTestId('company-detail')).toBeVisible();
    await expectNoSeriousA11yFindings(page, 'company detail modal');
    await page.goto('/statistics/company_detail/_T000000003');
    await expect(
      page.getByRole('button', { name: tr('Save product groups', 'Enregistrer les groupes de produits') }),
    ).toBeVisible();
    await expectNoSeriousA11yFindings(page, 'company detail page with editable rights');
  });
}
