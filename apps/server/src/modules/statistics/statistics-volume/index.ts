/**
 * Statistics: the volume status (issue 13): initial, available, ordered, delivered and activated
 * labels per product group for one company or all, its PDF, and the company chooser's search
 * (decisions 235-237).
 */
export { registerStatisticsVolumeRoutes } from './statistics-volume.routes.js';
