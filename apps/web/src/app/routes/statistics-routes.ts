import { RIGHTS } from '@label-portal/contract';

/** The statistics screens built so far (statistics.md sections 2 and 6) with the rights of their guards. */
export const STATISTICS_SCREENS = {
  landing: { path: '/statistics/landing', right: RIGHTS.viewOrder },
  orderOverview: { path: '/statistics/order_overview', right: RIGHTS.ordersAny },
} as const;
