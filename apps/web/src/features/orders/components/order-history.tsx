import { NOTIFICATION_DURATION_MS, ORDER_HISTORY_PAGE_SIZE, type Order } from '@label-portal/contract';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import layout from '../../../components/layout.module.css';
import { useLanguage } from '../../../hooks/use-language';
import { usePageTitle } from '../../../hooks/use-page-title';
import { readRefusal, showServerMessage } from '../../../lib/server-messages';
import { ORDER_HISTORY_KEY, orderListQueryOptions, requestCancellation } from '../api/orders';
import { pageFromSearch, pageInfo } from '../utils/pagination';
import { OrderDetailModal } from './order-detail-modal';
import { OrderHistoryTable } from './order-history-table';

interface OrderHistoryProps {
  /** The user may order (REPEAT and CANCEL need orders.issue_order). */
  canOrder: boolean;
  /** REPEAT: the route copies the positions into the repeat basket and opens the order process. */
  onRepeat: (order: Order) => void;
}

/** /statistics/history: HISTORY OF YOUR ORDERS, 10 per page, with detail, REPEAT and CANCEL. */
export function OrderHistory({ canOrder, onRepeat }: OrderHistoryProps) {
  const { t } = useTranslation();
  usePageTitle(t('history.pageTitle'));
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedPage = pageFromSearch(searchParams.get('page'));
  const [detailOrder, setDetailOrder] = useState<Order | null>(null);
  const [cancelTarget, setCancelTarget] = useState<Order | null>(null);

  const requestedOffset = (requestedPage - 1) * ORDER_HISTORY_PAGE_SIZE;
  const list = useQuery(orderListQueryOptions(requestedOffset, language));
  const info = pageInfo(list.data?.count ?? 0, requestedPage);

  const goToPage = (page: number) => {
    setSearchParams(page > 1 ? { page: String(page) } : {});
  };

  // A page past the end (an old link, or the last order of the last page gone): show the last page.
  const lastPage = info.pages;
  const pastTheEnd = list.isSuccess && !list.isPlaceholderData && requestedPage > lastPage;
  useEffect(() => {
    if (pastTheEnd) setSearchParams(lastPage > 1 ? { page: String(lastPage) } : {}, { replace: true });
  }, [pastTheEnd, lastPage, setSearchParams]);

  const cancel = useMutation({
    mutationFn: (order: Order) => requestCancellation(order.pk),
    onSuccess: () => {
      notifications.show({
        message: t('history.cancelSent'),
        color: 'teal',
        autoClose: NOTIFICATION_DURATION_MS,
      });
    },
    onError: (error) => {
      const text = showServerMessage(t, readRefusal(error)?.form);
      notifications.show({
        title: t('history.cancelFailed'),
        message: text ?? t('errors.internal'),
        color: 'red',
      });
    },
    onSettled: async () => {
      setCancelTarget(null);
      await queryClient.invalidateQueries({ queryKey: ORDER_HISTORY_KEY });
    },
  });

  return (
    <Stack gap="lg" className={layout.page}>
      <Title order={1}>{t('history.heading')}</Title>
      <OrderHistoryTable
        list={list}
        canOrder={canOrder}
        onDetails={setDetailOrder}
        onRepeat={onRepeat}
        onCancel={setCancelTarget}
      />
      <Group justify="space-between" component="nav" aria-label={t('history.pagination.label')}>
        <Button
          variant="default"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
          disabled={!info.hasPrevious || list.isPending}
          onClick={() => goToPage(info.page - 1)}
        >
          {t('history.pagination.previous')}
        </Button>
        {/* Shown once the count is known: never "Page 1 of 1" while loading. */}
        <Text aria-live="polite" data-testid="history-page-info">
          {list.data ? t('history.pagination.page', { page: info.page, pages: info.pages }) : null}
        </Text>
        <Button
          variant="default"
          rightSection={<IconChevronRight size={16} aria-hidden />}
          disabled={!info.hasNext || list.isPending}
          onClick={() => goToPage(info.page + 1)}
        >
          {t('history.pagination.next')}
        </Button>
      </Group>
      <OrderDetailModal order={detailOrder} onClose={() => setDetailOrder(null)} />
      <ConfirmDialog
        opened={cancelTarget !== null}
        title={cancelTarget ? t('history.cancelDialog.title', { orderId: cancelTarget.order_id }) : ''}
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        confirmLoading={cancel.isPending}
        onConfirm={() => cancelTarget && cancel.mutate(cancelTarget)}
        onCancel={() => setCancelTarget(null)}
      >
        {t('history.cancelDialog.text')}
      </ConfirmDialog>
    </Stack>
  );
}
