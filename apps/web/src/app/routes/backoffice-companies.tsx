import { BACKOFFICE_RIGHTS, hasRight } from '@label-portal/contract';
import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { BackofficeTabs } from '../../components/backoffice-tabs';
import { useAuth } from '../../features/auth';
import { CompaniesScreen, CompanyScreen } from '../../features/backoffice-companies';

/** /backoffice/companies: the company search (backoffice.view_company). */
export function BackofficeCompaniesRoute() {
  return (
    <Stack gap="md">
      <BackofficeTabs />
      <CompaniesScreen />
    </Stack>
  );
}

/** /backoffice/companies/:id: one company; changes need backoffice.change_company. */
export function BackofficeCompanyRoute() {
  const { id } = useParams();
  const { permissions } = useAuth();
  return (
    <Stack gap="md">
      <BackofficeTabs />
      <CompanyScreen id={Number(id)} canChange={hasRight(permissions, BACKOFFICE_RIGHTS.changeCompanies)} />
    </Stack>
  );
}
