/** Rate limit: the per-address request count shared by the server processes through the database. */
export { createSharedRateLimit, type SharedRateLimit } from './rate-limit.service.js';
