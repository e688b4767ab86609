import { hasStaffScope } from '@label-portal/contract';
import { useAuth } from '../../features/auth';
import { OrderFigures } from '../../features/statistics-order-figures';

/** /statistics/orderStatistics: the order figures; a staff-scope user may pick a company (decision 240). */
export function OrderStatisticsRoute() {
  const { permissions } = useAuth();
  return <OrderFigures canChooseCompany={hasStaffScope(permissions)} />;
}
