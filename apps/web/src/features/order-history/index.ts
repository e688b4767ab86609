export { OrderDetailModal, type OrderReference } from './components/order-detail-modal';
export { OrderHistory } from './components/order-history';
export { repeatEntriesOf } from './utils/order-positions';
