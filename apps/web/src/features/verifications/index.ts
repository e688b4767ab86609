export { labelInfoQueryOptions } from './api/label-info';
export { queryVerifications, verificationQueryOptions } from './api/verification-query';
export { AuthenticationsScreen } from './components/authentications-screen';
export { IdAnalysisScreen } from './components/id-analysis-screen';
export { SpoolAnalysisScreen } from './components/spool-analysis-screen';
export { SupplierAnalysisScreen } from './components/supplier-analysis-screen';
export {
  VerificationStatusBadge,
  VerificationStatusLegendItem,
} from './components/verification-status-badge';
export { type DayRange, dayRangeProblems, defaultDayRange } from './utils/date-range';
export { type LookupInput, readLookupInput } from './utils/lookup-input';
export { spoolDisplayStatusKey, statusDescriptionKey, statusNameKey } from './utils/status-texts';
