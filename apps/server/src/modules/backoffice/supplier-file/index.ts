/**
 * The car-maker's supplier file (psa_accounts): uploads checked line by line and loaded all or
 * nothing, their history, and the download of the current file (decisions 180-186).
 */
export { registerSupplierFileRoutes } from './supplier-file.routes.js';
