import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** /accounts/register_confirm: the registration was received and a confirmation link was e-mailed. */
export function RegistrationReceived() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1}>{t('registration.received.title')}</Title>
      <Text>{t('registration.received.text')}</Text>
      <Text>{t('registration.received.next')}</Text>
      <Anchor component={Link} to="/accounts/login">
        {t('registration.received.toLogin')}
      </Anchor>
    </Stack>
  );
}
