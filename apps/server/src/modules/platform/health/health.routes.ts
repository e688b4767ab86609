import { healthEndpoint } from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../lib/endpoint-route.js';
import { PUBLIC } from '../../../plugins/access.js';

export async function registerHealthRoutes(
  app: FastifyInstance,
  deps: { checkDatabase: () => Promise<void>; databaseKind: string },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(healthEndpoint),
    config: { access: PUBLIC, rateLimit: false },
    handler: async (request, reply) => {
      try {
        await deps.checkDatabase();
        return { status: 'ok' as const, database: deps.databaseKind };
      } catch (error) {
        request.log.error({ err: error }, 'health check failed');
        return reply.status(503).send({ status: 'unavailable' as const, database: deps.databaseKind });
      }
    },
  });
}
