import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client.js';
import { queryRows } from './database.js';
import type { TestClient } from './test-app.js';

export type ResetMail = {
  id: number;
  subject: string;
  body_text: string;
  body_html: string;
  language: string;
  code: string;
  accountId: string;
};

/** The reset mails written to the outbox for an address, oldest first, with the link's code. */
export async function resetMailsTo(database: DatabaseHandle, email: string): Promise<ResetMail[]> {
  const rows = await queryRows<Omit<ResetMail, 'code' | 'accountId'>>(
    database,
    sql`select id, subject, body_text, body_html, language from outbox
        where recipient = ${email} and template = 'account.password_reset' order by id`,
  );
  return rows.map((row) => {
    const match = /\/accounts\/password_confirmation\/([A-Za-z0-9_-]+)\/(\S+)/.exec(row.body_text);
    if (!match) throw new Error(`No reset link in the mail to ${email}`);
    return { ...row, id: Number(row.id), code: match[1]!, accountId: decodeURIComponent(match[2]!) };
  });
}

/** Asks for a reset link and answers the newest mail's code. */
export async function requestResetCode(
  client: TestClient,
  database: DatabaseHandle,
  user: { email: string; accountId: string },
): Promise<string> {
  await client.get('/accounts/api/login/');
  const response = await client.post('/accounts/api/reset_password/', {
    email: user.email,
    account_id: user.accountId,
  });
  if (response.statusCode !== 200) throw new Error(`reset request answered ${response.statusCode}`);
  const mails = await resetMailsTo(database, user.email);
  return mails.at(-1)!.code;
}

export function newPasswordBody(token: string, accountId: string, password = 'Lantern-41-river') {
  return { new_password: password, new_password_repeated: password, account_id: accountId, token };
}
