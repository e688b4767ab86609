/** Label activation: integration API keys, the key-authenticated activation call and the staff action. */

export { registerActivationRoutes } from './activation.routes.js';
export { createApiKeyResolver } from './api-keys.service.js';
