import { Stack } from '@mantine/core';
import { BackofficeTabs } from '../../components/backoffice-tabs';
import { WaitingUsers } from '../../features/backoffice-users';

/** /backoffice/users: users waiting for customer service's activation. */
export function BackofficeUsersRoute() {
  return (
    <Stack gap="md">
      <BackofficeTabs />
      <WaitingUsers />
    </Stack>
  );
}
