import { Alert, Anchor, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadMoreButton } from '../../../components/load-more-button';
import { useLanguage } from '../../../hooks/use-language';
import { usePageTitle } from '../../../hooks/use-page-title';
import { formatDateTime } from '../../../lib/format-date';
import { FILTER_KEYS, type OrderFilters as Filters, orderListQueryOptions } from '../api/orders';
import { OrderFilters } from './order-filters';
import { OrderStateBadge } from './order-state';

/**
 * /backoffice/orders: every company's sent orders, newest first, with filters kept in the URL;
 * "Load more" pages by keyset.
 */
export function OrderList() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('backofficeOrders.listTitle'));
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, searchParams.get(key) ?? ''])) as Filters;
  const list = useInfiniteQuery(orderListQueryOptions(filters));
  const orders = list.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <Stack gap="lg">
      <Title order={1}>{t('backofficeOrders.listTitle')}</Title>
      <OrderFilters
        filters={filters}
        onFilter={(next) =>
          setSearchParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value !== '')))
        }
      />
      {list.isPending ? <Loader aria-label={t('backofficeOrders.loading')} /> : null}
      {list.isError ? <Alert color="red">{t('errors.internal')}</Alert> : null}
      {list.isSuccess && orders.length === 0 ? (
        <Text aria-live="polite">{t('backofficeOrders.none')}</Text>
      ) : null}
      {orders.length > 0 ? (
        <Table.ScrollContainer minWidth={880}>
          <Table striped highlightOnHover aria-label={t('backofficeOrders.listTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('backofficeOrders.orderId')}</Table.Th>
                <Table.Th>{t('backofficeOrders.company')}</Table.Th>
                <Table.Th>{t('backofficeOrders.poNumber')}</Table.Th>
                <Table.Th>{t('backofficeOrders.state')}</Table.Th>
                <Table.Th ta="right">{t('backofficeOrders.labels')}</Table.Th>
                <Table.Th ta="right">{t('backofficeOrders.total')}</Table.Th>
                <Table.Th>{t('backofficeOrders.sent')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.map((order) => (
                <Table.Tr key={order.pk} data-testid="backoffice-order-row">
                  <Table.Td>
                    <Anchor component={Link} to={`/backoffice/orders/${encodeURIComponent(order.order_id)}`}>
                      {order.order_id}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {order.company.name}
                    <Text size="xs" c="dimmed">
                      {order.company.cofor10}
                    </Text>
                  </Table.Td>
                  <Table.Td>{order.customer_order_no || '–'}</Table.Td>
                  <Table.Td>
                    <OrderStateBadge state={order.state} />
                  </Table.Td>
                  <Table.Td ta="right">{order.label_count.toLocaleString(language)}</Table.Td>
                  <Table.Td ta="right">{order.total}</Table.Td>
                  <Table.Td>{formatDateTime(order.created_at, language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <LoadMoreButton list={list} label={t('backofficeOrders.loadMore')} />
    </Stack>
  );
}
