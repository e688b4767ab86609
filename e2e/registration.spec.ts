import { expect, type Page, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from './support/accounts';
import { awaitMailsTo, mailsTo } from './support/mailbox';
import { checkout, fillRolls, openOrderProcess } from './support/ordering';
import { signIn, submitLogin } from './support/sign-in';

const SHOTS = process.env.REGISTRATION_SCREENSHOTS;

async function fillContact(page: Page, group: string, name: string) {
  const contact = page.getByRole('group', { name: group });
  await contact.getByLabel('Name').fill(name);
  await contact.getByLabel('Phone').fill('+49 40 1234 5678');
  await contact.getByLabel('E-mail').fill(`${name.toLowerCase().replace(/ /g, '.')}@hanse.example`);
}

/** Fills the wizard in COFOR6 mode: the Bremen plant of the supplier file's 45678D. */
async function fillWizard(page: Page, email: string) {
  const user = page.getByRole('group', { name: 'Your details' });
  await user.getByLabel('First name').fill('Greta');
  await user.getByLabel('Last name').fill('Hansen');
  await user.getByLabel('E-mail').fill(email);
  await user.getByLabel('Phone').fill('+49 421 555 0101');
  await user.getByRole('textbox', { name: 'Password', exact: true }).fill('Harbour-crane-7');
  await user.getByLabel('Password (again)').fill('Harbour-crane-7');

  await page.getByLabel('Option 1: COFOR6 (first 6 characters)').fill('45678dxyz');
  await expect(page.getByLabel('Option 1: COFOR6 (first 6 characters)')).toHaveValue('45678D');
  await expect(page.getByLabel('Option 2: Account ID (10 characters)')).toBeDisabled();
  await page.getByRole('button', { name: 'Find my company' }).click();
  await expect(page.getByText('The company code is set.')).toBeVisible();

  await page.getByRole('combobox', { name: 'Company', exact: true }).click();
  await page.getByRole('option', { name: /Werftstraße 5/ }).click();
  await expect(page.getByText('Please choose only the categories you need, not all of them.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Original Part' }).check();

  const company = page.getByRole('group', { name: 'Company data' });
  await expect(company.getByLabel('Company name')).toHaveValue('Hanse Fahrzeugteile GmbH');
  // The supplier file's name, not the registrant's to change (decision 284).
  await expect(company.getByLabel('Company name')).not.toBeEditable();
  await company.getByLabel('VAT identification number').fill('DE812345678');
  await company.getByLabel('Part numbers').fill('9801234567, 9807654321');

  const billing = page.getByRole('group', { name: 'Billing address' });
  await expect(billing.getByLabel('City')).toHaveValue('Bremen');
  const delivery = page.getByRole('group', { name: 'Delivery address' });
  await delivery.getByLabel('Street address').fill('Werftstraße 5');
  await delivery.getByLabel('Postal code').fill('28237');
  await delivery.getByLabel('City').fill('Bremen');

  await fillContact(page, 'Commercial contact', 'Jan Petersen');
  await fillContact(page, 'Provisioning contact', 'Lena Vogt');
  await fillContact(page, 'Delivery contact', 'Tim Brandt');
  await fillContact(page, 'Invoice contact', 'Ole Jensen');
}

/** The path of the first portal link in a mail's text part that contains `contains`. */
function linkIn(mail: { body_text: string } | undefined, contains: string): string {
  const url = mail?.body_text.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.includes(contains));
  expect(url, `a link with ${contains} in the mail`).toBeTruthy();
  return new URL(url!).pathname;
}

test('a newcomer registers, confirms, is approved and activated from the mails, signs in and orders', async ({
  page,
  request,
  browser,
}) => {
  // A long form of 30 fields, then four mails, three people and an order: minutes on a busy machine.
  test.setTimeout(180_000);
  const email = `greta.${Date.now()}@hanse.example`;
  await page.goto('/accounts/login');
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/accounts\/register$/);
  const send = page.getByRole('button', { name: 'SEND' });
  await expect(send).toBeDisabled();

  await fillWizard(page, email);
  await expect(send).toBeEnabled();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/registration-en.png`, fullPage: true });
  await send.click();
  await expect(page).toHaveURL(/\/accounts\/register_confirm$/);
  await expect(page.getByRole('heading', { name: 'Registration received' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/register-confirm-en.png` });

  // The confirmation mail, read from the mailbox as staff (signed in through the API).
  const [mail] = await awaitMailsTo(request, email, 'account.confirmation');
  const path = /\/accounts\/confirmation\/[A-Za-z0-9_-]+/.exec(mail?.body_text ?? '')?.[0];
  expect(path).toBeTruthy();

  await page.goto(path!);
  await expect(page.getByText('Thank you, your e-mail address is confirmed.')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/confirmation-success-en.png` });
  // Decision 117: opening the link again answers confirmed again.
  await page.reload();
  await expect(page.getByText('Thank you, your e-mail address is confirmed.')).toBeVisible();

  // The approver follows the link of the mail the confirmation sent, and approves.
  const approvalMail = (await mailsTo(request, 'approver@demo.example', 'approval.user')).find((mail) =>
    mail.body_text.includes(email),
  );
  const approver = await browser.newPage();
  await signIn(approver, DEMO_ACCOUNTS.approver!);
  await approver.goto(linkIn(approvalMail, '/accounts/client_confirmation/'));
  await expect(approver.getByText('Greta Hansen')).toBeVisible();
  await approver.getByRole('button', { name: 'APPROVE' }).click();
  await expect(approver.getByText('The user was approved')).toBeVisible();
  await approver.close();

  // Customer service follows its mail to the users waiting for activation, and activates.
  const [waitingMail] = (
    await mailsTo(request, 'customer-service@provider.example', 'approval.user_waiting_activation')
  ).filter((mail) => mail.body_text.includes(email));
  const staff = await browser.newPage();
  await signIn(staff, DEMO_ACCOUNTS.staff!);
  await staff.goto(linkIn(waitingMail, '/backoffice/users'));
  await staff.getByRole('button', { name: `Activate ${email}` }).click();
  await staff
    .getByRole('dialog', { name: 'Activate this account?' })
    .getByRole('button', { name: 'Activate' })
    .click();
  await expect(staff.getByText(`The account of ${email} is active.`)).toBeVisible();
  await staff.close();

  // The activation mail says how to sign in; the new supplier signs in and orders what it asked for.
  const [activatedMail] = await mailsTo(request, email, 'account.activated');
  const accountId = /your account id (\w+)/.exec(activatedMail?.body_text ?? '')?.[1];
  expect(accountId).toMatch(/^45678D\d{4}$/);
  await page.goto(linkIn(activatedMail, '/accounts/login'));
  await submitLogin(page, email, accountId!, 'Harbour-crane-7');
  await expect(page).toHaveURL(/\/welcome$/);
  await openOrderProcess(page);
  await fillRolls(page, { 'SL-OP-1001': 1 });
  await checkout(page);
  await page.getByLabel('Purchase order number').fill('E2E-NEWCOMER');
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await page.getByRole('button', { name: 'SEND ORDER' }).click();
  await expect(page).toHaveURL(/\/order_summary\/thankyou\?order=\d{4}-\d+$/);
});

test('an additional user registers with the account id of a company in the portal: its data locked, SEND works', async ({
  page,
}) => {
  await page.goto('/accounts/register');
  const user = page.getByRole('group', { name: 'Your details' });
  await user.getByLabel('First name').fill('Paul');
  await user.getByLabel('Last name').fill('Durand');
  await user.getByLabel('E-mail').fill(`additional-${Date.now()}@demo-parts.example`);
  await user.getByLabel('Phone').fill('+33 1 23 45 67 89');
  await user.getByRole('textbox', { name: 'Password', exact: true }).fill('Harbour-crane-7');
  await user.getByLabel('Password (again)').fill('Harbour-crane-7');
  await page.getByLabel('Option 2: Account ID (10 characters)').fill('12345A0001');
  await page.getByRole('button', { name: 'Find my company' }).click();
  await expect(
    page.getByText('Your company is already registered: you will be an additional user of it.'),
  ).toBeVisible();
  // The company's data is the stored one (decision 113): nothing to fill in, and no empty VAT field.
  const company = page.getByRole('group', { name: 'Company data' });
  await expect(company.getByLabel('Company name')).toBeDisabled();
  await expect(company.getByLabel('VAT identification number')).toHaveCount(0);
  const send = page.getByRole('button', { name: 'SEND' });
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page).toHaveURL(/\/accounts\/register_confirm$/);
});

test('a malformed account id is told when the field is left; another code keeps what was typed (decision 302)', async ({
  page,
}) => {
  await page.goto('/accounts/register');
  const user = page.getByRole('group', { name: 'Your details' });
  await user.getByLabel('First name').fill('Paul');
  const option2 = page.getByLabel('Option 2: Account ID (10 characters)');
  await option2.fill('12345');
  await option2.press('Tab');
  await expect(
    page.getByText('Enter the account ID as 6 to 10 digits or letters, without spaces.'),
  ).toBeVisible();
  await expect(option2).toHaveAttribute('aria-invalid', 'true');
  await option2.fill('12345A0001');
  await page.getByRole('button', { name: 'Find my company' }).click();
  await expect(page.getByText('The company code is set.')).toBeVisible();
  await expect(option2).not.toBeEditable();
  await page.getByRole('button', { name: 'Change the company code' }).click();
  await expect(option2).toBeEditable();
  await expect(page.getByRole('group', { name: 'Company data' })).toHaveCount(0);
  await expect(user.getByLabel('First name')).toHaveValue('Paul');
  await option2.fill('');
  await page.getByLabel('Option 1: COFOR6 (first 6 characters)').fill('45678D');
  await page.getByRole('button', { name: 'Find my company' }).click();
  await expect(page.getByRole('combobox', { name: 'Company', exact: true })).toBeVisible();
  await expect(user.getByLabel('First name')).toHaveValue('Paul');
});

test('an unknown account id says so and leaves the code free to correct, in French too', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'fr'));
  await page.goto('/accounts/register');
  await page.getByLabel('Option 2\u00a0: identifiant de compte (10 caractères)').fill('0000000000');
  await page.getByRole('button', { name: 'Trouver mon entreprise' }).click();
  await expect(page.getByText('COFOR6 ou identifiant de compte introuvable')).toBeVisible();
  await expect(page.getByLabel('Option 2\u00a0: identifiant de compte (10 caractères)')).toBeEditable();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/registration-fr-not-found.png`, fullPage: true });
});

test('screenshots of the wizard in French and at 768 px', async ({ page }) => {
  test.skip(!SHOTS, 'screenshots only on request');
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'fr'));
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/accounts/register');
  await page.getByLabel('Option 1\u00a0: COFOR6 (6 premiers caractères)').fill('99999Z');
  await page.getByRole('button', { name: 'Trouver mon entreprise' }).click();
  await page.getByRole('combobox', { name: 'Entreprise', exact: true }).click();
  await page.getByRole('option', { name: /inconnue/ }).click();
  await page.getByRole('button', { name: 'ENVOYER' }).focus();
  await page.screenshot({ path: `${SHOTS}/registration-fr-768.png`, fullPage: true });
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
  await page.goto('/accounts/register');
  await page.getByLabel('Option 1: COFOR6 (first 6 characters)').fill('56789E');
  await page.getByRole('button', { name: 'Find my company' }).click();
  await page.getByRole('combobox', { name: 'Company', exact: true }).click();
  await page.getByRole('option', { name: /Quai Perrache/ }).click();
  await page.screenshot({ path: `${SHOTS}/registration-en-768-restricted.png`, fullPage: true });
});
