/** Label authentications (issue 14): the ingestion call and the analytics store behind it. */

export { ingestVerifications, type VerificationDeps } from './verification-ingest.service.js';
export { createVerificationStore } from './verification-store.repository.js';
export { registerVerificationRoutes } from './verifications.routes.js';
