import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmEmail } from '../api/confirm-email';

/** /accounts/confirmation/{code}: posts the code once on load; in progress, success or failure. */
export function EmailConfirmation({ code }: { code: string }) {
  const { t } = useTranslation();
  const { mutate, status } = useMutation({ mutationFn: confirmEmail });
  // A code works once: post it once per page, also when React runs the effect twice (StrictMode).
  const postedCode = useRef<string>(undefined);
  useEffect(() => {
    if (postedCode.current === code) return;
    postedCode.current = code;
    mutate(code);
  }, [code, mutate]);

  return (
    <Stack gap="md">
      <Title order={1}>{t('registration.confirmation.title')}</Title>
      <div aria-live="polite">
        {(status === 'idle' || status === 'pending') && (
          <Stack align="flex-start" gap="xs">
            <Loader size="sm" aria-hidden />
            <Text>{t('registration.confirmation.pending')}</Text>
          </Stack>
        )}
        {status === 'success' && (
          <Alert color="green" variant="light" icon={<IconCircleCheck size={20} aria-hidden />}>
            {t('registration.confirmation.success')}
          </Alert>
        )}
        {status === 'error' && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />}>
            {t('registration.confirmation.failure')}
          </Alert>
        )}
      </div>
      {status !== 'pending' && status !== 'idle' && (
        <Anchor component={Link} to="/accounts/login">
          {t('registration.confirmation.toLogin')}
        </Anchor>
      )}
    </Stack>
  );
}
