/** Label authentications (issue 14): the ingestion call, the analytics store behind it and the statistics' reads. */

export { ingestVerifications, type VerificationDeps } from './verification-ingest.service.js';
export { registerVerificationLookupRoutes } from './verification-lookups.routes.js';
export { registerVerificationQueryRoutes } from './verification-queries.routes.js';
export { createVerificationStore } from './verification-store.repository.js';
export { registerVerificationRoutes } from './verifications.routes.js';
