/**
 * Companies in the back office (issue 12): search, detail, blocking flags, transport, handling,
 * product-group rights of T accounts, contracts that add quota. Every edit is audited.
 */
export { registerCompaniesAdminRoutes } from './backoffice-companies.routes.js';
export { saveProductGroupRights } from './backoffice-companies.service.js';
