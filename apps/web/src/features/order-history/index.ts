export { OrderHistory } from './components/order-history';
export { repeatEntriesOf } from './utils/order-positions';
