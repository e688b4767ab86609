import { Stack } from '@mantine/core';
import { BackofficeTabs } from '../../components/backoffice-tabs';
import { useAuth } from '../../features/auth';
import { SupplierFileScreen } from '../../features/supplier-file';

/** /backoffice/supplier-file: the car-maker's supplier file (right backoffice.view_supplierfile). */
export function BackofficeSupplierFileRoute() {
  const { permissions } = useAuth();
  return (
    <Stack gap="md">
      <BackofficeTabs />
      <SupplierFileScreen permissions={permissions} />
    </Stack>
  );
}
