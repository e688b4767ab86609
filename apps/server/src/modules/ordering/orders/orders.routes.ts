import {
  orderDetailEndpoint,
  orderDraftEndpoint,
  orderFieldFormatEndpoint,
  orderListEndpoint,
  type Product,
  productListEndpoint,
  RIGHTS,
  requestCancellationEndpoint,
  sendOrderEndpoint,
  shopSettingsEndpoint,
} from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.js';
import { routeOf } from '../../../lib/endpoint-route.js';
import { handleIdempotentSend } from '../../../lib/idempotent-send.js';
import { requireRight } from '../../../plugins/access.js';
import { formatPrintFields } from '../catalogue/index.js';
import { createCompanyStandings } from './company-standings.js';
import { draftOrder } from './draft.service.js';
import { getOrder, listOrders, requestCancellation } from './order-history.service.js';
import type { CompanyStanding, OrdersDeps } from './ordering-context.service.js';
import { readProductListReply } from './product-list.service.js';
import { createProductReplies } from './product-replies.js';
import { sendOrder } from './send-order.service.js';
import { readShopSettings } from './shop-settings.service.js';

export async function registerOrderRoutes(
  app: FastifyInstance,
  given: Omit<OrdersDeps, 'standings' | 'productReplies' | 'catalogueKeys'>,
): Promise<void> {
  const deps: OrdersDeps = {
    ...given,
    standings: createCompanyStandings<CompanyStanding>({ now: given.now }),
    productReplies: createProductReplies({ now: given.now }),
    catalogueKeys: new Map(),
  };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const issueOrder = { access: requireRight(RIGHTS.issueOrder) };
  const viewOrder = { access: requireRight(RIGHTS.viewOrder) };

  routes.route({
    ...routeOf(productListEndpoint),
    config: issueOrder,
    handler: async (request, reply) => {
      // Written by the route's own reply serializer, once per company, language and catalogue; a
      // JSON string is sent as it is.
      const body = await readProductListReply(
        deps,
        request.auth!,
        request.language,
        (products) => reply.serialize(products) as string,
      );
      return reply.type('application/json; charset=utf-8').send(body as unknown as Product[]);
    },
  });

  routes.route({
    ...routeOf(shopSettingsEndpoint),
    config: issueOrder,
    handler: async () => readShopSettings(deps),
  });

  routes.route({
    ...routeOf(orderDraftEndpoint),
    config: issueOrder,
    handler: async (request) => draftOrder(deps, request.auth!, request.body, request.language),
  });

  routes.route({
    ...routeOf(orderFieldFormatEndpoint),
    config: issueOrder,
    handler: async (request) => formatPrintFields(deps.db, request.auth!.companyId, request.body),
  });

  routes.route({
    ...routeOf(sendOrderEndpoint),
    config: issueOrder,
    handler: handleIdempotentSend(deps, sendOrder),
  });

  routes.route({
    ...routeOf(orderListEndpoint),
    config: viewOrder,
    handler: async (request) => {
      const { limit, offset, q_not_state, q_state } = request.query;
      const base = new URL(request.url, 'http://portal.local');
      return listOrders(
        deps,
        request.auth!,
        { limit, offset, filters: { notState: q_not_state, state: q_state }, language: request.language },
        (nextOffset) => {
          base.searchParams.set('offset', String(nextOffset));
          base.searchParams.set('limit', String(limit));
          return `${base.pathname}${base.search}`;
        },
      );
    },
  });

  routes.route({
    ...routeOf(orderDetailEndpoint),
    config: viewOrder,
    handler: async (request) => getOrder(deps, request.auth!, request.params.pk, request.language),
  });

  routes.route({
    ...routeOf(requestCancellationEndpoint),
    config: issueOrder,
    handler: async (request) => {
      if (request.body.state !== 'CANCEL_REQUESTED') throw new AppError('VALIDATION_FAILED');
      return requestCancellation(deps, request.auth!, request.params.pk, request.language);
    },
  });
}
