export { StatisticsLanding } from './components/statistics-landing';
export { LANDING_BOXES } from './utils/landing-boxes';
