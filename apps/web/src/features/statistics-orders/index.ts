export { OrderOverview } from './components/order-overview';
