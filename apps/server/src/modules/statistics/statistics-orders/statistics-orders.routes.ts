import {
  orderOverviewCountEndpoint,
  orderOverviewCsvEndpoint,
  orderOverviewEndpoint,
  RIGHTS,
} from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { csvAttachmentHeaders } from '../../../lib/csv-export.js';
import { routeOf } from '../../../lib/endpoint-route.js';
import { requireRight } from '../../../plugins/access.js';
import {
  countOrderOverview,
  exportOrderOverviewCsv,
  listOrderOverview,
} from './statistics-orders.service.js';
import type { StatisticsOrdersDeps } from './statistics-orders-deps.js';

/**
 * The suppliers orders overview (statistics.md section 2, issue 13): every company's orders, so
 * every call needs statistics.view_orderoverviewstatistics (decision 217); a supplier's
 * orders.* rights answer 403.
 */
export async function registerStatisticsOrderRoutes(
  app: FastifyInstance,
  deps: StatisticsOrdersDeps,
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const access = requireRight(RIGHTS.viewOrderOverview);

  routes.route({
    ...routeOf(orderOverviewEndpoint),
    config: { access },
    handler: async (request) => listOrderOverview(deps, request.query, request.language),
  });

  routes.route({
    ...routeOf(orderOverviewCountEndpoint),
    config: { access },
    handler: async (request) => countOrderOverview(deps, request.query),
  });

  routes.route({
    ...routeOf(orderOverviewCsvEndpoint),
    config: { access },
    handler: async (request, reply) => {
      const file = exportOrderOverviewCsv(deps, request.query, request.language);
      // A stream, not the string the reply schema's type says: Fastify pipes it as it is.
      return reply.headers(csvAttachmentHeaders(file.fileName)).send(file.body as unknown as string);
    },
  });
}
