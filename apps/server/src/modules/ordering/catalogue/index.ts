/**
 * Catalogue: products, product groups, extra services, print field definitions and the print rules
 * that check a position's print data.
 */
export {
  findCatalogueVersionAndGroups,
  findExtraServiceFees,
  findOrderableGroupIds,
  findOrderableProductIdsOfCompanies,
} from './catalogue.repository.js';
export {
  listOrderableProducts,
  listOrderedProducts,
  listPrintFieldsOfProducts,
} from './catalogue.service.js';
export { registerCatalogueAdminRoutes } from './catalogue-admin.routes.js';
export {
  type CatalogueSnapshot,
  type CatalogueSnapshots,
  createCatalogueSnapshots,
} from './catalogue-snapshot.js';
export { formatPrintFields } from './field-format.service.js';
export { checkPrintingFields } from './print-data.checks.js';
