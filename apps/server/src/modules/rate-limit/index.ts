/** Rate limit: the per-address request count shared by the server processes through the database. */
export {
  createSharedRateLimit,
  RATE_LIMIT_SYNC_INTERVAL_MS,
  type SharedRateLimit,
} from './rate-limit.service.js';
