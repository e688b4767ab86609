import type { ResetPasswordBody } from '@label-portal/contract';
import { insertMails } from '../../platform/mail/index.js';
import { issueCode } from '../account-codes/index.js';
import { findUserWithCompanyByAccount } from '../companies/index.js';
import type { PasswordDeps } from './passwords.deps.js';
import { buildResetMail } from './reset-mail.js';

/**
 * Asks for a reset link (decisions 125, 293). Whatever the e-mail and account id, the caller gets
 * the same answer in the same time: the request does the same work on both paths (the throttle,
 * one look-up) and answers; only an approved, active user whose e-mail and account id match gets
 * a mail, with a new code that ends the older ones, written after the reply in one transaction.
 */
export async function requestPasswordReset(
  deps: PasswordDeps,
  body: Pick<ResetPasswordBody, 'email' | 'account_id'>,
  meta: { ip: string },
): Promise<void> {
  const now = deps.now();
  await deps.formThrottle.reserve(deps.db, 'reset', meta.ip, now);
  const found = await findUserWithCompanyByAccount(deps.db, body.email, body.account_id);
  // Only a user who could sign in with a new password gets a link (decision 125).
  const recipient = found?.user.state === 'APPROVED' && found.user.isActive ? found : undefined;
  if (!recipient) return;
  deps.deferWork('password reset mail', async () => {
    // Read before the transaction: PGlite has one connection, a read beside it would wait for it.
    const settings = await deps.settings.snapshot();
    const hours = await settings.getNumber('accounts.reset_code_hours');
    await deps.db.transaction(async (tx) => {
      const code = await issueCode(
        tx,
        { settings, now },
        { purpose: 'PASSWORD_RESET', userId: recipient.user.id },
      );
      await insertMails(tx, [buildResetMail(recipient, { publicUrl: deps.publicUrl, code, hours })]);
    });
  });
}
