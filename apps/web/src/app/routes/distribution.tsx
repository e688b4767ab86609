import { Stack } from '@mantine/core';
import { DistributionScreen, DistributionTabs } from '../../features/distribution';

/** /distribution/distribution: roll redistribution and its history (right distribution.*). */
export function DistributionRoute() {
  return (
    <Stack gap="md">
      <DistributionTabs />
      <DistributionScreen />
    </Stack>
  );
}
