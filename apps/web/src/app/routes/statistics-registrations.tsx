import { useParams } from 'react-router';
import { useAuth } from '../../features/auth';
import { CompanyDetailPage, RegistrationsScreen } from '../../features/statistics-registrations';

/** /statistics/registrations: the registered suppliers (statistics.*). */
export function StatisticsRegistrationsRoute() {
  const { permissions } = useAuth();
  return <RegistrationsScreen permissions={permissions} />;
}

/** /statistics/company_detail/{cofor6_cofor10}: one company, linkable (statistics.*). */
export function StatisticsCompanyDetailRoute() {
  const { permissions } = useAuth();
  const { id = '' } = useParams();
  return <CompanyDetailPage key={id} companyId={id} permissions={permissions} />;
}
