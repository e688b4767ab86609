import { Alert } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSessionExpired } from '../hooks/use-session-expired';

/** 'Your session has expired.' on the login page, when the session timed out. */
export function SessionExpiredNotice() {
  const { t } = useTranslation();
  const expired = useSessionExpired();
  if (!expired) return null;
  return (
    <Alert color="yellow" variant="light" role="status" icon={<IconClockExclamation size={20} aria-hidden />}>
      {t('session.expired')}
    </Alert>
  );
}
