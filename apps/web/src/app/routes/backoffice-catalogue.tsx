import { Stack } from '@mantine/core';
import { BackofficeTabs } from '../../components/backoffice-tabs';
import { CatalogueScreen } from '../../features/catalogue';

/** /backoffice/catalogue: products, groups, extra services and print forms (backoffice.view_catalogue). */
export function BackofficeCatalogueRoute() {
  return (
    <Stack gap="md">
      <BackofficeTabs />
      <CatalogueScreen />
    </Stack>
  );
}
