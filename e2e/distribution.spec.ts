import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  expectNoSeriousA11yFindings,
  inLanguage,
  type UiLanguage,
  useLanguage,
} from './support/accessibility';
import { DEMO_ACCOUNTS } from './support/accounts';
import { mainNavigation, signIn } from './support/sign-in';

// Demo Parts (supplier@demo.example) has an address in every state and 50 rolls to redistribute
// (demo-distribution.ts). The tests add their own addresses (unique per run) and redistribute rolls
// to them; the seeded addresses stay as they are (decision 031).
const SCREENSHOTS = process.env.DISTRIBUTION_SCREENSHOTS; // a folder: also take screenshots
const ADDRESS_LIST = '/distribution/addressList';
const DISTRIBUTION = '/distribution/distribution';

test.describe.configure({ timeout: 120_000 });

type Mail = { template: string; body_text: string };

/** The path of the approval link mailed to the approver for the address at `street`. */
async function addressApprovalLink(browser: Browser, street: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO_ACCOUNTS.staff!);
  const reply = await page.request.get('/backoffice/api/mailbox/?recipient=approver@demo.example&limit=200');
  expect(reply.ok()).toBe(true);
  const mails = ((await reply.json()) as { results: Mail[] }).results;
  const mail = mails.find((m) => m.template === 'approval.address' && m.body_text.includes(street));
  const url = mail?.body_text.match(/https?:\/\/\S+\/accounts\/client_address_confirmation\/\S+/)?.[0];
  await context.close();
  if (!url) throw new Error(`no approval mail for ${street}`);
  return new URL(url).pathname;
}

/** The approver opens the mailed link and approves, or rejects with a feedback. */
async function decide(browser: Browser, street: string, feedback?: string) {
  const link = await addressApprovalLink(browser, street);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO_ACCOUNTS.approver!);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Approve an address' })).toBeVisible();
  await expect(page.getByText(street)).toBeVisible();
  if (feedback === undefined) {
    await page.getByRole('button', { name: 'APPROVE' }).click();
    await expect(page.getByText('The address was approved')).toBeVisible();
  } else {
    await page.getByLabel('Feedback (sent to the user with a rejection)').fill(feedback);
    await page.getByRole('button', { name: 'REJECT' }).click();
    // A rejection deletes the address: it asks first (decision 303).
    const dialog = page.getByRole('dialog', { name: 'Reject?' });
    await expect(dialog).toContainText('Reject this address? It is deleted');
    await dialog.getByRole('button', { name: 'REJECT' }).click();
    await expect(page.getByText('The address was rejected')).toBeVisible();
  }
  await context.close();
}

/** Adds a distribution address through the dialog; it waits for approval. */
async function addAddress(page: Page, name: string, street: string) {
  await page.getByRole('button', { name: 'Add a distribution address' }).click();
  const dialog = page.getByRole('dialog', { name: 'New distribution address' });
  await expect(dialog.getByText('COFOR10: 6 to 10 digits, no spaces', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send for approval' }).click();
  await expect(dialog.getByText('Required').first()).toBeVisible();
  await dialog.getByLabel('Company name').fill(name);
  await dialog.getByLabel('Street address').fill(street);
  await dialog.getByLabel('Postal code').fill('25000');
  await dialog.getByLabel('City').fill('Besançon');
  await dialog.getByRole('button', { name: 'Send for approval' }).click();
  await expect(page.getByText('The address was sent for approval.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

function addressCard(page: Page, name: string) {
  return page.getByTestId('distribution-address').filter({ hasText: name });
}

async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

test('a new distribution address is approved from the mailed link, then two rolls are redistributed to it', async ({
  page,
  browser,
}) => {
  const stamp = `${Date.now()}`.slice(-7);
  const name = `Essai Redistribution ${stamp}`;
  const street = `${stamp} Rue de l’Essai`;
  await signIn(page, DEMO_ACCOUNTS.supplier!);
  await mainNavigation(page).getByRole('link', { name: 'Address List and Redistribution' }).click();
  await expect(page).toHaveURL(/\/distribution\/addressList$/);
  await expect(page.getByRole('heading', { name: 'Address list', level: 1 })).toBeVisible();
  await expect(page.getByText('Your own address is always valid and cannot be edited here.')).toBeVisible();
  await shoot(page, 'address-list-en');

  await addAddress(page, name, street);
  const card = addressCard(page, name);
  await expect(card.getByText('Waiting for approval', { exact: true })).toBeVisible();
  await expect(card.getByText('The address is waiting for approval and cannot be edited.')).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);

  await decide(browser, street);
  await page.reload();
  await expect(addressCard(page, name).getByText('Valid', { exact: true })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Address list and redistribution' })
    .getByRole('link', {
      name: 'Redistribution',
    })
    .click();
  await expect(page).toHaveURL(/\/distribution\/distribution$/);
  await expect(page.getByRole('heading', { name: 'Redistribution', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Rolls available for redistribution' });
  const boxes = table.getByRole('checkbox', { name: /^Select roll / });
  await expect(boxes.first()).toBeVisible();
  const spoolNos = await Promise.all(
    [0, 1].map(async (index) =>
      ((await boxes.nth(index).getAttribute('aria-label')) ?? '').replace('Select roll ', ''),
    ),
  );

  // ADD without a recipient says so.
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expect(page.getByText('2 rolls selected')).toBeVisible();
  await page.getByRole('button', { name: 'ADD DISTRIBUTION' }).click();
  await expect(page.getByText('Choose a recipient address.')).toBeVisible();

  const recipient = page.getByRole('combobox', { name: 'Recipient address' });
  await recipient.fill(stamp);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await page.getByLabel('Comment').fill('For the Besançon line');
  await shoot(page, 'distribution-ready-en');
  await page.getByRole('button', { name: 'ADD DISTRIBUTION' }).click();

  const pending = page.getByRole('listitem', { name: `Distribution to ${name}` });
  await expect(pending).toBeVisible();
  for (const spoolNo of spoolNos) {
    await expect(pending.getByText(spoolNo, { exact: false })).toBeVisible();
    await expect(table.getByRole('checkbox', { name: `Select roll ${spoolNo}` })).toHaveCount(0);
  }
  await expect(recipient).toHaveValue('');
  await expect(page.getByText('0 rolls selected')).toBeVisible();
  // A reload keeps the list (sessionStorage).
  await page.reload();
  await expect(pending).toBeVisible();
  await shoot(page, 'distribution-pending-en');

  await page.getByRole('button', { name: 'SEND' }).click();
  await expect(page.getByText('The redistribution was saved.')).toBeVisible();
  await expect(page.getByText('No distributions added yet.')).toBeVisible();
  const sent = page.getByTestId('sent-distribution').first();
  await expect(sent).toContainText(name);
  await expect(sent).toContainText(`2 rolls: ${spoolNos.join(', ')}`);
  await expect(sent).toContainText('Comment: For the Besançon line');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /^Select roll / }).first()).toBeVisible();
  for (const spoolNo of spoolNos) {
    await expect(page.getByRole('checkbox', { name: `Select roll ${spoolNo}` })).toHaveCount(0);
  }
  await page.getByLabel('Filter by spool number').fill(spoolNos[0]!);
  await expect(page.getByText(`No available roll matches ${spoolNos[0]}.`)).toBeVisible();
  await shoot(page, 'distribution-sent-en');

  // The address now has redistributions: it can be neither changed nor deleted.
  await page.goto(ADDRESS_LIST);
  await expect(
    addressCard(page, name).getByText('Redistributions use this address', { exact: false }),
  ).toBeVisible();
  await expect(addressCard(page, name).getByRole('button')).toHaveCount(0);
});

test('a rejected distribution address shows the feedback, is resubmitted, and can be deleted once approved', async ({
  page,
  browser,
}) => {
  const stamp = `${Date.now()}`.slice(-7);
  const name = `Essai Refus ${stamp}`;
  const street = `${stamp} Rue du Refus`;
  await signIn(page, DEMO_ACCOUNTS.supplier!);
  await page.goto(ADDRESS_LIST);
  await addAddress(page, name, street);
  await decide(browser, street, 'Wrong postal code');
  await page.reload();
  const card = addressCard(page, name);
  await expect(card.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(card.getByText('Feedback of the approver: Wrong postal code')).toBeVisible();

  await card.getByRole('button', { name: `Edit and resubmit the address of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Resubmit the rejected address' });
  await expect(dialog.getByLabel('Street address')).toHaveValue(street);
  const corrected = `${stamp} Rue du Succès`;
  await dialog.getByLabel('Street address').fill(corrected);
  await dialog.getByRole('button', { name: 'Send for approval' }).click();
  await expect(page.getByText('The address was sent for approval.')).toBeVisible();
  await expect(card.getByText('Waiting for approval', { exact: true })).toBeVisible();
  await expect(card.getByText('Feedback of the approver: Wrong postal code')).toHaveCount(0);
  await expect(page.getByText(street)).toHaveCount(0);

  await decide(browser, corrected);
  await page.reload();
  await card.getByRole('button', { name: `Delete the address of ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(confirm).toContainText(corrected);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The address was deleted.')).toBeVisible();
  await expect(addressCard(page, name)).toHaveCount(0);
});

for (const language of ['en', 'fr'] as UiLanguage[]) {
  test(`the address list and the redistribution at 768 px in ${language}, by keyboard`, async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await useLanguage(page, language);
    await page.goto('/accounts/login');
    await page
      .getByLabel(inLanguage(language, 'E-mail/username', 'E-mail/nom d’utilisateur'))
      .fill(DEMO_ACCOUNTS.supplier!.email);
    await page.getByLabel(inLanguage(language, 'Account ID', 'Identifiant de compte')).fill('12345A0001');
    await page
      .getByLabel(inLanguage(language, 'Password', 'Mot de passe'), { exact: true })
      .fill('Demo-pass-1');
    await page.getByRole('button', { name: inLanguage(language, 'Login', 'Connexion') }).click();
    await expect(page).toHaveURL(/\/welcome$/, { timeout: 20_000 });

    await page.goto(ADDRESS_LIST);
    await expect(
      page.getByRole('heading', { name: inLanguage(language, 'Address list', 'Liste d’adresses'), level: 1 }),
    ).toBeVisible();
    // The seeded states: rejected with its feedback, waiting for approval, valid.
    await expect(
      page.getByText(
        inLanguage(
          language,
          'Address rejected, edit and resubmit',
          'Adresse refusée, modifiez-la et soumettez-la à nouveau',
        ),
      ),
    ).toBeVisible();
    await expect(page.getByText('A French postal code has five digits', { exact: false })).toBeVisible();
    await expect(
      page
        .getByText(inLanguage(language, 'Waiting for approval', 'En attente d’approbation'), {
          exact: true,
        })
        .first(),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await shoot(page, `address-list-${language}-768`);
    await expectNoSeriousA11yFindings(page, `address list (${language}, 768 px)`);

    // The dialog by keyboard: opened with Enter, closed with Escape, focus back on its button.
    const add = page.getByRole('button', {
      name: inLanguage(language, 'Add a distribution address', 'Ajouter une adresse de distribution'),
    });
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await shoot(page, `address-dialog-${language}-768`);
    await expectNoSeriousA11yFindings(page, `address dialog (${language}, 768 px)`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await page.goto(DISTRIBUTION);
    await expect(page.getByRole('heading', { name: 'Redistribution', level: 1 })).toBeVisible();
    const firstBox = page.getByRole('checkbox', {
      name: new RegExp(`^${inLanguage(language, 'Select roll', 'Sélectionner le rouleau')} `),
    });
    await expect(firstBox.first()).toBeVisible();
    await firstBox.first().focus();
    await page.keyboard.press('Space');
    await expect(firstBox.first()).toBeChecked();
    const spoolNo = ((await firstBox.first().getAttribute('aria-label')) ?? '').split(' ').at(-1)!;
    const recipient = page.getByRole('combobox', {
      name: inLanguage(language, 'Recipient address', 'Adresse du destinataire'),
    });
    await recipient.focus();
    await page.keyboard.type('Garage Martin');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(recipient).toHaveValue(/Garage Martin SARL/);
    await page
      .getByRole('button', { name: inLanguage(language, 'ADD DISTRIBUTION', 'AJOUTER LA DISTRIBUTION') })
      .focus();
    await page.keyboard.press('Enter');
    const pending = page.getByTestId('pending-distribution');
    await expect(pending).toContainText(spoolNo);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await shoot(page, `distribution-${language}-768`);
    await expectNoSeriousA11yFindings(page, `redistribution (${language}, 768 px)`);

    // REMOVE by keyboard: the roll comes back to the available list; nothing was sent.
    await pending
      .getByRole('button', {
        name: inLanguage(language, 'Remove the distribution to', 'Retirer la distribution à'),
        exact: false,
      })
      .focus();
    await page.keyboard.press('Enter');
    await expect(pending).toHaveCount(0);
    await expect(
      page.getByRole('checkbox', {
        name: `${inLanguage(language, 'Select roll', 'Sélectionner le rouleau')} ${spoolNo}`,
      }),
    ).toBeVisible();
  });
}
