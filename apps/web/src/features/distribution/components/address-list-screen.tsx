import { type DistributionAddressRow, NOTIFICATION_DURATION_MS } from '@label-portal/contract';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressBlock } from '../../../components/address-block';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import layout from '../../../components/layout.module.css';
import { LoadError } from '../../../components/load-error';
import { LoadMoreButton } from '../../../components/load-more-button';
import { LoadingStatus } from '../../../components/loading-status';
import { useLanguage } from '../../../hooks/use-language';
import { usePageTitle } from '../../../hooks/use-page-title';
import { readRefusal, showServerMessage } from '../../../lib/server-messages';
import { addressListQueryOptions } from '../api/address-list';
import { deleteAddress } from '../api/delete-address';
import { AddressDialog, type AddressDialogTarget } from './address-dialog';
import { AddressRowCard, AddressStateBadge } from './address-row-card';
import classes from './distribution.module.css';

/**
 * /distribution/addressList: the company's own address (always valid, not editable here), then
 * its rejected proposals (edit and resubmit), addresses waiting for approval (not editable) and
 * approved ones (edit, delete), "load more" by keyset.
 */
export function AddressListScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('distribution.addresses.title'));
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(addressListQueryOptions(language));
  const [dialog, setDialog] = useState<AddressDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<DistributionAddressRow | null>(null);
  const rows = list.data?.pages.flatMap((page) => page.results) ?? [];
  const own = list.data?.pages[0]?.own_address ?? null;

  const remove = useMutation({
    mutationFn: (pk: number) => deleteAddress(pk),
    onSuccess: async () => {
      setDeleting(null);
      notifications.show({
        message: t('distribution.addresses.deleted'),
        color: 'teal',
        autoClose: NOTIFICATION_DURATION_MS,
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['distribution', 'addresses'] }),
        queryClient.invalidateQueries({ queryKey: ['accounts', 'addresses'] }),
      ]);
    },
  });
  const deleteError = remove.error
    ? (showServerMessage(t, readRefusal(remove.error)?.form) ?? t('errors.internal'))
    : undefined;

  return (
    <Stack gap="lg" className={layout.page}>
      <Title order={1}>{t('distribution.addresses.title')}</Title>
      <Text>{t('distribution.addresses.intro')}</Text>
      {list.isPending && <LoadingStatus label={t('app.loading')} />}
      {list.isError && (
        <LoadError text={t('distribution.addresses.loadFailed')} onRetry={() => list.refetch()} />
      )}
      {list.isSuccess && (
        <>
          <Stack gap="xs" component="section" aria-labelledby="distribution-own-address">
            <Title order={2} size="h3" id="distribution-own-address">
              {t('distribution.addresses.ownHeading')}
            </Title>
            <Paper withBorder p="md" radius="md">
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                <AddressBlock address={own} emptyText={t('distribution.addresses.ownNone')} />
                {own && <AddressStateBadge state="APPROVED" />}
              </Group>
              <Text size="sm" c="dimmed" mt="xs">
                {t('distribution.addresses.ownNote')}
              </Text>
            </Paper>
          </Stack>
          <Stack gap="sm" component="section" aria-labelledby="distribution-addresses">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Title order={2} size="h3" id="distribution-addresses">
                {t('distribution.addresses.listHeading')}
              </Title>
              <Button onClick={() => setDialog({ row: null })}>{t('distribution.addresses.add')}</Button>
            </Group>
            {rows.length === 0 ? (
              <Text>{t('distribution.addresses.none')}</Text>
            ) : (
              <Stack component="ul" gap="sm" className={classes.plainList}>
                {rows.map((row) => (
                  <AddressRowCard
                    key={row.pk !== null ? `a${row.pk}` : `r${row.rejection}`}
                    row={row}
                    onEdit={(chosen) => setDialog({ row: chosen })}
                    onDelete={(chosen) => {
                      remove.reset();
                      setDeleting(chosen);
                    }}
                  />
                ))}
              </Stack>
            )}
            <LoadMoreButton list={list} label={t('distribution.loadMore')} />
          </Stack>
        </>
      )}
      <AddressDialog target={dialog} onClose={() => setDialog(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('distribution.addresses.deleteTitle')}
        confirmLabel={t('distribution.addresses.delete')}
        cancelLabel={t('common.cancel')}
        confirmLoading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting?.pk != null && remove.mutate(deleting.pk)}
      >
        <Stack gap="sm">
          <Text>{t('distribution.addresses.deleteQuestion', { name: deleting?.company_name ?? '' })}</Text>
          {deleting && <AddressBlock address={deleting} emptyText="" />}
          {deleteError && (
            <Alert color="red" variant="light" role="alert">
              {deleteError}
            </Alert>
          )}
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
