import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from './support/accounts';
import { signIn } from './support/sign-in';

const STAFF = DEMO_ACCOUNTS.staff!;
const BOUNCED = 'bounced.supplier@demo.example';

test('staff resends a failed mail, then finds the change in the audit log with its before and after', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, STAFF);
  await page.goto('/backoffice/mailbox?status=failed');
  const row = page.getByTestId('mailbox-row').filter({ hasText: BOUNCED });
  await expect(row).toContainText('Failed');
  await row.getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Recipient address rejected');
  await dialog.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByText('The mail is queued again.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send again' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('mailbox-row').filter({ hasText: BOUNCED })).toHaveCount(0);

  // The audit log shows the resend just made, newest first; the row opens its comparison.
  await page
    .getByRole('navigation', { name: 'Back office sections' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  // Entity type and action come from the contract's lists, labelled (decision 188).
  await page.getByRole('combobox', { name: 'Entity type' }).selectOption({ label: 'Mail' });
  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Mail sent again' });
  await page.getByRole('textbox', { name: 'User (e-mail)' }).fill(STAFF.email);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/entity_type=mail/);
  await expect(page).toHaveURL(/action=mail\.resend/);
  const entry = page.getByTestId('audit-row').first();
  await expect(entry).toContainText('Mail sent again');
  await expect(entry).toContainText(STAFF.email);
  await entry.getByRole('button').click();
  const diff = page.getByTestId('audit-diff');
  await expect(diff).toContainText('attempts');
  await expect(diff).toContainText('550 5.1.1');
});
