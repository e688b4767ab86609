import { countryListEndpoint, userListEndpoint } from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';
import { listCountries } from '../../../lib/countries.js';
import { routeOf } from '../../../lib/endpoint-route.js';
import { PUBLIC, SIGNED_IN } from '../../../plugins/access.js';
import type { SettingsService } from '../../platform/settings/index.js';
import { listAccounts } from './companies.service.js';

export async function registerAccountRoutes(
  app: FastifyInstance,
  deps: { db: Database; settings: SettingsService; now: Clock },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOf(userListEndpoint),
    config: { access: SIGNED_IN },
    handler: async (request) =>
      listAccounts(deps, request.auth!.userId, {
        showAll: request.query.q_showall === 'true',
        language: request.language,
      }),
  });

  routes.route({
    ...routeOf(countryListEndpoint),
    config: { access: PUBLIC },
    handler: async (request) => listCountries(request.query.lang ?? request.language),
  });
}
