import type { SettingKey } from '@label-portal/contract';
import { MESSAGE } from '@label-portal/contract';
import type { Database, Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { SettingsService } from '../../platform/settings/index.js';
import {
  deleteAccountThrottleKeys,
  deleteExpiredThrottleKeys,
  deleteThrottleKeys,
  releaseThrottleAttempt,
  reserveThrottleAttempt,
} from './login.repository.js';

/**
 * Who is trying: the account (e-mail and account id), the client address, and the browser's
 * device id when it carries a valid known-browser cookie for this account (decision 020).
 */
export type AttemptScope = { accountKey: string; ip: string; deviceId: string | null };

type ThrottleKey = { key: string; limit: SettingKey };

/**
 * The keys an attempt counts under. A browser that signed in to the account before counts only
 * under its own key, so neither an attacker's failures on the account nor those of others behind
 * the same address lock its owner out. Any other attempt counts under the account and address
 * pair (5), the account from all addresses (20) and the address (20). Sorted: concurrent attempts
 * lock the rows in one order.
 */
export function throttleKeysOf(scope: AttemptScope): ThrottleKey[] {
  if (scope.deviceId) {
    return [{ key: `device:${scope.deviceId}`, limit: 'accounts.login_max_failures_per_device' }];
  }
  const keys: ThrottleKey[] = [
    { key: `account:${scope.accountKey}`, limit: 'accounts.login_max_failures_per_account' },
    { key: `address:${scope.ip}`, limit: 'accounts.login_max_failures_per_ip' },
    { key: `pair:${scope.accountKey}|${scope.ip}`, limit: 'accounts.login_max_failures_per_account_address' },
  ];
  return keys.sort((a, b) => (a.key < b.key ? -1 : 1));
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

export function createLoginThrottle(settings: SettingsService) {
  async function windowStartedBefore(now: Date): Promise<Date> {
    const minutes = await settings.getNumber('accounts.login_failure_window_minutes');
    return new Date(now.getTime() - minutes * 60_000);
  }

  /**
   * Counts the attempt before the password is checked, under every key, in one transaction: at a
   * key's limit nothing is counted and the attempt answers 429. So at most the limit of attempts
   * reach the password check in a window, however many arrive at once.
   */
  async function reserveAttempt(db: Database, scope: AttemptScope, now: Date): Promise<void> {
    const keys = throttleKeysOf(scope);
    const limits = await Promise.all(keys.map((key) => settings.getNumber(key.limit)));
    const expiredBefore = await windowStartedBefore(now);
    await db.transaction(async (tx) => {
      for (const [index, { key }] of keys.entries()) {
        const attempts = await reserveThrottleAttempt(tx, key, limits[index]!, now, expiredBefore);
        if (attempts === undefined)
          throw new AppError('TOO_MANY_REQUESTS', { detail: MESSAGE.tooManyAttempts });
      }
    });
  }

  /**
   * A right password was no failure: the account's keys start afresh (as the browser's, when
   * known) and the address gets its attempt back. Runs inside the sign-in's transaction.
   */
  async function settleRightPassword(tx: Executor, scope: AttemptScope, now: Date): Promise<void> {
    const keys = [`account:${scope.accountKey}`, `pair:${scope.accountKey}|${scope.ip}`];
    if (scope.deviceId) keys.push(`device:${scope.deviceId}`);
    else await releaseThrottleAttempt(tx, `address:${scope.ip}`);
    await deleteThrottleKeys(tx, keys);
    await deleteExpiredThrottleKeys(tx, await windowStartedBefore(now));
  }

  /** The way back after a lock: a password reset (proof of the mailbox) clears the account's keys. */
  async function clearAccount(db: Executor, accountKey: string): Promise<void> {
    await deleteAccountThrottleKeys(db, accountKey);
  }

  return { reserveAttempt, settleRightPassword, clearAccount };
}
