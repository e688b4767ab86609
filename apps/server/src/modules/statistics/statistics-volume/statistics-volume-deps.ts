import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';

export type StatisticsVolumeDeps = { db: Database; now: Clock };
