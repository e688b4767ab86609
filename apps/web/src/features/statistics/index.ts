export { OrderFigures } from './components/order-figures';
export { OrderOverview } from './components/order-overview';
export { StatisticsLanding } from './components/statistics-landing';
export { LANDING_BOXES } from './utils/landing-boxes';
