import type { Database, Executor } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';
import type { SettingsService } from '../../platform/settings/index.js';
import type { PasswordGuessThrottle } from '../auth/index.js';

/**
 * What the profile's use cases need; `sessions` is the auth module's session service and
 * `passwordGuesses` its throttle of current-password guesses.
 */
export type ProfileDeps = {
  db: Database;
  settings: SettingsService;
  now: Clock;
  publicUrl: string;
  passwordGuesses: PasswordGuessThrottle;
  sessions: {
    refreshUserSessions: (userId: number, executor: Executor) => Promise<void>;
    refreshUsersSessions: (userIds: readonly number[], executor: Executor) => Promise<void>;
    renewSession: (
      sessionId: string,
      executor: Executor,
    ) => Promise<{ token: string; expiresAt: Date } | null>;
  };
};
