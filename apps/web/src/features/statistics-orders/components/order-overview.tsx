import {
  type OrderOverviewCount,
  type OrderOverviewRow,
  orderOverviewCsvEndpoint,
} from '@label-portal/contract';
import { Box, Group, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FileDownloadButton } from '../../../components/file-download-button';
import { UnauthorizedPage } from '../../../components/unauthorized-page';
import { useLanguage } from '../../../hooks/use-language';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiError } from '../../../lib/api-client';
import { OrderDetailModal, type OrderReference } from '../../orders';
import { orderOverviewCountOptions, orderOverviewPagesOptions } from '../api/order-overview';
import {
  type OverviewFilterValues,
  type OverviewSort,
  overviewQueryOf,
  overviewSearchOf,
  readOverviewFilters,
  readOverviewSort,
} from '../utils/overview-search';
import { OrderOverviewFilters } from './order-overview-filters';
import { OrderOverviewTable } from './order-overview-table';

const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/** "N orders" when exact, "about N orders" for the planner's estimate (decision 225). */
function useCountText(count: OrderOverviewCount | undefined): string | undefined {
  const { t, i18n } = useTranslation();
  if (!count) return undefined;
  const formatted = new Intl.NumberFormat(i18n.language).format(count.count);
  return count.is_exact
    ? t('statisticsOrders.count', { count: count.count, formatted })
    : t('statisticsOrders.countEstimate', { formatted });
}

/**
 * /statistics/order_overview (SUPPLIERS ORDERS): the filters and sort live in the URL; the virtual
 * table asks for keyset pages as the user scrolls; a row opens the order details modal.
 */
export function OrderOverview() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('screens.orderOverview'));
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => readOverviewFilters(search), [search]);
  const sort = useMemo(() => readOverviewSort(search), [search]);
  const query = useMemo(() => overviewQueryOf(filters), [filters]);
  const list = useInfiniteQuery(orderOverviewPagesOptions(query, sort, language));
  const count = useQuery(orderOverviewCountOptions(query));
  const countText = useCountText(count.data);
  const [opened, setOpened] = useState<OrderReference | null>(null);
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.results) ?? [], [list.data]);

  const applyFilters = useCallback(
    (next: Partial<OverviewFilterValues>) => setSearch(overviewSearchOf(next, sort)),
    [setSearch, sort],
  );
  const applySort = useCallback(
    (next: OverviewSort) => setSearch(overviewSearchOf(filters, next)),
    [setSearch, filters],
  );
  const openRow = useCallback(
    (row: OrderOverviewRow) => setOpened({ pk: row.order_pk, order_id: row.order_id }),
    [],
  );

  if (isForbidden(list.error) || isForbidden(count.error)) return <UnauthorizedPage />;

  return (
    <Stack gap="lg" maw={1200}>
      <Title order={1}>{t('statisticsOrders.heading')}</Title>
      <OrderOverviewFilters filters={filters} onApply={applyFilters} failure={list.error} />
      <Group justify="space-between" align="center" gap="sm">
        <Text aria-live="polite" data-testid="order-overview-count" fw={500}>
          {list.isError ? '' : (countText ?? (count.isPending ? t('statisticsOrders.countLoading') : ''))}
        </Text>
        <FileDownloadButton
          endpoint={orderOverviewCsvEndpoint}
          query={query}
          label={t('statisticsOrders.download')}
          fallbackFileName="order_overview.csv"
          disabled={list.isError}
        />
      </Group>
      <Box>
        <OrderOverviewTable
          // A new filter set or sort starts at the top of a new list.
          key={JSON.stringify([query, sort])}
          rows={rows}
          pages={list}
          isLoading={list.isPending}
          empty={list.isError ? t('statisticsOrders.loadError') : t('statisticsOrders.none')}
          sort={sort}
          onSort={applySort}
          onOpen={openRow}
        />
      </Box>
      <OrderDetailModal order={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
