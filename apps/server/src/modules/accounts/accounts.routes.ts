import { accountSchema, countriesQuerySchema, countrySchema } from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { PUBLIC, SIGNED_IN } from '../../plugins/access.js';
import type { SettingsService } from '../settings/settings.service.js';
import { listAccounts } from './accounts.service.js';
import { listCountries } from './countries.js';

const tags = ['accounts'];

export async function registerAccountRoutes(
  app: FastifyInstance,
  deps: { db: Database; settings: SettingsService },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/accounts/api/users/',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'The signed-in account with its company profile; with q_showall, the company users too',
        querystring: z.object({ q_showall: z.enum(['true', 'false']).optional() }),
        response: { 200: z.array(accountSchema) },
      },
    },
    async (request) =>
      listAccounts(deps, request.auth!.userId, {
        showAll: request.query.q_showall === 'true',
        language: request.language,
      }),
  );

  routes.get(
    '/accounts/api/countries/',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'Countries with names in the request language (lang=ar: Arabic)',
        querystring: countriesQuerySchema,
        response: { 200: z.array(countrySchema) },
      },
    },
    async (request) => listCountries(request.query.lang ?? request.language),
  );
}
