import { formatCount, type Order, type OrderList } from '@label-portal/contract';
import {
  ActionIcon,
  Alert,
  Button,
  Center,
  Group,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconEye } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import layout from '../../../components/layout.module.css';
import { LoadingStatus } from '../../../components/loading-status';
import { useLanguage } from '../../../hooks/use-language';
import { useTableMinWidth } from '../../../hooks/use-table-min-width';
import { formatDay } from '../../../lib/format-date';
import { repeatReasonOf } from '../utils/repeat-reason';

const COLUMNS = 7;

interface OrderHistoryTableProps {
  list: UseQueryResult<OrderList>;
  /** The user may order (REPEAT and CANCEL need orders.issue_order). */
  canOrder: boolean;
  onDetails: (order: Order) => void;
  onRepeat: (order: Order) => void;
  onCancel: (order: Order) => void;
}

/** The history table: details, order No., your order No., desired delivery, labels, status, REPEAT, CANCEL. */
export function OrderHistoryTable({ list, canOrder, onDetails, onRepeat, onCancel }: OrderHistoryTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const tableMinWidth = useTableMinWidth(COLUMNS);

  let body: React.ReactNode;
  if (list.isPending) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={COLUMNS}>
          <Center py="md">
            <LoadingStatus size="sm" label={t('app.loading')} />
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
              onClick={() => onDetails(order)}
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
            <RepeatButton order={order} canOrder={canOrder} onRepeat={onRepeat} />
            <Button
              size="xs"
              variant="light"
              color="red"
              disabled={!canOrder || !order.is_cancellable}
              onClick={() => onCancel(order)}
            >
              {t('history.cancel')}
            </Button>
          </Group>
        </Table.Td>
      </Table.Tr>
    ));
  }

  return (
    <Table.ScrollContainer minWidth={tableMinWidth} type="native" className={layout.tableScroll}>
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
  );
}

/**
 * REPEAT. When it is not offered it stays focusable (aria-disabled) and says why: in a tooltip on
 * hover and focus, and as its description for screen readers.
 */
function RepeatButton({
  order,
  canOrder,
  onRepeat,
}: {
  order: Order;
  canOrder: boolean;
  onRepeat: (order: Order) => void;
}) {
  const { t } = useTranslation();
  const reason = repeatReasonOf(order, canOrder);
  if (!reason) {
    return (
      <Button size="xs" variant="light" onClick={() => onRepeat(order)}>
        {t('history.repeat')}
      </Button>
    );
  }
  const reasonId = `repeat-reason-${order.pk}`;
  return (
    <>
      <Tooltip
        label={t(reason)}
        multiline
        w={260}
        withArrow
        events={{ hover: true, focus: true, touch: true }}
      >
        <Button
          size="xs"
          variant="light"
          data-disabled
          aria-disabled
          aria-describedby={reasonId}
          onClick={(event) => event.preventDefault()}
        >
          {t('history.repeat')}
        </Button>
      </Tooltip>
      <VisuallyHidden id={reasonId}>{t(reason)}</VisuallyHidden>
    </>
  );
}
