import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FormFailure } from '../lib/contract-form';
import { translateServerMessage } from '../lib/server-messages';

/**
 * What a refused save says above its form. A stale version (409: someone else saved first) is
 * titled so, with a button that loads their version (the form's own values stay until then).
 */
export function FormFailureAlert({
  failure,
  onReload,
}: {
  failure: FormFailure | undefined;
  onReload?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  if (!failure) return null;
  return (
    <Alert
      color={failure.isStale ? 'orange' : 'red'}
      variant="light"
      role="alert"
      icon={<IconAlertCircle size={20} aria-hidden />}
      title={failure.isStale ? t('common.staleTitle') : undefined}
      data-testid={failure.isStale ? 'stale-version' : 'form-failure'}
    >
      <Stack gap="xs" align="flex-start">
        <span>{translateServerMessage(t, failure.message, failure.ref)}</span>
        {failure.isStale && onReload ? (
          <Button size="xs" variant="white" color="orange" onClick={onReload}>
            {t('common.reload')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
