import { backofficeRollLabelsCsvEndpoint } from '@label-portal/contract';
import { Alert, Box, Button, Modal, Stack, Table, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDownloadButton } from '../../../components/file-download-button';
import { LoadMoreButton } from '../../../components/load-more-button';
import { LoadingStatus } from '../../../components/loading-status';
import { useLanguage } from '../../../hooks/use-language';
import { formatDateTime } from '../../../lib/format-date';
import { rollLabelsQueryOptions } from '../api/orders';

type Roll = { spool_no: string; label_count: number };

/** The list of one roll: its labels by label id, 200 a page ("load more"), and the whole roll as CSV. */
function RollLabelsList({ orderId, roll }: { orderId: string; roll: Roll }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = useInfiniteQuery(rollLabelsQueryOptions(orderId, roll.spool_no));
  const labels = list.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <Stack gap="sm">
      <FileDownloadButton
        endpoint={backofficeRollLabelsCsvEndpoint}
        params={{ order_id: orderId, spool_no: roll.spool_no }}
        label={t('backofficeOrders.rollLabelsCsv')}
        fallbackFileName={`${roll.spool_no}_labels.csv`}
        expectedLines={roll.label_count}
      />
      {list.isError ? (
        <Alert color="red" role="alert">
          {t('backofficeOrders.rollLabelsFailed')}
        </Alert>
      ) : list.isPending ? (
        <LoadingStatus size="sm" label={t('backofficeOrders.rollLabelsOpen')} />
      ) : (
        <>
          <Text size="sm" role="status">
            {t('backofficeOrders.rollLabelsShown', {
              shown: labels.length.toLocaleString(language),
              total: roll.label_count.toLocaleString(language),
            })}
          </Text>
          {/* Its own scroll, reachable by keyboard; short enough that the dialog never clips it. */}
          <Box
            mah="min(480px, 45dvh)"
            style={{ overflow: 'auto' }}
            tabIndex={0}
            role="region"
            aria-label={t('backofficeOrders.rollLabelsTitle', { spool: roll.spool_no })}
          >
            <Table striped stickyHeader miw={360}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('backofficeOrders.labelId')}</Table.Th>
                  <Table.Th ta="right">{t('backofficeOrders.objectId')}</Table.Th>
                  <Table.Th>{t('backofficeOrders.activatedAt')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {labels.map((label) => (
                  <Table.Tr key={label.label_id} data-testid="roll-label">
                    <Table.Td ff="monospace">{label.label_id}</Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {label.object_id}
                    </Table.Td>
                    <Table.Td>
                      {label.activated_at
                        ? formatDateTime(label.activated_at, language)
                        : t('backofficeOrders.notActivated')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
          <LoadMoreButton list={list} label={t('backofficeOrders.rollLabelsLoadMore')} />
        </>
      )}
    </Stack>
  );
}

/**
 * A roll's "Label ids" button: opens its labels (label id, object id, activation) page by page,
 * with the whole roll as a streamed CSV (a roll holds up to 1,000,000 labels).
 */
export function RollLabelsButton({ orderId, roll }: { orderId: string; roll: Roll }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        onClick={() => setOpen(true)}
        aria-label={t('backofficeOrders.rollLabelsOpenOf', { spool: roll.spool_no })}
      >
        {t('backofficeOrders.rollLabelsOpen')}
      </Button>
      {isOpen ? (
        <Modal
          opened
          onClose={() => setOpen(false)}
          title={t('backofficeOrders.rollLabelsTitle', { spool: roll.spool_no })}
          size="lg"
          closeButtonProps={{ 'aria-label': t('common.close') }}
        >
          <RollLabelsList orderId={orderId} roll={roll} />
        </Modal>
      ) : null}
    </>
  );
}
