import {
  BACKOFFICE_RIGHTS,
  companyContractEndpoint,
  companyDetailEndpoint,
  companyProductGroupRightsEndpoint,
  companyQuotaCategoriesEndpoint,
  companySearchEndpoint,
  companyUpdateEndpoint,
} from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../lib/endpoint-route.js';
import { requireRight } from '../../../plugins/access.js';
import {
  addContract,
  type CompaniesAdminDeps,
  listCompanies,
  readCompanyDetail,
  updateCompany,
  updateProductGroupRights,
  updateQuotaCategories,
} from './backoffice-companies.service.js';

const view = { access: requireRight(BACKOFFICE_RIGHTS.viewCompanies) };
const change = { access: requireRight(BACKOFFICE_RIGHTS.changeCompanies) };

export async function registerCompaniesAdminRoutes(
  app: FastifyInstance,
  deps: CompaniesAdminDeps,
): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.route({
    ...routeOf(companySearchEndpoint),
    config: view,
    handler: async (request) => listCompanies(deps, request.query),
  });
  typed.route({
    ...routeOf(companyDetailEndpoint),
    config: view,
    handler: async (request) => readCompanyDetail(deps, request.params.pk),
  });
  typed.route({
    ...routeOf(companyUpdateEndpoint),
    config: change,
    handler: async (request) => updateCompany(deps, request.auth!.userId, request.params.pk, request.body),
  });
  typed.route({
    ...routeOf(companyProductGroupRightsEndpoint),
    config: change,
    handler: async (request) =>
      updateProductGroupRights(deps, request.auth!.userId, request.params.pk, request.body),
  });
  typed.route({
    ...routeOf(companyQuotaCategoriesEndpoint),
    config: change,
    handler: async (request) =>
      updateQuotaCategories(deps, request.auth!.userId, request.params.pk, request.body),
  });
  typed.route({
    ...routeOf(companyContractEndpoint),
    config: change,
    handler: async (request, reply) => {
      const detail = await addContract(deps, request.auth!.userId, request.params.pk, request.body);
      return reply.status(201).send(detail);
    },
  });
}
