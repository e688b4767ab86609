import type { Database, Executor } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';
import type { SettingsService } from '../../platform/settings/index.js';

/** What the approval use cases need; sessions come from the auth module through app.ts. */
export type ApprovalsDeps = {
  db: Database;
  settings: SettingsService;
  now: Clock;
  publicUrl: string;
  refreshUserSessions: (userId: number, tx: Executor) => Promise<void>;
};
