import { MESSAGE } from '@label-portal/contract';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { SettingsService } from '../../platform/settings/index.js';
import { reserveThrottleAttempt } from './login.repository.js';

/** The public forms counted per client address: each has its own count. */
export type PublicForm = 'registration' | 'lookup' | 'reset' | 'confirmation';

export type FormThrottle = ReturnType<typeof createFormThrottle>;

/**
 * Rate limit of the public account forms, per form and client address, in the sign-in throttle's
 * table (shared by every server process): over the limit the request answers 429 before any
 * work is done. Every request counts, success or not: these forms send mail or reveal whether a
 * code exists, so a burst is refused either way.
 */
export function createFormThrottle(settings: SettingsService) {
  async function reserve(db: Database, form: PublicForm, ip: string, now: Date): Promise<void> {
    const [limit, minutes] = await Promise.all([
      settings.getNumber('accounts.public_form_max_per_ip'),
      settings.getNumber('accounts.public_form_window_minutes'),
    ]);
    const windowStartedBefore = new Date(now.getTime() - minutes * 60_000);
    const attempts = await reserveThrottleAttempt(db, `form:${form}|${ip}`, limit, now, windowStartedBefore);
    if (attempts === undefined) throw new AppError('TOO_MANY_REQUESTS', { detail: MESSAGE.rateLimited });
  }
  return { reserve };
}
