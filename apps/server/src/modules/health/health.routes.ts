import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC } from '../../plugins/access.js';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.string() });

export async function registerHealthRoutes(
  app: FastifyInstance,
  deps: { checkDatabase: () => Promise<void>; databaseKind: string },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/healthz',
    {
      config: { access: PUBLIC, rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      try {
        await deps.checkDatabase();
        return { status: 'ok' as const, database: deps.databaseKind };
      } catch (error) {
        request.log.error({ err: error }, 'health check failed');
        return reply.status(503).send({ status: 'unavailable' as const, database: deps.databaseKind });
      }
    },
  );
}
