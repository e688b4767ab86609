import {
  type DistributionAddressRow,
  NOTIFICATION_DURATION_MS,
  type OwnAddressBody,
} from '@label-portal/contract';
import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AddressForm, saveAddress } from '../../profile';
import { formBodyOf } from '../utils/address-rows';

/** What the dialog edits: a new address (row null), an approved one, or a rejected proposal. */
export type AddressDialogTarget = { row: DistributionAddressRow | null };

function titleKeyOf(row: DistributionAddressRow | null): string {
  if (!row) return 'distribution.addresses.addTitle';
  return row.state === 'REJECTED'
    ? 'distribution.addresses.resubmitTitle'
    : 'distribution.addresses.editTitle';
}

/**
 * The distribution address form in a dialog: add, change an approved address (it then waits for
 * approval again) or resubmit a rejected proposal (prefilled; the rejection goes with the save).
 */
export function AddressDialog({
  target,
  onClose,
}: {
  target: AddressDialogTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const submit = async (body: OwnAddressBody) => {
    await saveAddress(body);
    notifications.show({
      message: t('distribution.addresses.sent'),
      color: 'teal',
      autoClose: NOTIFICATION_DURATION_MS,
    });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['distribution', 'addresses'] }),
      queryClient.invalidateQueries({ queryKey: ['accounts', 'addresses'] }),
    ]);
    onClose();
  };
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={t(titleKeyOf(target?.row ?? null))}
      size="lg"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {target && (
        <AddressForm
          key={JSON.stringify(formBodyOf(target.row))}
          initial={formBodyOf(target.row)}
          submitLabel={t('distribution.addresses.submit')}
          onSubmit={submit}
          onCancel={onClose}
          hints={{ company_name: t('distribution.addresses.cofor10Hint') }}
        />
      )}
    </Modal>
  );
}
