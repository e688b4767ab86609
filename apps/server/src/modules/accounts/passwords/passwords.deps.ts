import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';
import type { DeferredWork } from '../../../lib/deferred-work.js';
import type { SettingsService } from '../../platform/settings/index.js';
import type { createLoginThrottle, FormThrottle, SessionService } from '../auth/index.js';

export type PasswordDeps = {
  db: Database;
  settings: SettingsService;
  sessions: SessionService;
  formThrottle: FormThrottle;
  loginThrottle: ReturnType<typeof createLoginThrottle>;
  now: Clock;
  /** The portal's public address, for the link in the mail. */
  publicUrl: string;
  /** Work done after the reply, so that its time tells nothing (decision 293). */
  deferWork: DeferredWork['defer'];
};
