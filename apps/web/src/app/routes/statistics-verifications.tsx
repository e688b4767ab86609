import { AuthenticationsScreen, SupplierAnalysisScreen } from '../../features/verifications';

/** /statistics/authentications: label authentications over time, on a map and ranked (statistics.*). */
export function StatisticsAuthenticationsRoute() {
  return <AuthenticationsScreen />;
}

/** /statistics/supplier_analysis: authentications per supplier and product (statistics.*). */
export function StatisticsSupplierAnalysisRoute() {
  return <SupplierAnalysisScreen />;
}
