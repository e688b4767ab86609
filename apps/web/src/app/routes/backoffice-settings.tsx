import { Stack } from '@mantine/core';
import { BackofficeTabs } from '../../components/backoffice-tabs';
import { SettingsScreen } from '../../features/settings';

/** /backoffice/settings: fees, timeouts, code lifetimes, contact information (backoffice.view_settings). */
export function BackofficeSettingsRoute() {
  return (
    <Stack gap="md">
      <BackofficeTabs />
      <SettingsScreen />
    </Stack>
  );
}
