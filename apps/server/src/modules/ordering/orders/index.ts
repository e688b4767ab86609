/**
 * Orders: the ordering context, drafts and their costs, sending, the order history with
 * cancellation requests, and the print preview's field formatting.
 */
export { type CostSettings, computeCosts } from './cost-model.js';
export { registerOrderRoutes } from './orders.routes.js';
