import {
  VERIFICATION_STATUSES,
  type VerificationReplyOf,
  type VerificationStatus,
} from '@label-portal/contract';
import { Alert, Card, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { dataTableColumns } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/data-table';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useTableMinWidth } from '../../../hooks/use-table-min-width';
import { verificationAggregationQueryOptions } from '../api/verification-statistics';
import { useStatusLabel } from '../hooks/use-status-label';
import { useVerificationFilters } from '../hooks/use-verification-filters';
import { refusalOf } from '../utils/refusal';
import { VerificationCount } from './verification-count';
import { VerificationFilterPanel } from './verification-filter-panel';
import { VerificationMapPanel } from './verification-map-panel';

/** The default sort of the table: 'Checked too often' descending (statistics.md section 2). */
export const DEFAULT_SORT_STATUS: VerificationStatus = 3;

type ProductRow = {
  id: string;
  supplier: string;
  cofor10: string;
  city: string;
  country: string;
  domain: string;
  reference: string;
  counts: Partial<Record<VerificationStatus, number>>;
};

/** One row per supplier and product, with its counts per status. */
export function productRowsOf(reply: VerificationReplyOf<'by_company_by_product'>): ProductRow[] {
  return reply.data.flatMap((entry) =>
    entry.products.map((item) => ({
      id: `${entry.supplier.id}-${item.product.id}`,
      supplier: entry.supplier.name ?? '',
      cofor10: entry.supplier.cofor10 ?? '',
      city: entry.supplier.city ?? '',
      country: entry.supplier.country_code ?? '',
      domain: item.product.domain ?? '',
      reference: item.product.reference ?? '',
      counts: Object.fromEntries(item.authentications.map((count) => [count.status, count.count])),
    })),
  );
}

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
  usePageTitle(t('screens.supplierAnalysis'));
  const statusLabel = useStatusLabel();
  const { filters, queryFilters, setFilters } = useVerificationFilters();
  const [searchParams] = useSearchParams();
  const sortStatus = sortStatusOf(searchParams);
  const count = useQuery(verificationAggregationQueryOptions('hit_count', queryFilters));
  const table = useQuery(
    verificationAggregationQueryOptions('by_company_by_product', queryFilters, { sort_status: sortStatus }),
  );
  const rows = useMemo(() => (table.data ? productRowsOf(table.data) : []), [table.data]);
  const refusal = count.isError ? refusalOf(count.error) : null;
  const minWidth = useTableMinWidth(6 + VERIFICATION_STATUSES.length);

  const columns = useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language);
    return column.columns([
      column.accessor('supplier', {
        header: t('verificationStats.supplier'),
        meta: { minWidth: 160, wrap: 'anywhere' },
      }),
      column.accessor('cofor10', { header: 'COFOR10' }),
      column.accessor('city', { header: t('verificationStats.city') }),
      column.accessor('country', { header: t('verificationStats.country') }),
      column.accessor('domain', { header: t('verificationStats.domain') }),
      column.accessor('reference', { header: t('verificationStats.reference'), meta: { wrap: 'anywhere' } }),
      ...VERIFICATION_STATUSES.map((status) =>
        column.accessor((row) => row.counts[status] ?? 0, {
          id: statusColumnId(status),
          header: statusLabel(status),
          enableSorting: true,
          cell: (cell) => format.format(cell.getValue()),
          meta: { align: 'right' },
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
      <Title order={1}>{t('verificationStats.supplierAnalysisHeading')}</Title>
      <VerificationFilterPanel
        filters={filters}
        onFilter={(next) => setFilters(next, sortParamOf(sortStatus))}
        serverErrors={refusal?.fields}
      />
      <VerificationCount count={count} />
      {count.isError || table.isError ? (
        <Alert color="red" role="alert">
          {refusal?.message ?? t('verificationStats.loadFailed')}
        </Alert>
      ) : (
        <DataTable
          label={t('verificationStats.supplierTable')}
          columns={columns}
          data={rows}
          getRowId={(row) => row.id}
          isLoading={table.isPending}
          empty={t('verificationStats.noVerifications')}
          sorting={{
            state: [{ id: statusColumnId(sortStatus), desc: true }],
            onChange: onSort,
          }}
          minWidth={minWidth}
          testId="supplier-product-table"
        />
      )}
      <Card withBorder padding="sm">
        <Title order={2} size="h4" mb="sm">
          {t('verificationStats.map')}
        </Title>
        <VerificationMapPanel filters={queryFilters} />
      </Card>
    </Stack>
  );
}
