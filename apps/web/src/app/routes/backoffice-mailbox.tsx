import { BACKOFFICE_RIGHTS, hasRight } from '@label-portal/contract';
import { Stack } from '@mantine/core';
import { BackofficeTabs } from '../../components/backoffice-tabs';
import { useAuth } from '../../features/auth';
import { Mailbox } from '../../features/mail';

/** /backoffice/mailbox: the mails the portal wrote (right backoffice.view_mail; resend change_mail). */
export function BackofficeMailboxRoute() {
  const { permissions } = useAuth();
  return (
    <Stack gap="md">
      <BackofficeTabs />
      <Mailbox canResend={hasRight(permissions, BACKOFFICE_RIGHTS.changeMailbox)} />
    </Stack>
  );
}
