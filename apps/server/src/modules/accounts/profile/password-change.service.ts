import { MESSAGE, type PasswordChangeBody } from '@label-portal/contract';
import { AppError } from '../../../lib/app-error.js';
import { checkNewPassword } from '../../../lib/common-passwords.js';
import { hashPassword, verifyPassword } from '../../../lib/password-hash.js';
import { recordAudit } from '../../platform/audit/index.js';
import { endOpenResetCodes } from '../account-codes/index.js';
import { findUserWithCompany } from '../companies/index.js';
import { deleteOtherSessions, updateUserPassword } from './profile.repository.js';
import type { ProfileDeps } from './profile-deps.js';

/**
 * The profile's password change: the current password checked, the new one by the shared rule
 * and the common-password list; then, in one transaction, the new hash, its date, every other
 * session of the user ended (the one that made the change stays) and every outstanding reset
 * code ended. Guesses at the current password are counted per user (decision 136).
 */
export async function changeOwnPassword(
  deps: ProfileDeps,
  auth: { userId: number; sessionId: string },
  body: PasswordChangeBody,
): Promise<{ token: string; expiresAt: Date }> {
  const found = await findUserWithCompany(deps.db, auth.userId);
  if (!found) throw new AppError('NOT_AUTHENTICATED');
  await deps.passwordGuesses.reserveGuess(deps.db, auth.userId, deps.now());
  if (!(await verifyPassword(found.user.passwordHash, body.old_password))) {
    throw new AppError('VALIDATION_FAILED', { fields: { old_password: [MESSAGE.wrongCurrentPassword] } });
  }
  await deps.passwordGuesses.settleRightGuess(deps.db, auth.userId);
  const problems = checkNewPassword(body.new_password);
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', { fields: { new_password: problems } });
  const passwordHash = await hashPassword(body.new_password);
  return deps.db.transaction(async (tx) => {
    await updateUserPassword(tx, auth.userId, passwordHash, deps.now());
    await deleteOtherSessions(tx, auth.userId, auth.sessionId);
    // Never the hash: only that the password changed.
    await recordAudit(tx, { kind: 'user', userId: auth.userId }, deps.now(), {
      entityType: 'user',
      entityId: auth.userId,
      action: 'user.change_password',
      companyId: found.company.id,
      before: null,
      after: { password_changed: true },
    });
    await endOpenResetCodes(tx, auth.userId, deps.now());
    await deps.sessions.refreshUserSessions(auth.userId, tx);
    const renewed = await deps.sessions.renewSession(auth.sessionId, tx);
    // The session ended while the change ran (signed out elsewhere): nothing is kept.
    if (!renewed) throw new AppError('NOT_AUTHENTICATED');
    return renewed;
  });
}
