import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';

/** What the orders statistics need. */
export type StatisticsOrdersDeps = {
  db: Database;
  now: Clock;
};
