/**
 * The authentications map's settings (issue 14): the addresses of its tile layers English, German
 * and Localized, kept as settings staff change (decision 260).
 */
export { registerStatisticsMapRoutes } from './statistics-map.routes.js';
