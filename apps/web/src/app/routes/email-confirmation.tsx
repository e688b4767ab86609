import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmailConfirmation } from '../../features/registration';
import { usePageTitle } from '../../hooks/use-page-title';

/** /accounts/confirmation/{code}: the e-mail confirmation. */
export function EmailConfirmationRoute() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  usePageTitle(t('registration.confirmation.title'));
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={640} mx="auto" my="md">
      <EmailConfirmation key={code} code={code} />
    </Paper>
  );
}
