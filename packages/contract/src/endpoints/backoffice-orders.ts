import {
  backofficeOrderDetailSchema,
  backofficeOrderPageSchema,
  backofficeOrderParamsSchema,
  backofficeOrderQuerySchema,
  backofficeRollLabelsFileSchema,
  backofficeRollLabelsPageSchema,
  backofficeRollLabelsQuerySchema,
  backofficeRollParamsSchema,
  orderShipBodySchema,
  orderShipResultSchema,
  orderTransitionBodySchema,
} from '../schemas/backoffice-orders.js';
import { defineEndpoint } from './define.js';

const tags = ['backoffice'];

/** Every staff action on an order: by its order id; a stale version or a state that does not allow it is 409. */
const orderAction = {
  tags,
  params: backofficeOrderParamsSchema,
  errors: [400, 404, 409],
} as const;

export const backofficeOrderListEndpoint = defineEndpoint({
  name: 'backoffice:api_order_list',
  method: 'GET',
  path: '/backoffice/api/orders/',
  tags,
  summary:
    "Every company's sent orders, newest first, filtered (state, company, dates, order id, purchase order no.), by keyset: `cursor`",
  query: backofficeOrderQuerySchema,
  reply: backofficeOrderPageSchema,
  errors: [400],
});

export const backofficeOrderDetailEndpoint = defineEndpoint({
  name: 'backoffice:api_order_detail',
  method: 'GET',
  path: '/backoffice/api/orders/:order_id/',
  tags,
  summary: 'One order for staff: company, positions, costs, state history, rolls, the allowed actions',
  params: backofficeOrderParamsSchema,
  reply: backofficeOrderDetailSchema,
  errors: [404],
});

export const backofficeOrderTransitionEndpoint = defineEndpoint({
  ...orderAction,
  name: 'backoffice:api_order_transition',
  method: 'POST',
  path: '/backoffice/api/orders/:order_id/transition/',
  summary:
    'Moves an order on (accept, production, cancel, refuse a cancellation) with its mail and audit row; `version` guards against a concurrent change',
  body: orderTransitionBodySchema,
  reply: backofficeOrderDetailSchema,
});

export const backofficeOrderShipEndpoint = defineEndpoint({
  ...orderAction,
  name: 'backoffice:api_order_ship',
  method: 'POST',
  path: '/backoffice/api/orders/:order_id/ship/',
  summary:
    'Ships an order in production: full rolls and a partial roll per position, labels with unique ids, in bulk; a retry answers the same shipment',
  body: orderShipBodySchema,
  reply: orderShipResultSchema,
});

export const backofficeRollLabelsEndpoint = defineEndpoint({
  name: 'backoffice:api_roll_labels',
  method: 'GET',
  path: '/backoffice/api/orders/:order_id/rolls/:spool_no/labels/',
  tags,
  summary: "A page of a shipped roll's labels (label id, object id, activation), by label id",
  params: backofficeRollParamsSchema,
  query: backofficeRollLabelsQuerySchema,
  reply: backofficeRollLabelsPageSchema,
  errors: [400, 404],
});

export const backofficeRollLabelsCsvEndpoint = defineEndpoint({
  name: 'backoffice:api_roll_labels_csv',
  method: 'GET',
  path: '/backoffice/api/orders/:order_id/rolls/:spool_no/labels.csv',
  tags,
  summary: "All of a shipped roll's labels as CSV (label_id;object_id;spool_no;activated_at), streamed",
  params: backofficeRollParamsSchema,
  reply: backofficeRollLabelsFileSchema,
  errors: [404],
});
