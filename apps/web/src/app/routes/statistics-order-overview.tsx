import { OrderOverview } from '../../features/statistics-orders';

/** /statistics/order_overview: SUPPLIERS ORDERS (orders.*). */
export function StatisticsOrderOverviewRoute() {
  return <OrderOverview />;
}
