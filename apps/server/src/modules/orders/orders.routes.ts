import {
  errorReplySchema,
  MESSAGE,
  orderBodySchema,
  orderDraftBodySchema,
  orderDraftSchema,
  orderFieldFormatBodySchema,
  orderFieldFormatReplySchema,
  orderListQuerySchema,
  orderListSchema,
  orderPatchBodySchema,
  orderPkParamsSchema,
  orderSchema,
  orderSentSchema,
  productSchema,
  RIGHTS,
  shopSettingsSchema,
} from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { requireRight } from '../../plugins/access.js';
import { draftOrder } from './draft.service.js';
import { formatPrintFields } from './field-format.service.js';
import { getOrder, listOrders, requestCancellation } from './order-history.service.js';
import { loadOrderingContext, type OrdersDeps } from './ordering-context.service.js';
import { sendOrder } from './send-order.service.js';
import { readShopSettings } from './shop-settings.service.js';

const tags = ['orders'];
const errors = { 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema };
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: MESSAGE.idempotencyKey })
    .min(8, { error: MESSAGE.idempotencyKey })
    .max(100, { error: MESSAGE.idempotencyKey }),
});

export async function registerOrderRoutes(app: FastifyInstance, deps: OrdersDeps): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const issueOrder = { access: requireRight(RIGHTS.issueOrder) };
  const viewOrder = { access: requireRight(RIGHTS.viewOrder) };

  routes.get(
    '/orders/api/products/',
    {
      config: issueOrder,
      schema: {
        tags,
        summary: 'Products the company may order (orders:api_product_list), sorted, with blocked flags',
        response: { 200: z.array(productSchema), ...errors },
      },
    },
    async (request) => [...(await loadOrderingContext(deps, request.auth!)).products.values()],
  );

  routes.get(
    '/orders/api/settings/',
    {
      config: issueOrder,
      schema: {
        tags,
        summary: 'Shop settings (orders:api_settings_list)',
        response: { 200: shopSettingsSchema, ...errors },
      },
    },
    async () => readShopSettings(deps),
  );

  routes.post(
    '/orders/api/order_draft/',
    {
      config: issueOrder,
      schema: {
        tags,
        summary: 'Prices a cart (orders:api_order_draft); writes nothing',
        body: orderDraftBodySchema,
        response: { 200: orderDraftSchema, ...errors },
      },
    },
    async (request) => draftOrder(deps, request.auth!, request.body),
  );

  routes.post(
    '/orders/api/order_field_format/',
    {
      config: issueOrder,
      schema: {
        tags,
        summary: 'Print values as the label shows them (orders:api_order_field_format)',
        body: orderFieldFormatBodySchema,
        response: { 200: orderFieldFormatReplySchema, ...errors },
      },
    },
    async (request) => formatPrintFields(deps, request.auth!, request.body),
  );

  routes.post(
    '/orders/api/orders/',
    {
      config: issueOrder,
      schema: {
        tags,
        summary: 'Sends an order (orders:api_order_list); idempotent on the Idempotency-Key header',
        headers: idempotencyHeaders,
        body: orderBodySchema,
        response: { 201: orderSentSchema, 409: errorReplySchema, ...errors },
      },
    },
    async (request, reply) => {
      const sent = await sendOrder(
        deps,
        request.auth!,
        request.body,
        request.headers['idempotency-key'],
        request.language,
      );
      return reply.status(201).send(sent);
    },
  );

  routes.get(
    '/orders/api/orders/',
    {
      config: viewOrder,
      schema: {
        tags,
        summary: "Orders, newest first: the user's company's, or all with a staff scope",
        querystring: orderListQuerySchema,
        response: { 200: orderListSchema, ...errors },
      },
    },
    async (request) => {
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
  );

  routes.get(
    '/orders/api/orders/:pk',
    {
      config: viewOrder,
      schema: {
        tags,
        summary: 'One order with its positions (404 for another company)',
        params: orderPkParamsSchema,
        response: { 200: orderSchema, 404: errorReplySchema, ...errors },
      },
    },
    async (request) => getOrder(deps, request.auth!, request.params.pk, request.language),
  );

  routes.patch(
    '/orders/api/orders/:pk',
    {
      config: issueOrder,
      schema: {
        tags,
        summary: 'Requests the cancellation of an order (ORDER_PENDING or ORDER_RECEIVED only)',
        params: orderPkParamsSchema,
        body: orderPatchBodySchema,
        response: { 200: orderSchema, 404: errorReplySchema, ...errors },
      },
    },
    async (request) => {
      if (request.body.state !== 'CANCEL_REQUESTED') throw new AppError('VALIDATION_FAILED');
      return requestCancellation(deps, request.auth!, request.params.pk, request.language);
    },
  );
}
