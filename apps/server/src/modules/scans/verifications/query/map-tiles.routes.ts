import { mapTilesEndpoint, RIGHTS } from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../../lib/endpoint-route.js';
import { requireRight } from '../../../../plugins/access.js';
import { readMapTiles, type StatisticsMapDeps } from './map-tiles.service.js';

/** GET statistics/api/map_tiles/: the map's tile layers, for the screens that show it (statistics.*). */
export async function registerStatisticsMapRoutes(
  app: FastifyInstance,
  deps: StatisticsMapDeps,
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.route({
    ...routeOf(mapTilesEndpoint),
    config: { access: requireRight(RIGHTS.statisticsAny) },
    handler: async (request) => readMapTiles(deps, request.log),
  });
}
