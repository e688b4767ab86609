import type { SettingKey } from '@label-portal/contract';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { SettingsService } from '../../platform/settings/index.js';
import {
  deleteExpiredKeysWithPrefix,
  PER_USER_KEY_PREFIX,
  reserveThrottleAttempt,
} from './login.repository.js';

/** What a per-user limit counts: its name, the settings of its limit and window, its 429 message. */
export type UserThrottleRule = {
  /** Part of the throttle key (`per_user:<name>:<id>`): one count per rule and user. */
  name: string;
  limit: SettingKey;
  windowMinutes: SettingKey;
  /** The 429 message key; `{{max}}` and `{{minutes}}` are filled with the limit and the window. */
  detail: string;
};

export type UserThrottle = ReturnType<typeof createUserThrottle>;

/**
 * A limit of one signed-in user's actions (the contact messages, decision 142), in the sign-in
 * throttle's table (shared by every server process): each action is reserved atomically before
 * it is done; over the limit it answers 429. The sign-in's purge leaves these keys alone (their
 * window is their own): each reservation removes the rule's keys whose window is over. Call it
 * before the action's transaction (it reads settings and writes its own rows).
 */
export function createUserThrottle(settings: SettingsService, rule: UserThrottleRule) {
  async function reserve(db: Database, userId: number, now: Date): Promise<void> {
    const [limit, minutes] = await Promise.all([
      settings.getNumber(rule.limit),
      settings.getNumber(rule.windowMinutes),
    ]);
    const windowStartedBefore = new Date(now.getTime() - minutes * 60_000);
    const prefix = `${PER_USER_KEY_PREFIX}${rule.name}:`;
    await deleteExpiredKeysWithPrefix(db, prefix, windowStartedBefore);
    const attempts = await reserveThrottleAttempt(db, `${prefix}${userId}`, limit, now, windowStartedBefore);
    if (attempts === undefined) {
      throw new AppError('TOO_MANY_REQUESTS', { detail: rule.detail, params: { max: limit, minutes } });
    }
  }
  return { reserve };
}
