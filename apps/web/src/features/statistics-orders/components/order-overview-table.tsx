import { businessDate, type OrderOverviewRow, type OrderOverviewSort } from '@label-portal/contract';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dataTableColumns } from '../../../components/data-table/columns';
import { DataTable, type PagedRows } from '../../../components/data-table/data-table';
import { OrderStateBadge } from '../../../components/order-state-badge';
import { useLanguage } from '../../../hooks/use-language';
import { formatDay } from '../../../lib/format-date';
import type { OverviewSort } from '../utils/overview-search';

/** statistics.md sections 2 and 9: table height 760, rows and header 48 px. */
export const OVERVIEW_TABLE = { height: 760, rowHeight: 48, headerHeight: 48 } as const;
const COLUMN_COUNT = 11;
/** At 768 px or less: 120 px per column plus 200 (statistics.md section 9), scrolled sideways. */
export const OVERVIEW_MOBILE_MIN_WIDTH = COLUMN_COUNT * 120 + 200;
const MOBILE_QUERY = '(max-width: 768px)';
/**
 * Wider screens: the columns' own widths (1,630 px, cells on one line, long texts cut with an
 * ellipsis), scrolled sideways inside the 1200 px container.
 */
const DESKTOP_MIN_WIDTH = 1630;

interface OrderOverviewTableProps {
  rows: OrderOverviewRow[];
  pages: PagedRows;
  isLoading: boolean;
  empty: string;
  sort: OverviewSort;
  onSort: (sort: OverviewSort) => void;
  onOpen: (row: OrderOverviewRow) => void;
}

function useOverviewColumns() {
  const { t } = useTranslation();
  const language = useLanguage();
  return useMemo(() => {
    const column = dataTableColumns<OrderOverviewRow>();
    const sortable = { enableSorting: true } as const;
    const text = (info: { getValue: () => string }) => <span title={info.getValue()}>{info.getValue()}</span>;
    return column.columns([
      column.accessor('order_id', {
        header: t('statisticsOrders.columns.orderId'),
        meta: { width: 145 },
        ...sortable,
      }),
      column.accessor('order_date', {
        header: t('statisticsOrders.columns.orderDate'),
        meta: { width: 145 },
        // The business day of the order, as the date filter reads it (Europe/Paris).
        cell: (info) => formatDay(businessDate(new Date(info.getValue())), language),
        ...sortable,
      }),
      column.accessor('company_name', {
        header: t('statisticsOrders.columns.companyName'),
        meta: { width: 170 },
        cell: text,
        ...sortable,
      }),
      column.accessor('cofor6', {
        header: t('statisticsOrders.columns.cofor6'),
        meta: { width: 110 },
        ...sortable,
      }),
      column.accessor('cofor10', {
        header: t('statisticsOrders.columns.cofor10'),
        meta: { width: 125 },
        ...sortable,
      }),
      column.accessor('city', {
        header: t('statisticsOrders.columns.city'),
        meta: { width: 120 },
        cell: text,
        ...sortable,
      }),
      column.accessor('country_code', {
        header: t('statisticsOrders.columns.country'),
        meta: { width: 105 },
        ...sortable,
      }),
      column.accessor('product_group', {
        header: t('statisticsOrders.columns.productGroup'),
        meta: { width: 165 },
        cell: text,
      }),
      column.accessor('description', {
        header: t('statisticsOrders.columns.description'),
        meta: { width: 170 },
        cell: text,
      }),
      column.accessor('quantity', {
        header: t('statisticsOrders.columns.quantity'),
        meta: { width: 160, align: 'right' },
        cell: (info) => info.getValue().toLocaleString(language),
        ...sortable,
      }),
      column.accessor('state_display', {
        id: 'state',
        header: t('statisticsOrders.columns.state'),
        // Wide enough for the longest state's badge, whole ('Cancellation requested').
        meta: { width: 215, minWidth: 215 },
        cell: (info) => <OrderStateBadge state={info.row.original.state} />,
        ...sortable,
      }),
    ]);
  }, [t, language]);
}

/** The virtual keyset table of the overview (the shared DataTable's virtual mode, decision 167). */
export function OrderOverviewTable(props: OrderOverviewTableProps) {
  const { t } = useTranslation();
  const columns = useOverviewColumns();
  const isMobile = useMediaQuery(MOBILE_QUERY) ?? false;
  const { sort, onSort } = props;
  const sorting = useMemo(
    () => ({
      state: [{ id: sort.sort, desc: sort.direction === 'desc' }],
      onChange: (next: { id: string; desc: boolean }[]) => {
        const first = next[0];
        if (first) onSort({ sort: first.id as OrderOverviewSort, direction: first.desc ? 'desc' : 'asc' });
      },
    }),
    [sort, onSort],
  );
  return (
    <DataTable
      label={t('statisticsOrders.table')}
      columns={columns}
      data={props.rows}
      getRowId={(row) => String(row.order_pk)}
      isLoading={props.isLoading}
      loadingLabel={t('statisticsOrders.loading')}
      empty={<span aria-live="polite">{props.empty}</span>}
      sorting={sorting}
      onRowActivate={props.onOpen}
      minWidth={isMobile ? OVERVIEW_MOBILE_MIN_WIDTH : DESKTOP_MIN_WIDTH}
      virtual={{ ...OVERVIEW_TABLE, pages: props.pages }}
      testId="order-overview-table"
      rowTestId="order-overview-row"
    />
  );
}
