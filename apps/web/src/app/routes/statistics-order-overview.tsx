import { OrderOverview } from '../../features/statistics';

/** /statistics/order_overview: SUPPLIERS ORDERS (orders.*). */
export function StatisticsOrderOverviewRoute() {
  return <OrderOverview />;
}
