export { CompanyDetailPage } from './components/company-detail-page';
export { RegistrationsScreen } from './components/registrations-screen';
