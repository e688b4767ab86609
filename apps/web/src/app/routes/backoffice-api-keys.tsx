import { BACKOFFICE_RIGHTS, hasRight } from '@label-portal/contract';
import { Stack } from '@mantine/core';
import { BackofficeTabs } from '../../components/backoffice-tabs';
import { ApiKeysPanel } from '../../features/activation';
import { useAuth } from '../../features/auth';

/** /backoffice/api-keys: the integration keys; creating and revoking need the change right. */
export function BackofficeApiKeysRoute() {
  const { permissions } = useAuth();
  return (
    <Stack gap="md">
      <BackofficeTabs />
      <ApiKeysPanel canChange={hasRight(permissions, BACKOFFICE_RIGHTS.changeApiKeys)} />
    </Stack>
  );
}
