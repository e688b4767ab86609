import {
  VERIFICATION_STATUSES,
  type VerificationReplyOf,
  type VerificationStatus,
} from '@label-portal/contract';
import { Alert, Card, Stack, Title } from '@mantine/core';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { dataTableColumns } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/data-table';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useTableMinWidth } from '../../../hooks/use-table-min-width';
import { useServerMessage } from '../../../lib/server-messages';
import {
  supplierProductPagesOptions,
  verificationAggregationQueryOptions,
} from '../api/verification-statistics';
import { useStatusLabel } from '../hooks/use-status-label';
import { useVerificationFilters } from '../hooks/use-verification-filters';
import { refusalOf } from '../utils/refusal';
import { VerificationCount } from './verification-count';
import { VerificationFilterPanel } from './verification-filter-panel';
import { prefetchVerificationMap, VerificationMapPanel } from './verification-map-panel';

/** The default sort of the table: 'Checked too often' descending (statistics.md section 2). */
export const DEFAULT_SORT_STATUS: VerificationStatus = 3;

type ProductRow = {
  id: string;
  /** 0: the unknown company (labels without an order). */
  supplierId: number;
  supplier: string;
  cofor10: string;
  city: string;
  country: string;
  domain: string;
  reference: string;
  counts: Partial<Record<VerificationStatus, number>>;
};

/**
 * One row per supplier and product, with its counts per status, in the server's order: the sorted
 * status's count and the whole count descending, then company and product (the answer groups a
 * page's pairs by supplier; sorting them back keeps each page after the one before, decision 266).
 */
export function productRowsOf(
  reply: VerificationReplyOf<'by_company_by_product'>,
  sortStatus: VerificationStatus,
): ProductRow[] {
  const ranked = reply.data.flatMap((entry) =>
    entry.products.map((item) => {
      const counts: ProductRow['counts'] = Object.fromEntries(
        item.authentications.map((count) => [count.status, count.count]),
      );
      const rank = [
        -(counts[sortStatus] ?? 0),
        -item.authentications.reduce((sum, count) => sum + count.count, 0),
        entry.supplier.id,
        item.product.id,
      ];
      const row: ProductRow = {
        id: `${entry.supplier.id}-${item.product.id}`,
        supplierId: entry.supplier.id,
        supplier: entry.supplier.name ?? '',
        cofor10: entry.supplier.cofor10 ?? '',
        city: entry.supplier.city ?? '',
        country: entry.supplier.country_code ?? '',
        domain: item.product.domain ?? '',
        reference: item.product.reference ?? '',
        counts,
      };
      return { row, rank };
    }),
  );
  ranked.sort((a, b) => {
    const index = a.rank.findIndex((value, at) => value !== b.rank[at]);
    return index === -1 ? 0 : a.rank[index]! - b.rank[index]!;
  });
  return ranked.map(({ row }) => row);
}

/** The table: 600 px high, rows and header 48 px (statistics.md section 9), fed page by page. */
export const SUPPLIER_TABLE = { height: 600, rowHeight: 48 } as const;
const STATUS_COLUMN_WIDTH = 156;
/** Wider than 768 px the columns keep at least this width together; the box scrolls sideways below it. */
const DESKTOP_MIN_WIDTH =
  200 + 116 + 120 + 96 + 120 + 160 + STATUS_COLUMN_WIDTH * VERIFICATION_STATUSES.length;

const column = dataTableColumns<ProductRow>();
const statusColumnId = (status: VerificationStatus) => `status_${status}`;

function sortStatusOf(params: URLSearchParams): VerificationStatus {
  const value = Number(params.get('sort_status'));
  return (VERIFICATION_STATUSES as number[]).includes(value) && params.has('sort_status')
    ? (value as VerificationStatus)
    : DEFAULT_SORT_STATUS;
}

/** The URL's sort parameter: none for the default. */
const sortParamOf = (status: VerificationStatus): Record<string, string> =>
  status === DEFAULT_SORT_STATUS ? {} : { sort_status: String(status) };

/**
 * /statistics/supplier_analysis (statistics.md section 2): the filter panel, the count, the table
 * per supplier and product with the authentications per status (sorted by one status's count,
 * descending; 'Checked too often' first), and the map.
 */
export function SupplierAnalysisScreen() {
  const { t, i18n } = useTranslation();
  const showServerMessage = useServerMessage();
  usePageTitle(t('screens.supplierAnalysis'));
  const statusLabel = useStatusLabel();
  const { filters, queryFilters, setFilters } = useVerificationFilters();
  const [searchParams] = useSearchParams();
  const sortStatus = sortStatusOf(searchParams);
  const count = useQuery(verificationAggregationQueryOptions('hit_count', queryFilters));
  // The map's code and first markers are asked for with the table, not after it mounts (decision 265).
  const queryClient = useQueryClient();
  useEffect(() => prefetchVerificationMap(queryClient, queryFilters), [queryClient, queryFilters]);
  const table = useInfiniteQuery(supplierProductPagesOptions(queryFilters, sortStatus));
  const rows = useMemo(
    () => table.data?.pages.flatMap((page) => productRowsOf(page, sortStatus)) ?? [],
    [table.data, sortStatus],
  );
  const refusal = count.isError ? refusalOf(count.error, showServerMessage) : null;
  const minWidth = useTableMinWidth(6 + VERIFICATION_STATUSES.length) || DESKTOP_MIN_WIDTH;

  const columns = useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language);
    return column.columns([
      column.accessor('supplier', {
        header: () => (
          <span title={t('verifications.statistics.supplier')}>{t('verifications.statistics.supplier')}</span>
        ),
        meta: { width: 200 },
        cell: (cell) => {
          const name =
            cell.row.original.supplierId === 0
              ? t('verifications.statistics.unknownCompany')
              : cell.getValue();
          return <span title={name}>{name}</span>;
        },
      }),
      column.accessor('cofor10', { header: 'COFOR10', meta: { width: 116 } }),
      column.accessor('city', {
        header: t('verifications.statistics.city'),
        meta: { width: 120 },
        cell: (cell) => <span title={cell.getValue()}>{cell.getValue()}</span>,
      }),
      column.accessor('country', { header: t('verifications.statistics.country'), meta: { width: 96 } }),
      column.accessor('domain', { header: t('verifications.statistics.domain'), meta: { width: 120 } }),
      column.accessor('reference', {
        header: () => (
          <span title={t('verifications.statistics.reference')}>
            {t('verifications.statistics.reference')}
          </span>
        ),
        meta: { width: 160 },
        cell: (cell) => <span title={cell.getValue()}>{cell.getValue()}</span>,
      }),
      ...VERIFICATION_STATUSES.map((status) =>
        column.accessor((row) => row.counts[status] ?? 0, {
          id: statusColumnId(status),
          // The status's name in full on hover (the column is narrow).
          header: () => <span title={statusLabel(status)}>{statusLabel(status)}</span>,
          enableSorting: true,
          sortDescFirst: true,
          cell: (cell) => format.format(cell.getValue()),
          meta: { align: 'right', width: STATUS_COLUMN_WIDTH },
        }),
      ),
    ]);
  }, [t, i18n.language, statusLabel]);

  const onSort = (next: { id: string }[]) => {
    const status = Number(next[0]?.id.replace('status_', ''));
    if (!(VERIFICATION_STATUSES as number[]).includes(status)) return;
    setFilters(filters, sortParamOf(status as VerificationStatus));
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('verifications.statistics.supplierAnalysisHeading')}</Title>
      <VerificationFilterPanel
        filters={filters}
        onFilter={(next) => setFilters(next, sortParamOf(sortStatus))}
        serverErrors={refusal?.fields}
      />
      <VerificationCount count={count} />
      {count.isError || table.isError ? (
        <Alert color="red" role="alert">
          {refusal?.message ?? t('verifications.statistics.loadFailed')}
        </Alert>
      ) : (
        <DataTable
          label={t('verifications.statistics.supplierTable')}
          columns={columns}
          data={rows}
          getRowId={(row) => row.id}
          isLoading={table.isPending}
          loadingLabel={t('app.loading')}
          empty={t('verifications.statistics.noVerifications')}
          sorting={{
            state: [{ id: statusColumnId(sortStatus), desc: true }],
            onChange: onSort,
          }}
          minWidth={minWidth}
          virtual={{ ...SUPPLIER_TABLE, pages: table }}
          testId="supplier-product-table"
          rowTestId="supplier-product-row"
        />
      )}
      <Card withBorder padding="sm">
        <Title order={2} size="h4" mb="sm">
          {t('verifications.statistics.map')}
        </Title>
        <VerificationMapPanel filters={queryFilters} />
      </Card>
    </Stack>
  );
}
