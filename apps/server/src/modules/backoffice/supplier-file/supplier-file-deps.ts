import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';
import type { SettingsService } from '../../platform/settings/index.js';

/** What the supplier file's use cases need. */
export type SupplierFileDeps = {
  db: Database;
  settings: SettingsService;
  now: Clock;
};
