// Issue 8, section 2: the cart survives the steps and a reload (2), a failed cost calculation says
// why (5), print form messages wait for the user (6), focus moves to the step heading (9), the
// thank-you page survives a reload (10). Each test signs in on its own and places its own data.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from './support/accounts';
import {
  chooseProduct,
  confirmBox,
  fillBasicPrintData,
  nsRow,
  openNonStandardTab,
} from './support/non-standard';
import {
  checkout,
  costAmount,
  fillRolls,
  ORDER_PROCESS,
  openOrderProcess,
  rollsInput,
} from './support/ordering';
import { mainNavigation, signIn } from './support/sign-in';

// Long flows on a shared machine: more time for the test and for each expectation.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const PART_NUMBER_MESSAGE = 'Enter 8 to 12 digits or capital letters, without spaces.';
const DESIGNATION_MESSAGE = 'Enter a designation of at most 40 characters.';
const UNCONFIRMED = 'Please complete your data or clear the form below.';
const TOO_MANY = 'Too many labels in one order: please split it into several orders.';
const STALE = 'Not up to date: these costs are for your previous entries.';

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

async function expectFocused(page: Page, name: string) {
  await expect(stepHeading(page, name)).toBeFocused();
}

test('the non-standard cart and its print data survive Back, BACK, the navigation and a reload (defects 2, 9)', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.supplier!);
  await openNonStandardTab(page);
  const row = nsRow(page, 1);
  await chooseProduct(page, row, 'SL-OP-1003');
  await row.getByLabel('No. of labels').fill('3000');
  await fillBasicPrintData(row, '9812345680', 'Brake pad set front');
  await confirmBox(row).check();
  await expect(costAmount(page, 'total')).toHaveText('€292.00');

  const expectCartKept = async () => {
    await expect(page.getByRole('tab', { name: 'NON-STANDARD-PRODUCTS' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const kept = nsRow(page, 1);
    await expect(kept.getByRole('combobox', { name: 'Product' })).toHaveValue(/^SL-OP-1003 /);
    await expect(kept.getByLabel('No. of labels')).toHaveValue('3000');
    await expect(kept.getByLabel('Part number')).toHaveValue('9812345680');
    await expect(kept.getByLabel('Designation')).toHaveValue('Brake pad set front');
    await expect(confirmBox(kept)).toBeChecked();
    await expect(costAmount(page, 'total')).toHaveText('€292.00');
    await expect(page.getByRole('button', { name: 'CHECKOUT' })).toBeEnabled();
  };

  // CHECKOUT, then the browser's Back.
  await checkout(page);
  await expectFocused(page, 'Address and delivery');
  await page.goBack();
  await expect(page).toHaveURL(/\/orders\/order_process$/);
  await expectCartKept();
  await expectFocused(page, 'SECURITY LABEL ORDERING');

  // A reload of the order process.
  await page.reload();
  await expectCartKept();

  // Step 1's BACK, then a reload of step 1, then step 2's BACK.
  await checkout(page);
  await page.getByRole('button', { name: 'BACK' }).click();
  await expect(page).toHaveURL(/\/orders\/order_process$/);
  await expectCartKept();
  await checkout(page);
  await page.reload();
  await expect(stepHeading(page, 'Address and delivery')).toBeVisible();
  await page.getByLabel('Purchase order number').fill('E2E-FLOW-1');
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page).toHaveURL(/\/order_summary\/payment$/);
  await expectFocused(page, 'Payment');
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'SL-OP-1003' })).toContainText('Printed');
  await page.getByRole('button', { name: 'BACK' }).click();
  await expectFocused(page, 'Address and delivery');
  await expect(page.getByLabel('Purchase order number')).toHaveValue('E2E-FLOW-1');

  // Leaving through the navigation and coming back.
  await mainNavigation(page).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await page.goto(ORDER_PROCESS);
  await expectCartKept();
});

test('the standard cart survives Back and a reload; sign-out empties it (defect 2)', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.supplier!);
  await openOrderProcess(page);
  await fillRolls(page, { 'SL-OP-1001': 2 });
  await checkout(page);
  await expect(page.getByLabel('Requested shipping date')).not.toHaveValue('');
  await page.goBack();
  await expect(rollsInput(page, 'SL-OP-1001')).toHaveValue('2');
  await page.reload();
  await expect(rollsInput(page, 'SL-OP-1001')).toHaveValue('2');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/accounts\/login/);
  expect(await page.evaluate(() => sessionStorage.getItem('label-portal.cart'))).not.toContain('"rows":[{');
});

test('a refused cost calculation shows the server message and the last costs marked stale, then recovers (defect 5)', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.supplier!);
  await openOrderProcess(page);
  await fillRolls(page, { 'SL-OP-1001': 2 });
  const goodTotal = await costAmount(page, 'total').textContent();

  // 100,000,000 labels is the most one order may hold: 200,000 rolls of 1,000 labels are twice that.
  await rollsInput(page, 'SL-OP-1001').fill('200000');
  const failure = page.getByTestId('costs-failure');
  await expect(failure).toContainText(TOO_MANY);
  await expect(page.getByText(STALE)).toBeVisible();
  await expect(costAmount(page, 'total')).toHaveText(goodTotal ?? '');
  await expect(page.getByText('Calculating…')).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'SL-OP-1001' })).toContainText('Not calculated');
  await expect(page.getByRole('button', { name: 'CHECKOUT' })).toBeDisabled();

  // The next change calculates again.
  await rollsInput(page, 'SL-OP-1001').fill('3');
  await expect(failure).toHaveCount(0);
  await expect(page.getByText(STALE)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'CHECKOUT' })).toBeEnabled();
});

test('a server failure of the cost calculation says so instead of calculating forever (defect 5)', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.supplier!);
  await openOrderProcess(page);
  await fillRolls(page, { 'SL-OP-1001': 1 });
  await page.route('**/orders/api/order_draft/', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
  );
  await rollsInput(page, 'SL-OP-1001').fill('2');
  await expect(page.getByTestId('costs-failure')).toContainText('The costs could not be calculated.', {
    timeout: 15_000,
  });
  await expect(page.getByText(STALE)).toBeVisible();
  await expect(page.getByText('Calculating…')).toHaveCount(0);

  await page.unroute('**/orders/api/order_draft/');
  await page.getByTestId('costs-failure').getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('costs-failure')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'CHECKOUT' })).toBeEnabled();
});

test('print form messages wait until a field is touched or CHECKOUT is tried (defect 6)', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.supplier!);
  await openNonStandardTab(page);
  const row = nsRow(page, 1);
  await chooseProduct(page, row, 'SL-OP-1003');
  await row.getByLabel('No. of labels').fill('3000');
  await expect(row.getByText(PART_NUMBER_MESSAGE)).toHaveCount(0);
  await expect(row.getByText('please check this box')).toHaveCount(0);

  // Editing one field: no message on the untouched ones, none on the disabled confirmation box.
  await row.getByRole('textbox', { name: /^Quantity/ }).fill('4');
  await expect(confirmBox(row)).toBeDisabled();
  await expect(row.getByText(PART_NUMBER_MESSAGE)).toHaveCount(0);
  await expect(row.getByText(DESIGNATION_MESSAGE)).toHaveCount(0);
  await expect(row.getByText('please check this box')).toHaveCount(0);

  // The notice stands above the form it speaks of.
  const notice = page.getByTestId('unconfirmed-notice');
  await expect(notice).toHaveText(UNCONFIRMED);
  const noticeBox = await notice.boundingBox();
  const formBox = await row.getByRole('region', { name: /^Print data for/ }).boundingBox();
  expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(formBox!.y);

  // A touched field shows its message.
  await row.getByLabel('Part number').fill('12');
  await row.getByLabel('Part number').blur();
  await expect(row.getByText(PART_NUMBER_MESSAGE)).toBeVisible();
  await expect(row.getByText(DESIGNATION_MESSAGE)).toHaveCount(0);

  // CHECKOUT shows every message and takes the focus to the first field with one.
  // While the costs are recalculated the button is truly disabled (nothing to check out yet); once
  // they are in, it is only announced disabled (aria-disabled) and a click shows the messages.
  const checkoutButton = page.getByRole('button', { name: 'CHECKOUT' });
  await expect(checkoutButton).toBeDisabled();
  await expect(page.getByText('Calculating…')).toHaveCount(0);
  await expect(checkoutButton).not.toHaveAttribute('disabled');
  await expect(checkoutButton).toHaveAttribute('aria-disabled', 'true');
  await checkoutButton.click({ force: true });
  await expect(row.getByText(DESIGNATION_MESSAGE)).toBeVisible();
  await expect(row.getByLabel('Part number')).toBeFocused();
  await expect(page).toHaveURL(/\/orders\/order_process$/);

  // Once valid, the box asks to be ticked.
  await row.getByLabel('Part number').fill('9812345680');
  await row.getByLabel('Designation').fill('Brake pad set front');
  await expect(confirmBox(row)).toBeEnabled();
  await expect(row.getByText('please check this box')).toBeVisible();
});

test('the thank-you page keeps the order number through a reload (defect 10)', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.supplier!);
  await openOrderProcess(page);
  await fillRolls(page, { 'SL-ER-3001': 1 });
  await checkout(page);
  await page.getByLabel('Purchase order number').fill('E2E-THANKS');
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await page.getByRole('button', { name: 'SEND ORDER' }).click();
  await expect(page).toHaveURL(/\/order_summary\/thankyou\?order=\d{4}-\d+$/);
  await expectFocused(page, 'Thank you');
  const orderId = new URL(page.url()).searchParams.get('order') ?? '';
  await expect(page.getByText(`Order No. ${orderId}`)).toBeVisible();
  await page.reload();
  await expect(page.getByText('Your order was successfully placed.')).toBeVisible();
  await expect(page.getByText(`Order No. ${orderId}`)).toBeVisible();
});
