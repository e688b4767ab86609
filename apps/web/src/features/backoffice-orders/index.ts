export { OrderDetail } from './components/order-detail';
export { OrderList } from './components/order-list';
