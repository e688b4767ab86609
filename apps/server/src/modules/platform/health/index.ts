/** Health: liveness and database readiness for load balancers and operators. */
export { pingDatabase } from './health.repository.js';
export { registerHealthRoutes } from './health.routes.js';
