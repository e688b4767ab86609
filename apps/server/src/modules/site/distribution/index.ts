/**
 * Distribution: the address list (the company's own address, its distribution addresses and
 * rejected proposals) and the redistribution of the company's rolls to approved distribution
 * addresses, with its history (decisions 150-152).
 */
export { registerDistributionRoutes } from './distribution.routes.js';
