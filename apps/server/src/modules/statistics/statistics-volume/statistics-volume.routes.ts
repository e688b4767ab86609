import {
  RIGHTS,
  volumeCompanySearchEndpoint,
  volumeStatusEndpoint,
  volumeStatusPdfEndpoint,
} from '@label-portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachmentHeaders } from '../../../lib/attachment.js';
import { routeOf } from '../../../lib/endpoint-route.js';
import { requireRight } from '../../../plugins/access.js';
import {
  openVolumeStatusPdf,
  readVolumeStatus,
  searchVolumeCompanies,
  type VolumeViewer,
} from './statistics-volume.service.js';
import type { StatisticsVolumeDeps } from './statistics-volume-deps.js';

/** The screen's guard, orders.* (statistics.md section 2); the service narrows the scope (decision 236). */
const view = { access: requireRight(RIGHTS.ordersAny) };

function viewerOf(request: FastifyRequest): VolumeViewer {
  return { companyId: request.auth!.companyId, rights: request.auth!.rights };
}

export async function registerStatisticsVolumeRoutes(
  app: FastifyInstance,
  deps: StatisticsVolumeDeps,
): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.route({
    ...routeOf(volumeStatusEndpoint),
    config: view,
    handler: async (request) => readVolumeStatus(deps, viewerOf(request), request.query),
  });
  typed.route({
    ...routeOf(volumeStatusPdfEndpoint),
    config: view,
    handler: async (request, reply) => {
      const file = await openVolumeStatusPdf(deps, viewerOf(request), request.query, request.language);
      // A stream, not the string the reply schema's type says: Fastify pipes it as it is.
      return reply
        .headers(attachmentHeaders(file.filename, 'application/pdf'))
        .send(file.stream as unknown as string);
    },
  });
  typed.route({
    ...routeOf(volumeCompanySearchEndpoint),
    config: view,
    handler: async (request) => searchVolumeCompanies(deps, viewerOf(request), request.query),
  });
}
