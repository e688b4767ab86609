export { AuthenticationsScreen } from './components/authentications-screen';
export { SupplierAnalysisScreen } from './components/supplier-analysis-screen';
