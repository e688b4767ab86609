import { RIGHTS } from '@label-portal/contract';

/** The statistics screens built so far (statistics.md sections 2 and 6) with the rights of their guards. */
export const STATISTICS_SCREENS = {
  landing: { path: '/statistics/landing', right: RIGHTS.viewOrder },
  /** Wrapped by the authentications screen in the specification, so orders.* (statistics.md section 2). */
  volumeStatus: { path: '/statistics/volume_status', right: RIGHTS.ordersAny },
  orderStatistics: { path: '/statistics/orderStatistics', right: RIGHTS.viewOrder },
  orderOverview: { path: '/statistics/order_overview', right: RIGHTS.ordersAny },
  registrations: { path: '/statistics/registrations', right: RIGHTS.statisticsAny },
  companyDetail: { path: '/statistics/company_detail/:id', right: RIGHTS.statisticsAny },
  authentications: { path: '/statistics/authentications', right: RIGHTS.statisticsAny },
  supplierAnalysis: { path: '/statistics/supplier_analysis', right: RIGHTS.statisticsAny },
  idAnalysis: { path: '/statistics/id_analysis', right: RIGHTS.statisticsAny },
  spoolAnalysis: { path: '/statistics/spool_analysis', right: RIGHTS.statisticsAny },
} as const;
