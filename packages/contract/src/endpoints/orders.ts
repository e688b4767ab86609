import { z } from 'zod';
import { MESSAGE } from '../messages.js';
import { productSchema, shopSettingsSchema } from '../schemas/catalogue.js';
import {
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
} from '../schemas/orders.js';
import { defineEndpoint, type ErrorStatus } from './define.js';

const tags = ['orders'];
const errors: ErrorStatus[] = [400, 401, 403];

/** The header that makes sending an order idempotent (8 to 100 characters). */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string({ error: MESSAGE.idempotencyKey })
    .min(8, { error: MESSAGE.idempotencyKey })
    .max(100, { error: MESSAGE.idempotencyKey }),
});

export const productListEndpoint = defineEndpoint({
  name: 'orders:api_product_list',
  method: 'GET',
  path: '/orders/api/products/',
  tags,
  summary: 'Products the company may order (orders:api_product_list), sorted, with blocked flags',
  reply: z.array(productSchema),
  errors,
});

export const shopSettingsEndpoint = defineEndpoint({
  name: 'orders:api_settings_list',
  method: 'GET',
  path: '/orders/api/settings/',
  tags,
  summary: 'Shop settings (orders:api_settings_list)',
  reply: shopSettingsSchema,
  errors,
});

export const orderDraftEndpoint = defineEndpoint({
  name: 'orders:api_order_draft',
  method: 'POST',
  path: '/orders/api/order_draft/',
  tags,
  summary: 'Prices a cart (orders:api_order_draft); writes nothing',
  body: orderDraftBodySchema,
  reply: orderDraftSchema,
  errors,
});

export const orderFieldFormatEndpoint = defineEndpoint({
  name: 'orders:api_order_field_format',
  method: 'POST',
  path: '/orders/api/order_field_format/',
  tags,
  summary: 'Print values as the label shows them (orders:api_order_field_format)',
  body: orderFieldFormatBodySchema,
  reply: orderFieldFormatReplySchema,
  errors,
});

export const sendOrderEndpoint = defineEndpoint({
  name: 'orders:api_order_list.post',
  method: 'POST',
  path: '/orders/api/orders/',
  tags,
  summary: 'Sends an order (orders:api_order_list); idempotent on the Idempotency-Key header',
  headers: idempotencyHeadersSchema,
  body: orderBodySchema,
  reply: orderSentSchema,
  status: 201,
  errors: [...errors, 409],
});

export const orderListEndpoint = defineEndpoint({
  name: 'orders:api_order_list.get',
  method: 'GET',
  path: '/orders/api/orders/',
  tags,
  summary: "Orders, newest first: the user's company's, or all with a staff scope",
  query: orderListQuerySchema,
  reply: orderListSchema,
  errors,
});

export const orderDetailEndpoint = defineEndpoint({
  name: 'orders:api_order_detail.get',
  method: 'GET',
  path: '/orders/api/orders/:pk',
  tags,
  summary: 'One order with its positions (404 for another company)',
  params: orderPkParamsSchema,
  reply: orderSchema,
  errors: [...errors, 404],
});

export const requestCancellationEndpoint = defineEndpoint({
  name: 'orders:api_order_detail.patch',
  method: 'PATCH',
  path: '/orders/api/orders/:pk',
  tags,
  summary: 'Requests the cancellation of an order (ORDER_PENDING or ORDER_RECEIVED only)',
  params: orderPkParamsSchema,
  body: orderPatchBodySchema,
  reply: orderSchema,
  errors: [...errors, 404],
});
