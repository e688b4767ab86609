/** News: the corporate news of the welcome page, one row per save (who and when), the latest shown. */
export { registerNewsRoutes } from './news.routes.js';
