/**
 * The order statistics (/statistics/orderStatistics, issue 13): sent orders and labels per month
 * and product group, of the own company or, for staff, of all or one company (decision 240).
 */
export { registerOrderFiguresRoutes } from './statistics-order-figures.routes.js';
