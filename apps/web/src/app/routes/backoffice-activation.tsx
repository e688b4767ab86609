import { Stack } from '@mantine/core';
import { BackofficeTabs } from '../../components/backoffice-tabs';
import { ActivationPanel } from '../../features/activation';

/** /backoffice/activation: staff activate labels by label id, spool or order. */
export function BackofficeActivationRoute() {
  return (
    <Stack gap="md">
      <BackofficeTabs />
      <ActivationPanel />
    </Stack>
  );
}
