import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';

/** What the redistribution use cases need. */
export type DistributionDeps = { db: Database; now: Clock };
