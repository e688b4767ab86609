import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RegistrationWizard } from '../../features/registration';
import { usePageTitle } from '../../hooks/use-page-title';

/** /accounts/register: the registration wizard. */
export function RegisterRoute() {
  const { t } = useTranslation();
  usePageTitle(t('registration.title'));
  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} maw={980} mx="auto" my="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} id="registration-title">
            {t('registration.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('registration.intro')}
          </Text>
        </Stack>
        <RegistrationWizard />
      </Stack>
    </Paper>
  );
}
