import { SCREENS } from '@label-portal/contract';

/** The routes of the ordering area (ordering.md section 2), from the screen table (decision 319). */
export const ORDER_PROCESS_PATH = SCREENS.orderProcess.path;
export const ORDER_SUMMARY_PATH = SCREENS.orderSummary.path;

/** The sub-steps of the order summary; the segment names are the specification's. */
export const SUMMARY_STEPS = {
  addressAndDelivery: 'adressAndDelivery',
  payment: 'payment',
  thankYou: 'thankyou',
  error: 'error',
} as const;

export type SummaryStep = keyof typeof SUMMARY_STEPS;

export const summaryPath = (step: SummaryStep) => `${ORDER_SUMMARY_PATH}/${SUMMARY_STEPS[step]}`;

/** The thank-you page keeps the order number in its address, so that a reload still shows it. */
export const ORDER_ID_PARAM = 'order';
export const thankYouPath = (orderId: string) =>
  `${summaryPath('thankYou')}?${new URLSearchParams({ [ORDER_ID_PARAM]: orderId })}`;

export const ORDER_HISTORY_PATH = SCREENS.orderHistory.path;
export const CONTACT_PATH = SCREENS.contact.path;
