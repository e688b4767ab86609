import { useAuth } from '../../features/auth';
import { StatisticsLanding } from '../../features/statistics';

/** /statistics/landing: the statistics boxes the user's rights allow. */
export function StatisticsLandingRoute() {
  const { permissions } = useAuth();
  return <StatisticsLanding permissions={permissions} />;
}
