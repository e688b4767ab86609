import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';
import type { RandomBytes } from '../../../lib/random-bytes.js';

export type BackofficeOrdersDeps = {
  db: Database;
  now: Clock;
  publicUrl: string;
  /** Random bytes for the label ids made when shipping. */
  randomBytes: RandomBytes;
};
