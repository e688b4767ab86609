import { corporateNewsEndpoint, RIGHTS, saveCorporateNewsEndpoint } from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../lib/endpoint-route.js';
import { requireRight, SIGNED_IN } from '../../../plugins/access.js';
import { type NewsDeps, readLatestNews, saveNews } from './news.service.js';

/** The corporate news: read by anyone signed in, saved by holders of welcome.*_corporatenews. */
export async function registerNewsRoutes(app: FastifyInstance, deps: NewsDeps): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOf(corporateNewsEndpoint),
    config: { access: SIGNED_IN },
    handler: async () => readLatestNews(deps),
  });

  routes.route({
    ...routeOf(saveCorporateNewsEndpoint),
    config: { access: requireRight(RIGHTS.editNews) },
    handler: async (request, reply) => {
      const userId = request.auth!.userId;
      const saved = await saveNews(deps, userId, request.body);
      // The audit trail: the row keeps who and when; the log says it happened.
      request.log.info({ newsId: saved.id, userId }, 'corporate news saved');
      return reply.status(201).send(saved.news);
    },
  });
}
