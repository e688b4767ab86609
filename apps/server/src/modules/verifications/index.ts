/**
 * Label authentications (issue 14): the ingestion call, the analytics store behind it, the
 * statistics' reads, and the re-attribution of scans to the rolls shipping gives them (decision 248).
 */

export { reattributeQueuedRolls, startReattributionWorker } from './reattribution.service.js';
export { ingestVerifications, type VerificationDeps } from './verification-ingest.service.js';
export { registerVerificationLookupRoutes } from './verification-lookups.routes.js';
export { registerVerificationQueryRoutes } from './verification-queries.routes.js';
export { queueOrderReattribution } from './verification-reattribution.repository.js';
export { createVerificationStore } from './verification-store.repository.js';
export { registerVerificationRoutes } from './verifications.routes.js';
