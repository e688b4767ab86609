import { verificationBatchSchema, verificationIngestResultSchema } from '../schemas/verifications.js';
import { defineEndpoint } from './define.js';

/** The authentication service's batches of label authentications (decision 252). */
export const integrationVerificationsEndpoint = defineEndpoint({
  name: 'integration:api_verifications',
  method: 'POST',
  path: '/integration/api/verifications/',
  tags: ['integration'],
  summary:
    'Receives up to 10,000 label authentications: a JSON array (Content-Type application/json) or NDJSON, ' +
    'one event a line (application/x-ndjson). Each event is checked on its own: refused ones come back ' +
    'with their line (1-based) and field messages, the good ones are kept; a re-sent event id is counted ' +
    'as a duplicate and changes nothing. Authenticated by an API key of scope verification_ingest: ' +
    '`Authorization: Bearer <key>`; no session, no CSRF token.',
  body: verificationBatchSchema,
  reply: verificationIngestResultSchema,
  errors: [400, 401, 403, 413, 429],
});
