/**
 * Back-office order processing (issue 12): every company's orders, the staff's state changes with
 * their mails and audit rows, and shipping with rolls and labels generated in bulk.
 */
export { registerBackofficeOrderRoutes } from './backoffice-orders.routes.js';
