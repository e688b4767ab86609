import {
  labelInfoEndpoint,
  RIGHTS,
  verificationLogEndpoint,
  verificationProductsEndpoint,
  verificationSuppliersEndpoint,
  verificationTagsEndpoint,
} from '@label-portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../../lib/endpoint-route.js';
import { requireRight } from '../../../../plugins/access.js';
import type { VerificationViewer } from '../verification-viewer.js';
import {
  listVerificationProducts,
  listVerificationSuppliers,
  listVerificationTags,
  readLabelInfo,
  readVerificationLog,
  type VerificationLookupDeps,
} from './verification-lookups.service.js';

/** Every label-authentication statistics call needs orders.view_order; the service scopes (decision 255). */
const view = { access: requireRight(RIGHTS.viewOrder) };

function viewerOf(request: FastifyRequest): VerificationViewer {
  return { companyId: request.auth!.companyId, rights: request.auth!.rights };
}

/** The map popup's verification log, the label info and the filter panel's look-ups (decision 258). */
export async function registerVerificationLookupRoutes(
  app: FastifyInstance,
  deps: VerificationLookupDeps,
): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.route({
    ...routeOf(verificationLogEndpoint),
    config: view,
    handler: async (request) => readVerificationLog(deps, viewerOf(request), request.params.id),
  });
  typed.route({
    ...routeOf(labelInfoEndpoint),
    config: view,
    handler: async (request) => readLabelInfo(deps, viewerOf(request), request.params.id),
  });
  typed.route({
    ...routeOf(verificationTagsEndpoint),
    config: view,
    handler: async (request) => listVerificationTags(deps, viewerOf(request), request.query.search),
  });
  typed.route({
    ...routeOf(verificationSuppliersEndpoint),
    config: view,
    handler: async (request) =>
      listVerificationSuppliers(deps, viewerOf(request), request.query.search, request.query.ids),
  });
  typed.route({
    ...routeOf(verificationProductsEndpoint),
    config: view,
    handler: async (request) => listVerificationProducts(deps, request.query.search),
  });
}
