import {
  adminCatalogueEndpoint,
  BACKOFFICE_RIGHTS,
  createProductEndpoint,
  createProductGroupEndpoint,
  productImageEndpoint,
  savePrintFieldsEndpoint,
  saveProductImageEndpoint,
  setProductStatusEndpoint,
  updateExtraServiceEndpoint,
  updateProductEndpoint,
  updateProductGroupEndpoint,
} from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../lib/endpoint-route.js';
import { requireRight, SIGNED_IN } from '../../../plugins/access.js';
import {
  type CatalogueAdminDeps,
  createProduct,
  createProductGroup,
  readAdminCatalogue,
  readProductImage,
  savePrintFields,
  saveProductImage,
  setProductStatus,
  updateExtraService,
  updateProduct,
  updateProductGroup,
} from './catalogue-admin.service.js';

/** The images are small (decision 193); the JSON body carries one as a data URL. */
const IMAGE_BODY_LIMIT = 1024 * 1024;

/** The back-office catalogue (issue 12): read with view_catalogue, changed with change_catalogue. */
export async function registerCatalogueAdminRoutes(
  app: FastifyInstance,
  deps: CatalogueAdminDeps,
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const view = { access: requireRight(BACKOFFICE_RIGHTS.viewCatalogue) };
  const change = { access: requireRight(BACKOFFICE_RIGHTS.changeCatalogue) };

  routes.route({
    ...routeOf(adminCatalogueEndpoint),
    config: view,
    handler: async () => readAdminCatalogue(deps),
  });
  routes.route({
    ...routeOf(createProductGroupEndpoint),
    config: change,
    handler: async (request, reply) =>
      reply.status(201).send(await createProductGroup(deps, request.auth!.userId, request.body)),
  });
  routes.route({
    ...routeOf(updateProductGroupEndpoint),
    config: change,
    handler: async (request) =>
      updateProductGroup(deps, request.auth!.userId, request.params.pk, request.body),
  });
  routes.route({
    ...routeOf(createProductEndpoint),
    config: change,
    handler: async (request, reply) =>
      reply.status(201).send(await createProduct(deps, request.auth!.userId, request.body)),
  });
  routes.route({
    ...routeOf(updateProductEndpoint),
    config: change,
    handler: async (request) => updateProduct(deps, request.auth!.userId, request.params.pk, request.body),
  });
  routes.route({
    ...routeOf(setProductStatusEndpoint),
    config: change,
    handler: async (request) => setProductStatus(deps, request.auth!.userId, request.params.pk, request.body),
  });
  routes.route({
    ...routeOf(saveProductImageEndpoint),
    config: change,
    bodyLimit: IMAGE_BODY_LIMIT,
    handler: async (request) => saveProductImage(deps, request.auth!.userId, request.params.pk, request.body),
  });
  routes.route({
    ...routeOf(productImageEndpoint),
    config: SIGNED_IN_CONFIG,
    handler: async (request, reply) => {
      const image = await readProductImage(deps, request.params.pk);
      return (
        reply
          .header('content-type', image.mimeType)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=86400')
          // Bytes, not JSON: Fastify sends a Buffer as it is.
          .send(image.content)
      );
    },
  });
  routes.route({
    ...routeOf(savePrintFieldsEndpoint),
    config: change,
    handler: async (request) => savePrintFields(deps, request.auth!.userId, request.params.pk, request.body),
  });
  routes.route({
    ...routeOf(updateExtraServiceEndpoint),
    config: change,
    handler: async (request) =>
      updateExtraService(deps, request.auth!.userId, request.params.pk, request.body),
  });
}

const SIGNED_IN_CONFIG = { access: SIGNED_IN };
