import {
  type BackofficeOrderDetail,
  formatDecimal,
  formatMoney,
  type OrderAction,
  type OrderShipResult,
} from '@label-portal/contract';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { LoadingStatus } from '../../../components/loading-status';
import { OrderStateBadge } from '../../../components/order-state-badge';
import { useLanguage } from '../../../hooks/use-language';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, formatDay } from '../../../lib/format-date';
import { readRefusal, showServerMessage } from '../../../lib/server-messages';
import { BACKOFFICE_ORDERS_KEY, changeOrderState, orderDetailQueryOptions, shipOrder } from '../api/orders';
import { RollLabelsButton } from './roll-labels';

/** A headed section of the order (its heading names it). */
function OrderSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </section>
  );
}

/** One "label: value" line of the order's facts. */
function LabelValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return <Text size="sm">{t('common.labelValue', { label, value })}</Text>;
}

/** An order id that names no order (or one over the id's length) answers 404 or 400: nothing to retry. */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** /backoffice/orders/<order id>: the order, its history and rolls, and the moves staff may make. */
export function OrderDetail({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  usePageTitle(t('backofficeOrders.detailTitle', { orderId }));
  const detail = useQuery(orderDetailQueryOptions(orderId));
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/backoffice/orders">
        {t('backofficeOrders.backToList')}
      </Anchor>
      <Title order={1}>{t('backofficeOrders.detailTitle', { orderId })}</Title>
      {detail.isPending ? <LoadingStatus label={t('backofficeOrders.loading')} /> : null}
      {detail.isError && isNotFound(detail.error) ? (
        <Alert color="yellow" role="status">
          {t('backofficeOrders.notFound', { orderId })}
        </Alert>
      ) : null}
      {detail.isError && !isNotFound(detail.error) ? (
        <LoadError text={t('errors.internal')} onRetry={() => void detail.refetch()} />
      ) : null}
      {detail.data ? <OrderView order={detail.data} /> : null}
    </Stack>
  );
}

function OrderView({ order }: { order: BackofficeOrderDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (value: string) => formatMoney(value, language);
  return (
    <Stack gap="lg">
      <OrderActions order={order} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper withBorder p="md">
          <Title order={2} size="h4">
            {t('backofficeOrders.company')}
          </Title>
          <Text>{order.company.name}</Text>
          <Text size="sm">
            COFOR10 {order.company.cofor10} · COFOR6 {order.company.cofor6 || '–'}
          </Text>
          <Text size="sm">
            {order.user.name} · {order.user.email}
          </Text>
        </Paper>
        <Paper withBorder p="md">
          <Title order={2} size="h4">
            {t('backofficeOrders.order')}
          </Title>
          <Group gap="xs">
            <Text>{t('common.labelValue', { label: t('backofficeOrders.state'), value: '' }).trimEnd()}</Text>
            <OrderStateBadge state={order.state} />
          </Group>
          <LabelValue label={t('backofficeOrders.poNumber')} value={order.customer_order_no || '–'} />
          <LabelValue label={t('backofficeOrders.sent')} value={formatDateTime(order.created_at, language)} />
          <LabelValue
            label={t('backofficeOrders.shippingDate')}
            value={formatDay(order.desired_delivery_date, language)}
          />
        </Paper>
      </SimpleGrid>

      <OrderSection id="bo-positions" title={t('backofficeOrders.positions')}>
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('backofficeOrders.reference')}</Table.Th>
                <Table.Th ta="right">{t('backofficeOrders.labels')}</Table.Th>
                <Table.Th>{t('backofficeOrders.rollsPlanned')}</Table.Th>
                <Table.Th ta="right">{t('backofficeOrders.unitPrice')}</Table.Th>
                <Table.Th ta="right">{t('backofficeOrders.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.positions.map((position) => (
                <Table.Tr key={position.pk}>
                  <Table.Td>
                    {position.customer_reference}
                    <Text size="xs" c="dimmed">
                      {position.description}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{position.quantity.toLocaleString(language)}</Table.Td>
                  <Table.Td>
                    {t('backofficeOrders.rollsOf', {
                      count: position.full_rolls,
                      perRoll: position.labels_per_unit.toLocaleString(language),
                    })}
                    {position.partial_roll_labels > 0
                      ? ` + ${t('backofficeOrders.partialRoll', { labels: position.partial_roll_labels.toLocaleString(language) })}`
                      : ''}
                  </Table.Td>
                  <Table.Td ta="right">{formatDecimal(position.unit_price, language)}</Table.Td>
                  <Table.Td ta="right">{money(position.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Stack gap={0} align="flex-end" mt="xs">
          <LabelValue label={t('backofficeOrders.labelsTotal')} value={money(order.costs.labels_total)} />
          <LabelValue label={t('backofficeOrders.handling')} value={money(order.costs.handling_costs)} />
          <LabelValue label={t('backofficeOrders.delivery')} value={money(order.costs.delivery_costs)} />
          <Text fw={700}>
            {t('common.labelValue', { label: t('backofficeOrders.total'), value: money(order.costs.total) })}
          </Text>
        </Stack>
      </OrderSection>

      <OrderSection id="bo-history" title={t('backofficeOrders.history')}>
        <Table>
          <Table.Tbody>
            {order.history.map((change) => (
              <Table.Tr key={`${change.at}-${change.to_state}`}>
                <Table.Td>{formatDateTime(change.at, language)}</Table.Td>
                <Table.Td>
                  {change.from_state ? `${t(`enums.orderState.${change.from_state}`)} → ` : ''}
                  {t(`enums.orderState.${change.to_state}`)}
                </Table.Td>
                <Table.Td>{change.by}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </OrderSection>

      {order.rolls_count > 0 ? (
        <OrderSection
          id="bo-rolls"
          title={t('backofficeOrders.rolls', {
            rolls: order.rolls_count.toLocaleString(language),
            labels: order.rolls_label_count.toLocaleString(language),
          })}
        >
          <Table.ScrollContainer minWidth={400} mah={400}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('backofficeOrders.spoolNo')}</Table.Th>
                  <Table.Th>{t('backofficeOrders.reference')}</Table.Th>
                  <Table.Th ta="right">{t('backofficeOrders.labels')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('backofficeOrders.rollLabelsOpen')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {order.rolls.map((roll) => (
                  <Table.Tr key={roll.spool_no} data-testid="backoffice-order-roll">
                    <Table.Td>{roll.spool_no}</Table.Td>
                    <Table.Td>{roll.customer_reference}</Table.Td>
                    <Table.Td ta="right">{roll.label_count.toLocaleString(language)}</Table.Td>
                    <Table.Td>
                      <RollLabelsButton orderId={order.order_id} roll={roll} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </OrderSection>
      ) : null}
    </Stack>
  );
}

const ACTION_LABEL: Record<OrderAction, string> = {
  ORDER_RECEIVED: 'backofficeOrders.actionAccept',
  IN_PRODUCTION: 'backofficeOrders.actionProduction',
  SHIP: 'backofficeOrders.actionShip',
  CANCELLED: 'backofficeOrders.actionCancel',
  CANCEL_REFUSED: 'backofficeOrders.actionRefuseCancel',
};

/** The allowed moves as buttons; the result or the refusal is announced below them. */
function OrderActions({ order }: { order: BackofficeOrderDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [shipped, setShipped] = useState<OrderShipResult | null>(null);
  const move = useMutation({
    mutationFn: async (action: OrderAction) => {
      if (action === 'SHIP') {
        const result = await shipOrder(order.order_id, order.version);
        setShipped(result);
        return result.order;
      }
      setShipped(null);
      return changeOrderState(order.order_id, action, order.version);
    },
    onSuccess: (next) => {
      queryClient.setQueryData(orderDetailQueryOptions(order.order_id).queryKey, next);
      void queryClient.invalidateQueries({ queryKey: [...BACKOFFICE_ORDERS_KEY, 'list'] });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: orderDetailQueryOptions(order.order_id).queryKey });
      }
    },
  });
  const error = move.error
    ? (showServerMessage(t, readRefusal(move.error)?.form) ?? t('errors.internal'))
    : null;

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('backofficeOrders.actions')}
        </Title>
        {order.actions.length === 0 ? <Text>{t('backofficeOrders.noActions')}</Text> : null}
        <Group gap="sm">
          {order.actions.map((action) => (
            <Button
              key={action}
              color={action === 'CANCELLED' ? 'red' : undefined}
              variant={action === 'CANCEL_REFUSED' ? 'default' : 'filled'}
              loading={move.isPending && move.variables === action}
              disabled={move.isPending}
              onClick={() => move.mutate(action)}
            >
              {t(ACTION_LABEL[action], {
                state: order.state_before_cancel ? t(`enums.orderState.${order.state_before_cancel}`) : '',
              })}
            </Button>
          ))}
        </Group>
        <div aria-live="polite">
          {move.isPending && move.variables === 'SHIP' ? (
            <Group gap="xs">
              <Loader size="sm" />
              <Text>
                {t('backofficeOrders.shipping', { labels: order.label_count.toLocaleString(language) })}
              </Text>
            </Group>
          ) : null}
          {shipped ? (
            <Alert color="green" data-testid="ship-result">
              {t(shipped.already_shipped ? 'backofficeOrders.alreadyShipped' : 'backofficeOrders.shipped', {
                rolls: shipped.rolls.toLocaleString(language),
                labels: shipped.labels.toLocaleString(language),
              })}
            </Alert>
          ) : null}
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
        </div>
      </Stack>
    </Paper>
  );
}
