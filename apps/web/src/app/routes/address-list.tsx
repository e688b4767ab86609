import { Stack } from '@mantine/core';
import { AddressListScreen, DistributionTabs } from '../../features/distribution';

/** /distribution/addressList: the company's distribution addresses (right distribution.*). */
export function AddressListRoute() {
  return (
    <Stack gap="md">
      <DistributionTabs />
      <AddressListScreen />
    </Stack>
  );
}
