export { AddressDeliveryStep } from './components/address-delivery-step';
export { OrderError } from './components/order-error';
export { OrderProcess } from './components/order-process';
export { PaymentStep } from './components/payment-step';
export { OrderSummaryLayout } from './components/summary-layout';
export { ThankYou } from './components/thank-you';
export { cartActions, useCartOwner } from './hooks/use-cart';
export type { RepeatEntry } from './utils/cart';
export {
  ORDER_HISTORY_PATH,
  ORDER_PROCESS_PATH,
  ORDER_SUMMARY_PATH,
  SUMMARY_STEPS,
  summaryPath,
} from './utils/paths';
