/**
 * Approvals: the car-maker's approvers decide on registered users and proposed addresses (mailed
 * codes), and the provider's customer service activates approved users in the back office.
 */
export type { ApprovalsDeps } from './approval-deps.js';
export { registerApprovalRoutes } from './approvals.routes.js';
