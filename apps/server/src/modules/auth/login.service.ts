import type { LoginBody } from '@label-portal/contract';
import { MESSAGE } from '@label-portal/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { CaptchaVerifier } from '../../lib/captcha.js';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password-hash.js';
import type { SettingsService } from '../settings/settings.service.js';
import {
  countFailuresSince,
  deleteLoginFailures,
  findLoginCandidate,
  insertLoginFailure,
  updateLastLogin,
} from './login.repository.js';
import type { SessionService } from './session.service.js';

export type LoginDeps = {
  db: Database;
  settings: SettingsService;
  sessions: SessionService;
  verifyCaptcha: CaptchaVerifier;
};

export type LoginMeta = { ip: string; userAgent: string; previousSessionId: string | null };

function accountKeyOf(body: LoginBody): string {
  return `${body.username.trim().toLowerCase()}|${body.account_id.trim().toUpperCase()}`;
}

/**
 * Signs a user in. A wrong password and an unknown account answer alike (same text, same work);
 * failures are counted per account and per client address, and a burst answers 429.
 */
export async function signIn(deps: LoginDeps, body: LoginBody, meta: LoginMeta) {
  const { db, settings, sessions } = deps;
  const accountKey = accountKeyOf(body);
  const windowStart = new Date(
    Date.now() - (await settings.getNumber('accounts.login_failure_window_minutes')) * 60_000,
  );
  const [accountFailures, ipFailures] = await Promise.all([
    countFailuresSince(db, { accountKey }, windowStart),
    countFailuresSince(db, { ip: meta.ip }, windowStart),
  ]);
  if (
    accountFailures >= (await settings.getNumber('accounts.login_max_failures_per_account')) ||
    ipFailures >= (await settings.getNumber('accounts.login_max_failures_per_ip'))
  ) {
    throw new AppError('TOO_MANY_REQUESTS', { detail: MESSAGE.tooManyAttempts });
  }
  if (!(await deps.verifyCaptcha(body['g-recaptcha-response'], meta.ip))) {
    throw new AppError('VALIDATION_FAILED', { detail: MESSAGE.captchaFailed });
  }

  const candidate = await findLoginCandidate(db, body.username.trim(), body.account_id.trim());
  let isPasswordRight = false;
  if (candidate) isPasswordRight = await verifyPassword(candidate.passwordHash, body.password);
  else await verifyAgainstDummy(body.password);
  if (!candidate || !isPasswordRight) {
    await insertLoginFailure(db, accountKey, meta.ip);
    throw new AppError('LOGIN_FAILED', { detail: MESSAGE.loginFailed });
  }
  if (!candidate.isActive || candidate.state !== 'APPROVED') {
    throw new AppError('LOGIN_FAILED', { detail: MESSAGE.accountInactive });
  }
  const expiryDays = await settings.getNumber('accounts.password_expiry_days');
  if (Date.now() - candidate.passwordChangedAt.getTime() > expiryDays * 86_400_000) {
    throw new AppError('PASSWORD_EXPIRED', {
      detail: MESSAGE.passwordExpired,
      extra: { type: 'PASSWORD_EXPIRED', email: candidate.email, account_id: candidate.accountId },
    });
  }

  await deleteLoginFailures(db, accountKey);
  // A new session id at every sign-in: a session fixed before sign-in is never promoted.
  if (meta.previousSessionId) await sessions.endSession(meta.previousSessionId);
  const session = await sessions.startSession(candidate.id, meta);
  await updateLastLogin(db, candidate.id, new Date());
  const permissions = await sessions.findUserRights(candidate.id);
  return { ...session, permissions };
}
