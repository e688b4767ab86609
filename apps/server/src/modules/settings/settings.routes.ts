import { settingListEndpoint } from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { requireRight } from '../../plugins/access.js';
import { listSettings } from './settings.service.js';

export async function registerSettingsRoutes(app: FastifyInstance, deps: { db: Database }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(settingListEndpoint),
    config: { access: requireRight('backoffice.*') },
    handler: async () => listSettings(deps.db),
  });
}
