/**
 * Back-office users (issue 12): a user's detail, enable/disable, groups and a new confirmation
 * mail. The list and the activation stay in the approvals module.
 */
export { registerBackofficeUserRoutes } from './backoffice-users.routes.js';
