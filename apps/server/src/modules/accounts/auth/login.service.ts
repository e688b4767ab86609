import type { Language, LoginBody } from '@label-portal/contract';
import { MESSAGE } from '@label-portal/contract';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { CaptchaVerifier } from '../../../lib/captcha.js';
import type { Clock } from '../../../lib/clock.js';
import { verifyAgainstDummy, verifyPassword } from '../../../lib/password-hash.js';
import type { SettingsService } from '../../platform/settings/index.js';
import { knownBrowserOf, signKnownBrowser } from './known-browser.js';
import { findLoginCandidate, updateLastLogin } from './login.repository.js';
import type { AttemptScope, LoginThrottle } from './login-throttle.js';
import type { SessionService } from './session.service.js';

export type LoginDeps = {
  db: Database;
  settings: SettingsService;
  sessions: SessionService;
  throttle: LoginThrottle;
  verifyCaptcha: CaptchaVerifier;
  /** Signs the known-browser cookie. */
  secret: string;
  now: Clock;
};

export type LoginMeta = {
  ip: string;
  userAgent: string;
  previousSessionId: string | null;
  /** The request's language, kept as the user's language for mails. */
  language: Language;
  /** The known-browser cookie the request carried. */
  knownBrowser: string | undefined;
};

/** The sign-in throttle's key of an account: e-mail (any case) and account id (decision 020). */
export function accountKeyOf(email: string, accountId: string): string {
  return `${email.trim().toLowerCase()}|${accountId.trim().toUpperCase()}`;
}

/**
 * What a user with the right password but no access is told (decision 300): a registrant is told
 * what the registration waits for (their e-mail confirmation, the car-maker's approval, customer
 * service's activation), a disabled approved user that the account is not active. Only told after
 * the right password, so it names nothing to someone who does not hold the account.
 */
function inactiveMessageOf(state: string): string {
  if (state === 'EMAIL_CONFIRMATION_REQUESTED') return MESSAGE.accountAwaitsEmailConfirmation;
  if (state === 'CLIENT_APPROVAL_REQUESTED') return MESSAGE.accountAwaitsApproval;
  if (state === 'CS_APPROVAL_REQUESTED') return MESSAGE.accountAwaitsActivation;
  return MESSAGE.accountInactive;
}

/**
 * Signs a user in. Every attempt is counted before the password is checked (decision 020), so a
 * burst answers 429 however many arrive at once; a wrong password and an unknown account answer
 * alike (same text, same work). The writes of a sign-in (throttle keys, the previous session, the
 * new session, the last sign-in) are one transaction.
 */
export async function signIn(deps: LoginDeps, body: LoginBody, meta: LoginMeta) {
  const { db, settings, sessions, throttle } = deps;
  const now = deps.now();
  const accountKey = accountKeyOf(body.username, body.account_id);
  const scope: AttemptScope = {
    accountKey,
    ip: meta.ip,
    deviceId: knownBrowserOf(deps.secret, meta.knownBrowser, accountKey),
  };
  await throttle.reserveAttempt(db, scope, now);
  if (!(await deps.verifyCaptcha(body['g-recaptcha-response'], meta.ip))) {
    throw new AppError('VALIDATION_FAILED', { detail: MESSAGE.captchaFailed });
  }

  const candidate = await findLoginCandidate(db, body.username.trim(), body.account_id.trim());
  let isPasswordRight = false;
  if (candidate) isPasswordRight = await verifyPassword(candidate.passwordHash, body.password);
  else await verifyAgainstDummy(body.password);
  // A failure stays counted: the attempt was reserved above.
  if (!candidate || !isPasswordRight) throw new AppError('LOGIN_FAILED', { detail: MESSAGE.loginFailed });

  const expiryDays = await settings.getNumber('accounts.password_expiry_days');
  const refusal =
    candidate.state !== 'APPROVED' || !candidate.isActive
      ? new AppError('LOGIN_FAILED', { detail: inactiveMessageOf(candidate.state) })
      : now.getTime() - candidate.passwordChangedAt.getTime() > expiryDays * 86_400_000
        ? new AppError('PASSWORD_EXPIRED', {
            detail: MESSAGE.passwordExpired,
            extra: { type: 'PASSWORD_EXPIRED', email: candidate.email, account_id: candidate.accountId },
          })
        : null;
  if (refusal) {
    await db.transaction((tx) => throttle.settleRightPassword(tx, scope, now));
    throw refusal;
  }

  const signedIn = await db.transaction(async (tx) => {
    await throttle.settleRightPassword(tx, scope, now);
    // A new session id at every sign-in: a session fixed before sign-in is never promoted.
    if (meta.previousSessionId) await sessions.endSession(meta.previousSessionId, tx);
    const session = await sessions.startSession(candidate.id, meta, tx, now);
    await updateLastLogin(tx, candidate.id, now, meta.language);
    const permissions = await sessions.findUserRights(candidate.id, tx);
    return { ...session, permissions };
  });
  return { ...signedIn, knownBrowser: signKnownBrowser(deps.secret, scope.deviceId, accountKey) };
}
