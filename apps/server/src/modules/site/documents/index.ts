/**
 * Documentation library: documents (a category in a language) with their versions, uploads
 * checked by their content, and downloads served from PostgreSQL (decisions 145-149).
 */
export { registerDocumentRoutes } from './documents.routes.js';
