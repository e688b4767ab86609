import { RIGHTS } from '@label-portal/contract';

/** The screens of the ordering area (ordering.md sections 2 and 6) with the rights of their guards. */
export const ORDERING_SCREENS = {
  orderProcess: { path: '/orders/order_process', right: RIGHTS.issueOrder },
  orderSummary: { path: '/orders/order_process/order_summary', right: RIGHTS.issueOrder },
  orderHistory: { path: '/statistics/history', right: RIGHTS.viewOrder },
} as const;
