/**
 * Statistics of supplier registrations (issue 13): the registrations list (filters, sorts, keyset,
 * count), its streamed CSV, the company detail by cofor6_cofor10 and the quota update of a T
 * company's product-group rights (decisions 220-225).
 */
export { registerStatisticsRegistrationRoutes } from './statistics-registrations.routes.js';
