import {
  quotaUpdateEndpoint,
  RIGHTS,
  registrationCsvEndpoint,
  registrationListEndpoint,
  statisticsCompanyDetailEndpoint,
} from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { csvAttachmentHeaders } from '../../../lib/csv-export.js';
import { routeOf } from '../../../lib/endpoint-route.js';
import { requireRight } from '../../../plugins/access.js';
import {
  listRegistrations,
  openRegistrationsCsv,
  readCompanyDetail,
  type StatisticsRegistrationsDeps,
  updateQuotaRights,
} from './statistics-registrations.service.js';

/** Registrations and the company detail: the car-maker's analysts and the provider's staff (decision 224). */
const view = { access: requireRight(RIGHTS.viewRegistrationStatistics) };
/** The quota update: the guard asks for one quota right, the service for all three (decision 223). */
const changeQuota = { access: requireRight(RIGHTS.changeQuota) };

export async function registerStatisticsRegistrationRoutes(
  app: FastifyInstance,
  deps: StatisticsRegistrationsDeps,
): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.route({
    ...routeOf(registrationListEndpoint),
    config: view,
    handler: async (request) => listRegistrations(deps, request.query),
  });
  typed.route({
    ...routeOf(registrationCsvEndpoint),
    config: view,
    handler: async (request, reply) => {
      const file = await openRegistrationsCsv(deps, request.query, request.language);
      // A stream, not the string the reply schema's type says: Fastify pipes it as it is.
      return reply.headers(csvAttachmentHeaders(file.filename)).send(file.stream as unknown as string);
    },
  });
  typed.route({
    ...routeOf(statisticsCompanyDetailEndpoint),
    config: view,
    handler: async (request) =>
      readCompanyDetail(deps, request.params.id, request.auth!.rights, request.language),
  });
  typed.route({
    ...routeOf(quotaUpdateEndpoint),
    config: changeQuota,
    handler: async (request) =>
      updateQuotaRights(
        deps,
        { userId: request.auth!.userId, rights: request.auth!.rights },
        request.body,
        request.language,
      ),
  });
}
