import { orderFiguresQuerySchema, orderFiguresSchema } from '../schemas/statistics-order-figures.js';
import { defineEndpoint } from './define.js';

export const orderFiguresEndpoint = defineEndpoint({
  name: 'statistics:api_order_statistics',
  method: 'GET',
  path: '/statistics/api/order_statistics/',
  tags: ['statistics'],
  summary:
    'Sent orders and labels per month (Europe/Paris) and product group of the own company (staff: all companies or `company`); cancelled orders apart',
  query: orderFiguresQuerySchema,
  reply: orderFiguresSchema,
  errors: [400, 401, 403, 404],
});
