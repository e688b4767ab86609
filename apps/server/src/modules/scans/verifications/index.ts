/**
 * Label authentications (issue 14): the ingestion call, the analytics store behind it, the
 * statistics' reads, the authentications map's tile layers (settings staff change, decision 260),
 * and the re-attribution of scans to the rolls shipping gives them (decision 248).
 */

export { reattributeQueuedRolls, startReattributionWorker } from './ingest/reattribution.service.js';
export { ingestVerifications, type VerificationDeps } from './ingest/verification-ingest.service.js';
export { queueOrderReattribution } from './ingest/verification-reattribution.repository.js';
export { createVerificationStore } from './ingest/verification-store.repository.js';
export { registerVerificationRoutes } from './ingest/verifications.routes.js';
export { registerStatisticsMapRoutes } from './query/map-tiles.routes.js';
export { registerVerificationLookupRoutes } from './query/verification-lookups.routes.js';
export { registerVerificationQueryRoutes } from './query/verification-queries.routes.js';
