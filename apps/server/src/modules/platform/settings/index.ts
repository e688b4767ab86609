/** Settings: the portal's tunable values (database rows over code defaults) and their routes. */

export { SETTINGS_CHANNEL } from './settings.repository.js';
export { registerSettingsRoutes } from './settings.routes.js';
export { createSettingsService, type SettingsService } from './settings.service.js';
