import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';

/**
 * Opens the back office mailbox (the page must be signed in with a backoffice.* right), filtered on
 * one recipient, and opens the newest mail whose subject matches. Answers the mail's dialog.
 */
export async function openMailboxMail(page: Page, recipient: string, subject: string | RegExp) {
  await page.goto(`/backoffice/mailbox?recipient=${encodeURIComponent(recipient)}`);
  await expect(page.getByRole('heading', { name: 'Mailbox', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: subject }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The first link of the open mail's text part (optionally containing `contains`), to follow it. */
export async function mailLinkOf(page: Page, contains = ''): Promise<string> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Text' }).click();
  const link = dialog
    .getByTestId('mail-text')
    .getByRole('link', { name: new RegExp(escapeRegExp(contains)) });
  const href = await link.first().getAttribute('href');
  if (!href) throw new Error('no link in the mail');
  return href;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Signs a request context in as customer service, who may read the mailbox (backoffice.*). */
async function signInAsStaff(request: APIRequestContext) {
  await request.get('/accounts/api/login/');
  const csrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value;
  const response = await request.post('/accounts/api/login/', {
    headers: { 'X-CSRFToken': csrf ?? '' },
    data: { username: 'staff@demo.example', account_id: 'PROVIDER01', password: DEMO_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
}

type Mail = { recipient: string; template: string; body_text: string };

/** The mails of one template written to a recipient (the outbox is the mailbox without SMTP), newest first. */
export async function mailsTo(
  request: APIRequestContext,
  recipient: string,
  template: string,
): Promise<Mail[]> {
  await signInAsStaff(request);
  const response = await request.get(`/backoffice/api/mailbox/?recipient=${encodeURIComponent(recipient)}`);
  expect(response.status()).toBe(200);
  const page = (await response.json()) as { results: Mail[] };
  return page.results.filter((mail) => mail.template === template);
}

/**
 * The mails of one template written to a recipient, newest first, once there is one: the reset
 * request and the registration write their mails just after their reply (decision 293).
 */
export async function awaitMailsTo(request: APIRequestContext, recipient: string, template: string) {
  await expect
    .poll(async () => (await mailsTo(request, recipient, template)).length, { timeout: 5_000 })
    .toBeGreaterThan(0);
  return mailsTo(request, recipient, template);
}

/** The path of the newest password reset link mailed to a recipient. */
export async function newestResetLink(request: APIRequestContext, recipient: string): Promise<string> {
  const [mail] = await awaitMailsTo(request, recipient, 'account.password_reset');
  const match = mail && /https?:\/\/[^/\s]+(\/accounts\/password_confirmation\/\S+)/.exec(mail.body_text);
  expect(match, `a reset link mailed to ${recipient}`).toBeTruthy();
  return match![1]!;
}
