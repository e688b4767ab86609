import {
  orderOverviewCountSchema,
  orderOverviewCsvSchema,
  orderOverviewFilterSchema,
  orderOverviewPageSchema,
  orderOverviewQuerySchema,
} from '../schemas/statistics-orders.js';
import { defineEndpoint } from './define.js';

const tags = ['statistics'];

export const orderOverviewEndpoint = defineEndpoint({
  name: 'statistics:api_order_overview',
  method: 'GET',
  path: '/statistics/api/order_overview/',
  tags,
  summary:
    "Every supplier's sent orders (SUPPLIERS ORDERS), filtered and sorted, by keyset: `cursor` is the previous page's `next_cursor`",
  query: orderOverviewQuerySchema,
  reply: orderOverviewPageSchema,
  errors: [400, 401, 403],
});

export const orderOverviewCountEndpoint = defineEndpoint({
  name: 'statistics:api_order_overview_count',
  method: 'GET',
  path: '/statistics/api/order_overview/count/',
  tags,
  summary:
    'How many sent orders match the filters: exact up to 10,000, the planner’s estimate above (`is_exact` false)',
  query: orderOverviewFilterSchema,
  reply: orderOverviewCountSchema,
  errors: [400, 401, 403],
});

export const orderOverviewCsvEndpoint = defineEndpoint({
  name: 'statistics:api_order_overview_csv',
  method: 'GET',
  path: '/statistics/api/order_overview/csv/',
  tags,
  summary:
    '`<yyyy-MM-dd>_order_overview.csv`: one line per position of every matching order, semicolon-separated, UTF-8 with BOM, streamed',
  query: orderOverviewFilterSchema,
  reply: orderOverviewCsvSchema,
  errors: [400, 401, 403],
});
