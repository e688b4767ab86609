import { MESSAGE } from '@label-portal/contract';
import type { Database, Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { SettingsService } from '../../platform/settings/index.js';
import { deleteThrottleKeys, reserveThrottleAttempt } from './login.repository.js';

export type PasswordGuessThrottle = ReturnType<typeof createPasswordGuessThrottle>;

/**
 * Limits the guesses at a signed-in user's current password (the profile's password change,
 * decision 136): counted per user, in the sign-in throttle's table, with the sign-in limit of one
 * account from one address (5) and its window. Each attempt is counted before the password is
 * checked; at the limit it answers 429. A right password forgets the count.
 */
export function createPasswordGuessThrottle(settings: SettingsService) {
  const keyOf = (userId: number) => `password_change:user:${userId}`;

  async function reserveGuess(db: Database, userId: number, now: Date): Promise<void> {
    const [limit, minutes] = await Promise.all([
      settings.getNumber('accounts.login_max_failures_per_account_address'),
      settings.getNumber('accounts.login_failure_window_minutes'),
    ]);
    const windowStartedBefore = new Date(now.getTime() - minutes * 60_000);
    const attempts = await reserveThrottleAttempt(db, keyOf(userId), limit, now, windowStartedBefore);
    if (attempts === undefined) throw new AppError('TOO_MANY_REQUESTS', { detail: MESSAGE.tooManyAttempts });
  }

  async function settleRightGuess(db: Executor, userId: number): Promise<void> {
    await deleteThrottleKeys(db, [keyOf(userId)]);
  }

  return { reserveGuess, settleRightGuess };
}
