export { CompaniesScreen } from './components/companies-screen';
export { CompanyScreen } from './components/company-screen';
