import { Stack } from '@mantine/core';
import { BackofficeTabs } from '../../components/backoffice-tabs';
import { Mailbox } from '../../features/backoffice-mailbox';

/** /backoffice/mailbox: the mails the portal wrote (right backoffice.*). */
export function BackofficeMailboxRoute() {
  return (
    <Stack gap="md">
      <BackofficeTabs />
      <Mailbox />
    </Stack>
  );
}
