/** Label authentications (issue 14): the ingestion call and the analytics store behind it. */

export { registerVerificationLookupRoutes } from './verification-lookups.routes.js';
export { createVerificationStore } from './verification-store.repository.js';
export { registerVerificationRoutes } from './verifications.routes.js';
