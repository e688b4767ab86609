export { OrderFigures } from './components/order-figures';
