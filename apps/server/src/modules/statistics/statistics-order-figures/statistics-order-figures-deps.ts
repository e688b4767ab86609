import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';

/** What the order statistics need. */
export type OrderFiguresDeps = {
  db: Database;
  now: Clock;
};
