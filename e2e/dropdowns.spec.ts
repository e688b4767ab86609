import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from './support/accounts';
import { openNonStandardTab } from './support/non-standard';
import { signIn } from './support/sign-in';

/** First visits of a screen can be slow on a busy machine: wait longer than the default 7 s. */
const expect = baseExpect.configure({ timeout: 20_000 });

// Sign-in and the first visit of a screen can take long on a busy machine.
test.describe.configure({ timeout: 90_000 });

const ROW_PX = 40;
const MAX_VISIBLE = 8;

/** Heights of the options of the open listbox, and how many rows its visible height holds. */
async function measure(page: Page, listbox: Locator) {
  await expect(listbox).toBeVisible();
  await page.waitForTimeout(250); // the dropdown's opening transition
  const heights = await listbox
    .getByRole('option')
    .evaluateAll((options) => options.map((option) => option.getBoundingClientRect().height));
  const visible = await listbox.evaluate((element) => {
    // The scrolling viewport of the options (Mantine's ScrollArea), or the listbox itself.
    const viewport = element.closest('[data-combobox-dropdown], .mantine-Combobox-dropdown') ?? element;
    const scroller = viewport.querySelector(
      '[data-radix-scroll-area-viewport], .mantine-ScrollArea-viewport',
    );
    return (scroller ?? element).getBoundingClientRect().height;
  });
  return { heights, visibleRows: visible / ROW_PX, count: heights.length };
}

test('the language dropdown has 40 px rows', async ({ page }) => {
  await page.goto('/accounts/login');
  await page.getByRole('combobox', { name: 'Language' }).click();
  const { heights } = await measure(page, page.getByRole('listbox'));
  expect(heights).toHaveLength(2);
  for (const height of heights) expect(height).toBeCloseTo(ROW_PX, 0);
});

test('the product dropdown has 40 px rows and shows at most 8 at once', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.supplier!);
  await openNonStandardTab(page);
  await page.getByRole('combobox', { name: 'Product' }).first().click();
  const { heights, visibleRows, count } = await measure(page, page.getByRole('listbox'));
  expect(count).toBeGreaterThan(0);
  for (const height of heights) expect(height).toBeCloseTo(ROW_PX, 0);
  expect(visibleRows).toBeLessThanOrEqual(MAX_VISIBLE + 0.01);
  if (count > MAX_VISIBLE) expect(visibleRows).toBeGreaterThan(MAX_VISIBLE - 0.01);
});

test('a long dropdown (Made in, the countries) shows exactly 8 rows of 40 px and scrolls', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.supplier!);
  await openNonStandardTab(page);
  await page.getByRole('combobox', { name: 'Product' }).first().click();
  await page.getByRole('option', { name: /^SL-OP-1003 / }).click();
  await page.getByRole('combobox', { name: /^Made in/ }).click();
  const { heights, visibleRows, count } = await measure(page, page.getByRole('listbox'));
  expect(count).toBeGreaterThan(MAX_VISIBLE);
  for (const height of heights) expect(height).toBeCloseTo(ROW_PX, 0);
  expect(visibleRows).toBeCloseTo(MAX_VISIBLE, 1);
});
