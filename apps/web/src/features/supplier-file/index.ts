export { SupplierFileScreen } from './components/supplier-file-screen';
