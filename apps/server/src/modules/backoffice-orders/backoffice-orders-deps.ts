import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';

export type BackofficeOrdersDeps = { db: Database; now: Clock; publicUrl: string };
