import type { DistributionAddressRow } from '@label-portal/contract';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddressBlock } from '../../../components/address-block';
import { actionsOf } from '../utils/address-rows';

const BADGES = {
  APPROVED: { color: 'teal', key: 'distribution.addresses.states.valid' },
  CLIENT_APPROVAL_REQUESTED: { color: 'yellow', key: 'distribution.addresses.states.pending' },
  REJECTED: { color: 'red', key: 'distribution.addresses.states.rejected' },
} as const;

/** The state of an address as a badge: valid, waiting for approval or rejected. */
export function AddressStateBadge({ state }: { state: DistributionAddressRow['state'] }) {
  const { t } = useTranslation();
  const badge = BADGES[state];
  return (
    <Badge color={badge.color} variant="light" style={{ textTransform: 'none' }}>
      {t(badge.key)}
    </Badge>
  );
}

/**
 * One row of the address list: the address and its state; a rejected proposal with the approver's
 * feedback (edit and resubmit), a pending one that cannot be edited, an approved one to edit or
 * delete unless redistributions use it.
 */
export function AddressRowCard({
  row,
  onEdit,
  onDelete,
}: {
  row: DistributionAddressRow;
  onEdit: (row: DistributionAddressRow) => void;
  onDelete: (row: DistributionAddressRow) => void;
}) {
  const { t } = useTranslation();
  const actions = actionsOf(row);
  const name = row.company_name;
  return (
    <Paper component="li" withBorder p="md" radius="md" data-testid="distribution-address">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <AddressBlock address={row} emptyText="" />
          <AddressStateBadge state={row.state} />
        </Group>
        {row.state === 'REJECTED' && (
          <Alert color="red" variant="light" title={t('distribution.addresses.rejectedTitle')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {row.feedback
                ? t('distribution.addresses.rejectedFeedback', { feedback: row.feedback })
                : t('distribution.addresses.rejectedNoFeedback')}
            </Text>
          </Alert>
        )}
        {row.state === 'CLIENT_APPROVAL_REQUESTED' && (
          <Text size="sm" c="dimmed">
            {t('distribution.addresses.pendingNote')}
          </Text>
        )}
        {row.is_used_by_distributions && (
          <Text size="sm" c="dimmed">
            {t('distribution.addresses.usedNote')}
          </Text>
        )}
        {(actions.canEdit || actions.canDelete || actions.canResubmit) && (
          <Group gap="sm">
            {actions.canResubmit && (
              <Button
                size="sm"
                onClick={() => onEdit(row)}
                aria-label={t('distribution.addresses.resubmitAria', { name })}
              >
                {t('distribution.addresses.resubmit')}
              </Button>
            )}
            {actions.canEdit && (
              <Button
                size="sm"
                variant="default"
                onClick={() => onEdit(row)}
                aria-label={t('distribution.addresses.editAria', { name })}
              >
                {t('distribution.addresses.edit')}
              </Button>
            )}
            {actions.canDelete && (
              <Button
                size="sm"
                variant="default"
                color="red"
                onClick={() => onDelete(row)}
                aria-label={t('distribution.addresses.deleteAria', { name })}
              >
                {t('distribution.addresses.delete')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
