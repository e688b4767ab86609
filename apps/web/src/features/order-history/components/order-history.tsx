import {
  formErrorOf,
  NOTIFICATION_DURATION_MS,
  ORDER_HISTORY_PAGE_SIZE,
  type Order,
} from '@label-portal/contract';
import {
  ActionIcon,
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconChevronLeft, IconChevronRight, IconEye } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useLanguage } from '../../../hooks/use-language';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useTableMinWidth } from '../../../hooks/use-table-min-width';
import { ApiError } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format-date';
import { formatCount } from '../../../lib/money';
import { ORDER_HISTORY_KEY, orderListQueryOptions, requestCancellation } from '../api/orders';
import { pageFromSearch, pageInfo } from '../utils/pagination';
import { OrderDetailModal } from './order-detail-modal';
import classes from './order-history.module.css';

const COLUMNS = 7;

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
  const tableMinWidth = useTableMinWidth(COLUMNS);

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
      const text = error instanceof ApiError ? formErrorOf(error.reply) : undefined;
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

  let body: React.ReactNode;
  if (list.isPending) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={COLUMNS}>
          <Center py="md">
            <Loader size="sm" aria-label={t('app.loading')} />
          </Center>
        </Table.Td>
      </Table.Tr>
    );
  } else if (list.isError && !list.data) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={COLUMNS}>
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
            <Group justify="space-between" gap="sm">
              <span>{t('history.loadError')}</span>
              <Button size="xs" variant="white" color="red" onClick={() => void list.refetch()}>
                {t('common.retry')}
              </Button>
            </Group>
          </Alert>
        </Table.Td>
      </Table.Tr>
    );
  } else if (!list.data || list.data.results.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={COLUMNS}>
          <Text ta="center" c="dimmed" py="md">
            {t('history.empty')}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = list.data.results.map((order) => (
      <Table.Tr key={order.pk} data-order-id={order.order_id}>
        <Table.Td>
          <Tooltip label={t('history.columns.details')}>
            <ActionIcon
              variant="subtle"
              onClick={() => setDetailOrder(order)}
              aria-label={t('history.detailsOf', { orderId: order.order_id })}
            >
              <IconEye size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Table.Td>
        <Table.Td fw={600}>{order.order_id}</Table.Td>
        <Table.Td>{order.customer_order_no}</Table.Td>
        <Table.Td>{formatDay(order.desired_delivery_date, language)}</Table.Td>
        <Table.Td ta="end">{formatCount(order.label_count, language)}</Table.Td>
        <Table.Td>{order.state_display}</Table.Td>
        <Table.Td>
          <Group gap="xs" wrap="nowrap" justify="flex-end">
            <Button
              size="xs"
              variant="light"
              disabled={!canOrder || !order.is_repeatable}
              onClick={() => onRepeat(order)}
            >
              {t('history.repeat')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              disabled={!canOrder || !order.is_cancellable}
              onClick={() => setCancelTarget(order)}
            >
              {t('history.cancel')}
            </Button>
          </Group>
        </Table.Td>
      </Table.Tr>
    ));
  }

  return (
    <Stack gap="lg" className={classes.page}>
      <Title order={1}>{t('history.heading')}</Title>
      <Table.ScrollContainer minWidth={tableMinWidth} type="native" className={classes.tableScroll}>
        <Table verticalSpacing="xs" highlightOnHover aria-busy={list.isFetching}>
          <VisuallyHidden component="caption">{t('history.caption')}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <VisuallyHidden>{t('history.columns.details')}</VisuallyHidden>
              </Table.Th>
              <Table.Th>{t('history.columns.orderNo')}</Table.Th>
              <Table.Th>{t('history.columns.customerOrderNo')}</Table.Th>
              <Table.Th>{t('history.columns.desiredDelivery')}</Table.Th>
              <Table.Th ta="end">{t('history.columns.labels')}</Table.Th>
              <Table.Th>{t('history.columns.status')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('history.columns.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" component="nav" aria-label={t('history.pagination.label')}>
        <Button
          variant="default"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
          disabled={!info.hasPrevious || list.isPending}
          onClick={() => goToPage(info.page - 1)}
        >
          {t('history.pagination.previous')}
        </Button>
        <Text aria-live="polite">{t('history.pagination.page', { page: info.page, pages: info.pages })}</Text>
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
