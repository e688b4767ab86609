import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from './support/accounts';
import {
  chooseProduct,
  confirmBox,
  fillBasicPrintData,
  nsRow,
  openNonStandardTab,
  preview,
} from './support/non-standard';
import { businessDayFromToday, checkout, costAmount, ORDER_HISTORY } from './support/ordering';
import { signIn } from './support/sign-in';

const CHECKOUT = { name: 'CHECKOUT' } as const;
const ACK =
  'You have partial rolls without label imprint in your order: please check your order positions again and confirm here that this is correct.';

test('a printed partial roll is ordered from the non-standard tab and shows its print data in the history', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.supplier!);
  await openNonStandardTab(page);
  const row = nsRow(page, 1);
  await expect(row.getByLabel('No. of labels')).toBeDisabled();
  await chooseProduct(page, row, 'SL-OP-1003');
  await row.getByLabel('No. of labels').fill('3000');
  await expect(row.getByTestId('ns-rolls')).toHaveText('No. of rolls: 1.5');
  await expect(row.getByText('Partial roll: extra handling costs apply.')).toBeVisible();

  await fillBasicPrintData(row, '9812345680', 'Brake pad set front');
  await expect(row.getByText('Please complete and confirm your data.')).toBeVisible();
  await expect(page.getByText('Please complete your data or clear the form below.')).toBeVisible();
  await expect(page.getByRole('button', CHECKOUT)).toBeDisabled();
  await expect(preview(row)).toHaveAttribute('data-content', /98 123 456 80/);
  await expect(preview(row)).toHaveAttribute('data-content', /CODE39 P9812345680/);
  await confirmBox(row).check();
  await expect(row.getByText('Printed', { exact: true })).toBeVisible();
  await expect(page.getByText('Please complete your data or clear the form below.')).toHaveCount(0);

  // 3,000 labels at €0.049 = €147.00; partial roll €35.00 + print design €60.00 shown apart;
  // handling shown without them: the €50.00 small-order fee below €2,000.
  await expect(costAmount(page, 'labels')).toHaveText('€147.00');
  await expect(costAmount(page, 'sub')).toHaveText('€95.00');
  await expect(costAmount(page, 'handling')).toHaveText('€50.00');
  await expect(costAmount(page, 'total')).toHaveText('€292.00');
  await expect(page.getByRole('button', CHECKOUT)).toBeEnabled();
  await checkout(page);
  await page.getByLabel('Requested shipping date').fill(businessDayFromToday(3));
  await page.getByLabel('Purchase order number').fill('E2E-NS-0001');
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page).toHaveURL(/\/order_summary\/payment$/);
  const position = page.getByRole('row').filter({ hasText: 'SL-OP-1003' });
  await expect(position).toContainText('Printed');
  await expect(position).toContainText('1.5');
  await page.getByRole('button', { name: 'SEND ORDER' }).click();
  await expect(page).toHaveURL(/\/order_summary\/thankyou\?order=\d{4}-\d+$/);
  const orderId = ((await page.getByText(/^Order No\. /).textContent()) ?? '')
    .replace('Order No. ', '')
    .trim();

  await page.goto(ORDER_HISTORY);
  const historyRow = page.getByRole('row').filter({ hasText: orderId });
  await historyRow.getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('SL-OP-1003');
  await dialog.getByRole('row').filter({ hasText: 'SL-OP-1003' }).first().hover();
  await expect(page.getByText('1 - Part number: 9812345680').first()).toBeVisible();
  await expect(page.getByText('3 - Designation: Brake pad set front').first()).toBeVisible();
});

test('the preview redraws after typing and a value CODE39 cannot encode shows its field error', async ({
  page,
}, testInfo) => {
  await signIn(page, DEMO_ACCOUNTS.supplier!);
  await openNonStandardTab(page);
  const row = nsRow(page, 1);
  await chooseProduct(page, row, 'SL-OP-1003');
  const canvas = preview(row);
  await expect(canvas).toHaveAttribute('width', '450');
  await expect(canvas).toHaveAttribute('height', '375');
  const before = await canvas.evaluate((element) => (element as HTMLCanvasElement).toDataURL());
  await fillBasicPrintData(row, '9836471280', 'Oil filter cartridge');
  await expect(canvas).toHaveAttribute('data-content', /98 364 712 80.*Oil filter cartridge/);
  const after = await canvas.evaluate((element) => (element as HTMLCanvasElement).toDataURL());
  expect(after).not.toBe(before);
  await canvas.screenshot({ path: testInfo.outputPath('print-preview.png') });

  await row.getByLabel('Part number').fill('98364abc');
  await expect(
    row.getByText('This value cannot be printed as a CODE39 barcode', { exact: false }),
  ).toBeVisible();
  await expect(canvas).not.toHaveAttribute('data-content', /CODE39 P/);
  await expect(confirmBox(row)).toBeDisabled();
});

test('print data can be unconfirmed and cleared; changing the product drops it', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.supplier!);
  await openNonStandardTab(page);
  const row = nsRow(page, 1);
  await chooseProduct(page, row, 'SL-OP-1003');
  await row.getByLabel('No. of labels').fill('2000');
  await expect(
    row.getByText('use this form only for partial rolls or customised printing', { exact: false }),
  ).toBeVisible();
  await fillBasicPrintData(row, '9812345680', 'Wiper blade 650 mm');
  await confirmBox(row).check();
  await expect(row.getByText('Printed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', CHECKOUT)).toBeEnabled();

  await confirmBox(row).uncheck();
  await expect(row.getByText('please check this box')).toBeVisible();
  await expect(page.getByText('Please complete your data or clear the form below.')).toBeVisible();
  await expect(page.getByRole('button', CHECKOUT)).toBeDisabled();

  await row.getByRole('button', { name: 'CLEAR PRINT DATA' }).click();
  await expect(row.getByLabel('Part number')).toHaveValue('');
  await expect(page.getByText('Please complete your data or clear the form below.')).toHaveCount(0);
  await expect(page.getByRole('button', CHECKOUT)).toBeEnabled();

  await chooseProduct(page, row, 'SL-OP-1004');
  await expect(row.getByLabel('No. of labels')).toHaveValue('');
  await expect(page.getByRole('button', CHECKOUT)).toBeDisabled();
});

test('partial rolls without imprint need the acknowledgement', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.supplier!);
  await openNonStandardTab(page);
  const row = nsRow(page, 1);
  await chooseProduct(page, row, 'SL-AC-2004');
  await row.getByLabel('No. of labels').fill('500');
  await expect(row.getByTestId('ns-rolls')).toHaveText('No. of rolls: 0.25');
  await expect(costAmount(page, 'labels')).not.toHaveText('—');
  const acknowledgement = page.getByRole('checkbox', { name: ACK });
  await expect(acknowledgement).not.toBeChecked();
  await expect(page.getByRole('button', CHECKOUT)).toBeDisabled();
  await acknowledgement.check();
  await expect(page.getByRole('button', CHECKOUT)).toBeEnabled();

  await page.getByRole('button', { name: 'ADD ROW' }).click();
  await chooseProduct(page, nsRow(page, 2), 'SL-BP-6003');
  await nsRow(page, 2).getByLabel('No. of labels').fill('2000');
  await expect(page.getByRole('button', CHECKOUT)).toBeEnabled();
  await page.getByRole('button', { name: 'Remove position 1' }).click();
  await expect(page.getByRole('checkbox', { name: ACK })).toHaveCount(0);
});
