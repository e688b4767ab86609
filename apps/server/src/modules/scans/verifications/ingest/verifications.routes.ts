import {
  type ApiKeyScope,
  integrationVerificationsEndpoint,
  VERIFICATION_BATCH_LIMIT,
} from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../../lib/endpoint-route.js';
import { requireApiKey } from '../../../../plugins/access.js';
import { readNdjson } from './verification-batch.js';
import { ingestVerifications, type VerificationDeps } from './verification-ingest.service.js';

const VERIFICATION_INGEST_SCOPE: ApiKeyScope = 'verification_ingest';
/** NDJSON's media types (the registered one and the common unregistered one). */
const NDJSON_TYPES = ['application/x-ndjson', 'application/ndjson'];
/**
 * The largest batch body: 10,000 events of about 400 bytes fill 4 MiB; long agents and many tags
 * stay well under this.
 */
const BATCH_BODY_LIMIT = 32 * 1024 * 1024;

/**
 * Label authentications from the authentication service (decision 252): a JSON array or NDJSON,
 * authenticated by an API key of scope verification_ingest (decision 253).
 */
export async function registerVerificationRoutes(
  app: FastifyInstance,
  deps: VerificationDeps,
): Promise<void> {
  await app.register(async (scope) => {
    // NDJSON is read into the same list as a JSON array (one element per line); only here.
    scope.addContentTypeParser(NDJSON_TYPES, { parseAs: 'string' }, (_request, body, done) => {
      done(null, readNdjson(body as string, VERIFICATION_BATCH_LIMIT));
    });
    scope.withTypeProvider<ZodTypeProvider>().route({
      ...routeOf(integrationVerificationsEndpoint),
      bodyLimit: BATCH_BODY_LIMIT,
      config: { access: requireApiKey(VERIFICATION_INGEST_SCOPE) },
      handler: async (request) => {
        const key = request.apiKey!;
        return ingestVerifications(
          deps,
          { kind: 'api_key', apiKeyId: key.id, label: key.name },
          request.body,
          request.language,
        );
      },
    });
  });
}
