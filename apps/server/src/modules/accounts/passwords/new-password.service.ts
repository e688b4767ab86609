import { type ConfirmPasswordBody, type Language, MESSAGE } from '@label-portal/contract';
import { AppError } from '../../../lib/app-error.js';
import { checkNewPassword } from '../../../lib/common-passwords.js';
import { hashPassword } from '../../../lib/password-hash.js';
import { recordAudit } from '../../platform/audit/index.js';
import { readCode, useCode } from '../account-codes/index.js';
import { accountKeyOf } from '../auth/index.js';
import { findUserWithCompany } from '../companies/index.js';
import type { PasswordDeps } from './passwords.deps.js';
import { recordSignIn, updatePassword } from './passwords.repository.js';

export type NewPasswordMeta = {
  ip: string;
  userAgent: string;
  /** The session the browser carried, ended like at sign-in. */
  previousSessionId: string | null;
  language: Language;
};

function invalidCode(): AppError {
  return new AppError('VALIDATION_FAILED', {
    detail: MESSAGE.invalidConfirmationCode,
    fields: { non_field_errors: [MESSAGE.invalidConfirmationCode] },
  });
}

/**
 * Sets a new password with a mailed code (decision 126): the code must be valid, of the reset
 * purpose and for this account id; the password follows the rule and is not a common one. In one
 * transaction: the hash and its date, the code used, every session of the user ended (in every
 * process), the account's sign-in throttle cleared, and a new session when the user may sign in.
 * Answers the new session (token, end, permissions), or null when the user may not sign in.
 */
export async function setNewPassword(deps: PasswordDeps, body: ConfirmPasswordBody, meta: NewPasswordMeta) {
  const now = deps.now();
  await deps.formThrottle.reserve(deps.db, 'confirmation', meta.ip, now);
  const lookup = await readCode(deps.db, 'PASSWORD_RESET', body.token.trim(), now);
  if (lookup.status !== 'VALID' || lookup.row.userId === null) throw invalidCode();
  const found = await findUserWithCompany(deps.db, lookup.row.userId);
  if (!found || found.company.cofor10.toUpperCase() !== body.account_id.trim().toUpperCase())
    throw invalidCode();
  const { user, company } = found;

  const problems = checkNewPassword(body.new_password);
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', { fields: { new_password: problems } });
  const passwordHash = await hashPassword(body.new_password);
  const canSignIn = user.state === 'APPROVED' && user.isActive;
  // The settings the transaction reads (the session's lifetime) are fresh in memory from here on:
  // PGlite has one connection, a settings read beside the transaction would wait for it.
  await deps.settings.snapshot();

  return deps.db.transaction(async (tx) => {
    // A second click with the same code, at the same time, loses here and changes nothing.
    if (!(await useCode(tx, lookup.row, 'USED', now))) throw invalidCode();
    await updatePassword(tx, user.id, passwordHash, now);
    // Decision 210: the reset acts as the user concerned; never the hash nor the code.
    await recordAudit(tx, { kind: 'user', userId: user.id, label: user.email }, now, {
      entityType: 'user',
      entityId: user.id,
      action: 'user.reset_password',
      companyId: user.companyId,
      before: null,
      after: { password_changed: true },
    });
    await deps.sessions.endUserSessions(user.id, tx);
    if (meta.previousSessionId) await deps.sessions.endSession(meta.previousSessionId, tx);
    await deps.loginThrottle.clearAccount(tx, accountKeyOf(user.email, company.cofor10));
    if (!canSignIn) return null;
    const session = await deps.sessions.startSession(user.id, meta, tx, now);
    await recordSignIn(tx, user.id, now, meta.language);
    const permissions = await deps.sessions.findUserRights(user.id, tx);
    return { ...session, permissions };
  });
}
