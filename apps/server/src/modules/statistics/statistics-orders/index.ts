/**
 * Orders statistics for staff (issue 13): the suppliers orders overview by keyset, its count and
 * its streamed CSV (decisions 214-217).
 */
export { registerStatisticsOrderRoutes } from './statistics-orders.routes.js';
