/**
 * Profile: the signed-in user's own account (phone, password), the company's users (bulk enable
 * and disable) and the company's own delivery and distribution addresses.
 */
export { registerProfileRoutes } from './profile.routes.js';
