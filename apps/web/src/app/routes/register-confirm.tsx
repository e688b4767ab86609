import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RegistrationReceived } from '../../features/registration';
import { usePageTitle } from '../../hooks/use-page-title';

/** /accounts/register_confirm: "registration received". */
export function RegisterConfirmRoute() {
  const { t } = useTranslation();
  usePageTitle(t('registration.received.title'));
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={640} mx="auto" my="md">
      <RegistrationReceived />
    </Paper>
  );
}
