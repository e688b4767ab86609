import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServerMessage } from '../../../lib/server-messages';
import { useSilentReset } from '../hooks/use-silent-reset';
import { formMessageOf, interpretFormFailure } from '../utils/form-failure';

/**
 * The password expired: the page asks for a reset link by itself as it opens (no notice), and
 * says a link is on its way.
 */
export function ExpiredPasswordNotice({ email, accountId }: { email: string; accountId: string }) {
  const { t } = useTranslation();
  const mutation = useSilentReset(email, accountId);
  const retry = () => mutation.mutate({ email, account_id: accountId, suppress_notification: true });
  const failure = mutation.isError
    ? interpretFormFailure(mutation.error, ['email', 'account_id'])
    : undefined;
  const showServerMessage = useServerMessage();
  const failureText =
    failure && showServerMessage(formMessageOf(failure, t, ...Object.values(failure.fieldErrors)));

  return (
    <Stack gap="md">
      <Text>{t('passwords.expired.explanation')}</Text>
      {mutation.isPending && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t('passwords.expired.sending')}</Text>
        </Group>
      )}
      {mutation.isSuccess && (
        <Alert color="green" variant="light" icon={<IconMailCheck size={20} aria-hidden />} role="status">
          {mutation.data.detail}
        </Alert>
      )}
      {failureText && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{failureText}</Text>
            <Button size="xs" variant="light" onClick={retry}>
              {t('passwords.expired.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      <Group justify="space-between" gap="xs">
        <Anchor component={Link} to="/accounts/reset_password" size="sm">
          {t('passwords.expired.otherAccount')}
        </Anchor>
        <Anchor component={Link} to="/accounts/login" size="sm">
          {t('passwords.backToLogin')}
        </Anchor>
      </Group>
    </Stack>
  );
}
