import { formatMoney, type Order } from '@label-portal/contract';
import { Alert, Center, Group, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AddressBlock } from '../../../components/address-block';
import { LoadingStatus } from '../../../components/loading-status';
import { useLanguage } from '../../../hooks/use-language';
import { formatDateTime, formatDay } from '../../../lib/format-date';
import { orderQueryOptions } from '../api/orders';
import classes from './order-history.module.css';
import { OrderPositionsTable } from './order-positions-table';

/** An order known by its pk and id only (a statistics row): the detail is loaded when opened. */
export type OrderReference = { pk: number; order_id: string };

interface OrderDetailModalProps {
  /**
   * The order chosen in a table: a whole order is shown at once, then refreshed from
   * GET /orders/api/orders/{pk}; a reference shows a loader until the detail arrives.
   */
  order: Order | OrderReference | null;
  onClose: () => void;
}

function isWholeOrder(order: Order | OrderReference): order is Order {
  return 'order_positions' in order;
}

function DetailItem({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text>{children}</Text>
    </div>
  );
}

/** The order detail: header data, positions (print data on hover), costs and addresses. */
export function OrderDetailModal({ order, onClose }: OrderDetailModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={order !== null}
      onClose={onClose}
      size="xl"
      title={order ? t('history.detail.title', { orderId: order.order_id }) : ''}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {order && <OrderDetail pk={order.pk} initial={isWholeOrder(order) ? order : undefined} />}
    </Modal>
  );
}

function OrderDetail({ pk, initial }: { pk: number; initial: Order | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery({ ...orderQueryOptions(pk, language), placeholderData: initial });
  const order = query.data ?? initial;
  const money = (value: string) => formatMoney(value, language);
  if (!order) {
    return query.isError ? (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
        {t('history.detail.loadError')}
      </Alert>
    ) : (
      <Center>
        <LoadingStatus size="sm" label={t('app.loading')} />
      </Center>
    );
  }

  return (
    <Stack gap="lg">
      {query.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
          {t('history.detail.loadError')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md">
        <DetailItem label={t('history.detail.orderNo')}>{order.order_id}</DetailItem>
        <DetailItem label={t('history.detail.purchaser')}>{order.user.email}</DetailItem>
        <DetailItem label={t('history.detail.orderDate')}>
          {formatDateTime(order.date_created, language)}
        </DetailItem>
        <DetailItem label={t('history.detail.customerOrderNo')}>
          {order.customer_order_no || t('common.notAvailable')}
        </DetailItem>
        <DetailItem label={t('history.detail.desiredDelivery')}>
          {formatDay(order.desired_delivery_date, language) || t('common.notAvailable')}
        </DetailItem>
        <DetailItem label={t('history.detail.status')}>{order.state_display}</DetailItem>
      </SimpleGrid>

      <section aria-labelledby="order-positions-title">
        <Group gap="xs" mb="xs">
          <Title order={3} size="h5" id="order-positions-title">
            {t('history.detail.positions')}
          </Title>
          {query.isFetching && <LoadingStatus size="xs" label={t('app.loading')} />}
        </Group>
        <OrderPositionsTable positions={order.order_positions} />
      </section>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <section aria-labelledby="order-summary-title">
          <Title order={3} size="h5" mb="xs" id="order-summary-title">
            {t('history.detail.summary')}
          </Title>
          <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={0}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th fw={500}>{t('history.detail.labelsTotal')}</Table.Th>
                <Table.Td className={classes.amount}>{money(order.labels_total)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th fw={500}>{t('history.detail.handlingCosts')}</Table.Th>
                <Table.Td className={classes.amount} data-cost="handling">
                  {money(order.handling_costs)}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th fw={500}>{t('history.detail.deliveryCosts')}</Table.Th>
                <Table.Td className={classes.amount} data-cost="delivery">
                  {money(order.delivery_costs)}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th fw={700}>{t('history.detail.total')}</Table.Th>
                <Table.Td className={classes.amount} fw={700} data-cost="total">
                  {money(order.total)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </section>
        <section aria-labelledby="order-delivery-address-title">
          <Title order={3} size="h5" mb="xs" id="order-delivery-address-title">
            {t('history.detail.deliveryAddress')}
          </Title>
          <AddressBlock address={order.delivery_address} emptyText={t('common.notAvailable')} />
        </section>
        <section aria-labelledby="order-billing-address-title">
          <Title order={3} size="h5" mb="xs" id="order-billing-address-title">
            {t('history.detail.billingAddress')}
          </Title>
          <AddressBlock address={order.billing_address} emptyText={t('common.notAvailable')} />
        </section>
      </SimpleGrid>
      {query.isPending && (
        <Center>
          <LoadingStatus size="sm" label={t('app.loading')} />
        </Center>
      )}
    </Stack>
  );
}
