import { type BackofficeOrderRow, formatCount, formatMoney } from '@label-portal/contract';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dataTableColumns } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/data-table';
import { OrderStateBadge } from '../../../components/order-state-badge';
import { PagedListBody } from '../../../components/paged-list-body';
import { useLanguage } from '../../../hooks/use-language';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useUrlFilters } from '../../../hooks/use-url-filters';
import { formatDateTime } from '../../../lib/format-date';
import { FILTER_KEYS, orderListQueryOptions } from '../api/orders';
import { OrderFilters } from './order-filters';

/**
 * /backoffice/orders: every company's sent orders, newest first, with filters kept in the URL;
 * "Load more" pages by keyset.
 */
export function OrderList() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('backofficeOrders.listTitle'));
  const [filters, setFilters] = useUrlFilters(FILTER_KEYS);
  const list = useInfiniteQuery(orderListQueryOptions(filters));
  const orders = useMemo(() => list.data?.pages.flatMap((page) => page.results) ?? [], [list.data]);
  const columns = useMemo(() => {
    const column = dataTableColumns<BackofficeOrderRow>();
    return column.columns([
      column.accessor('order_id', {
        header: t('backofficeOrders.orderId'),
        meta: { wrap: 'nowrap' },
        cell: (info) => (
          <Anchor component={Link} to={`/backoffice/orders/${encodeURIComponent(info.getValue())}`}>
            {info.getValue()}
          </Anchor>
        ),
      }),
      column.accessor((order) => order.company.name, {
        id: 'company',
        header: t('backofficeOrders.company'),
        cell: ({ row: { original: order } }) => (
          <>
            {order.company.name}
            <Text size="xs" c="dimmed">
              {order.company.cofor10}
            </Text>
          </>
        ),
      }),
      column.accessor('customer_order_no', {
        header: t('backofficeOrders.poNumber'),
        cell: (info) => info.getValue() || '–',
      }),
      column.accessor('state', {
        header: t('backofficeOrders.state'),
        cell: (info) => <OrderStateBadge state={info.getValue()} />,
      }),
      column.accessor('label_count', {
        header: t('backofficeOrders.labels'),
        meta: { align: 'right' },
        cell: (info) => formatCount(info.getValue(), language),
      }),
      column.accessor('total', {
        header: t('backofficeOrders.total'),
        meta: { align: 'right', wrap: 'nowrap' },
        cell: (info) => formatMoney(info.getValue(), language),
      }),
      column.accessor('created_at', {
        header: t('backofficeOrders.sent'),
        cell: (info) => formatDateTime(info.getValue(), language),
      }),
    ]);
  }, [t, language]);

  return (
    <Stack gap="lg">
      <Title order={1}>{t('backofficeOrders.listTitle')}</Title>
      <OrderFilters filters={filters} onFilter={setFilters} />
      <PagedListBody list={list} loadMoreLabel={t('backofficeOrders.loadMore')}>
        <DataTable
          label={t('backofficeOrders.listTitle')}
          columns={columns}
          data={orders}
          getRowId={(order) => String(order.pk)}
          isLoading={list.isPending}
          loadingLabel={t('backofficeOrders.loading')}
          empty={<Text aria-live="polite">{t('backofficeOrders.none')}</Text>}
          minWidth={880}
          rowTestId="backoffice-order-row"
        />
      </PagedListBody>
    </Stack>
  );
}
