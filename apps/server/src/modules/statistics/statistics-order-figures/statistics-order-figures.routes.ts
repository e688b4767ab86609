import { orderFiguresEndpoint, RIGHTS } from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../lib/endpoint-route.js';
import { requireRight } from '../../../plugins/access.js';
import { readOrderFigures } from './statistics-order-figures.service.js';
import type { OrderFiguresDeps } from './statistics-order-figures-deps.js';

/**
 * GET /statistics/api/order_statistics/: the route's guard is the screen's, orders.view_order
 * (statistics.md section 2); the service applies the company scope (decision 240).
 */
export async function registerOrderFiguresRoutes(
  app: FastifyInstance,
  deps: OrderFiguresDeps,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(orderFiguresEndpoint),
    config: { access: requireRight(RIGHTS.viewOrder) },
    handler: async (request) => readOrderFigures(deps, request.auth!, request.query),
  });
}
