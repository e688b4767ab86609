import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { RegistrationWizard } from '../../features/registration';
import { usePageTitle } from '../../hooks/use-page-title';

/** /accounts/register: the registration wizard. */
export function RegisterRoute() {
  const { t } = useTranslation();
  usePageTitle(t('registration.title'));
  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} maw={980} mx="auto" my="md">
      <Stack gap="lg">
        <PageHeading
          titleId="registration-title"
          title={t('registration.title')}
          intro={t('registration.intro')}
        />
        <RegistrationWizard />
      </Stack>
    </Paper>
  );
}
