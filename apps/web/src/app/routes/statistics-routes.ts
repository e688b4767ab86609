import { RIGHTS } from '@label-portal/contract';

/** The statistics screens built so far (statistics.md sections 2 and 6) with the rights of their guards. */
export const STATISTICS_SCREENS = {
  landing: { path: '/statistics/landing', right: RIGHTS.viewOrder },
  registrations: { path: '/statistics/registrations', right: RIGHTS.statisticsAny },
  companyDetail: { path: '/statistics/company_detail/:id', right: RIGHTS.statisticsAny },
} as const;
