import { Stack } from '@mantine/core';
import { BackofficeTabs } from '../../components/backoffice-tabs';
import { AuditLog } from '../../features/audit';

/** /backoffice/audit: the audit log (right backoffice.view_auditlog). */
export function BackofficeAuditRoute() {
  return (
    <Stack gap="md">
      <BackofficeTabs />
      <AuditLog />
    </Stack>
  );
}
