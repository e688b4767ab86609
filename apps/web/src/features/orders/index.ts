export { AddressDeliveryStep } from './components/address-delivery-step';
export { OrderDetailModal, type OrderReference } from './components/order-detail-modal';
export { OrderError } from './components/order-error';
export { OrderHistory } from './components/order-history';
export { OrderProcess } from './components/order-process';
export { PaymentStep } from './components/payment-step';
export { OrderSummaryLayout } from './components/summary-layout';
export { ThankYou } from './components/thank-you';
export { cartActions, useCartOwner } from './hooks/use-cart';
// The print data form and the label preview, as the back office shows them from definitions (issue 12).
export { PrintDataForm } from './non-standard/components/print-data-form';
export { PrintPreview } from './non-standard/components/print-preview';
export { initialPrintForm, printFormReducer } from './non-standard/utils/print-form';
export type { RepeatEntry } from './utils/cart';
export { repeatEntriesOf } from './utils/order-positions';
export {
  ORDER_HISTORY_PATH,
  ORDER_PROCESS_PATH,
  ORDER_SUMMARY_PATH,
  SUMMARY_STEPS,
  summaryPath,
} from './utils/paths';
