import { RIGHTS, verificationDownloadEndpoint, verificationQueryEndpoint } from '@label-portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { csvAttachmentHeaders } from '../../../../lib/csv-export.js';
import { routeOf } from '../../../../lib/endpoint-route.js';
import { writeRepliesAsPlainJson } from '../../../../lib/reply-serializer.js';
import { requireRight } from '../../../../plugins/access.js';
import type { VerificationViewer } from '../verification-viewer.js';
import {
  downloadVerifications,
  queryVerifications,
  type VerificationQueryDeps,
} from './verification-query.service.js';

function viewerOf(request: FastifyRequest): VerificationViewer {
  return { companyId: request.auth!.companyId, rights: request.auth!.rights };
}

/**
 * The label-authentication statistics (decisions 255-257): the Verifications POST and its download.
 * Both need orders.view_order; statistics.* sees every company, anyone else their own company's scans.
 */
export async function registerVerificationQueryRoutes(
  app: FastifyInstance,
  deps: VerificationQueryDeps,
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Map answers run to thousands of buckets: JSON.stringify writes them (decision 275).
  writeRepliesAsPlainJson(verificationQueryEndpoint.reply);
  const access = requireRight(RIGHTS.viewOrder);

  routes.route({
    ...routeOf(verificationQueryEndpoint),
    config: { access },
    handler: async (request) => queryVerifications(deps, viewerOf(request), request.body),
  });

  routes.route({
    ...routeOf(verificationDownloadEndpoint),
    config: { access },
    handler: async (request, reply) => {
      const file = await downloadVerifications(deps, viewerOf(request), request.query);
      // A stream, not the string the reply schema's type says: Fastify pipes it as it is.
      return reply.headers(csvAttachmentHeaders(file.fileName)).send(file.body as unknown as string);
    },
  });
}
