import {
  BACKOFFICE_RIGHTS,
  backofficeOrderDetailEndpoint,
  backofficeOrderListEndpoint,
  backofficeOrderShipEndpoint,
  backofficeOrderTransitionEndpoint,
  backofficeRollLabelsCsvEndpoint,
  backofficeRollLabelsEndpoint,
} from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { csvAttachmentHeaders } from '../../../lib/csv-export.js';
import { routeOf } from '../../../lib/endpoint-route.js';
import { requireRight } from '../../../plugins/access.js';
import { changeOrderState, getStaffOrder, listStaffOrders } from './backoffice-orders.service.js';
import type { BackofficeOrdersDeps } from './backoffice-orders-deps.js';
import { listRollLabels, streamRollLabels } from './roll-labels.service.js';
import { shipOrder } from './shipping.service.js';

/** The back office's order processing: list, detail, state changes and shipping (issue 12). */
export async function registerBackofficeOrderRoutes(
  app: FastifyInstance,
  deps: BackofficeOrdersDeps,
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOf(backofficeOrderListEndpoint),
    config: { access: requireRight(BACKOFFICE_RIGHTS.viewOrders) },
    handler: async (request) => listStaffOrders(deps, request.query),
  });

  routes.route({
    ...routeOf(backofficeOrderDetailEndpoint),
    config: { access: requireRight(BACKOFFICE_RIGHTS.viewOrders) },
    handler: async (request) => getStaffOrder(deps.db, request.params.order_id, request.language),
  });

  routes.route({
    ...routeOf(backofficeRollLabelsEndpoint),
    config: { access: requireRight(BACKOFFICE_RIGHTS.viewOrders) },
    handler: async (request) =>
      listRollLabels(deps.db, request.params.order_id, request.params.spool_no, request.query),
  });

  routes.route({
    ...routeOf(backofficeRollLabelsCsvEndpoint),
    config: { access: requireRight(BACKOFFICE_RIGHTS.viewOrders) },
    handler: async (request, reply) => {
      const file = await streamRollLabels(deps.db, request.params.order_id, request.params.spool_no);
      // A stream, not the string the reply schema's type says: Fastify pipes it as it is.
      return reply.headers(csvAttachmentHeaders(file.filename)).send(file.csv as unknown as string);
    },
  });

  routes.route({
    ...routeOf(backofficeOrderTransitionEndpoint),
    config: { access: requireRight(BACKOFFICE_RIGHTS.changeOrders) },
    handler: async (request) =>
      changeOrderState(deps, request.auth!, request.params.order_id, request.body, request.language),
  });

  routes.route({
    ...routeOf(backofficeOrderShipEndpoint),
    config: { access: requireRight(BACKOFFICE_RIGHTS.shipOrders) },
    handler: async (request) =>
      shipOrder(deps, request.auth!, request.params.order_id, request.body, request.language),
  });
}
