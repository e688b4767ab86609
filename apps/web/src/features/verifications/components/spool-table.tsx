import { SPOOL_DISPLAY_STATUSES, VERIFICATION_STATUS_COLORS } from '@label-portal/contract';
import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dataTableColumns } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/data-table';
import { useLanguage } from '../../../hooks/use-language';
import { useTableMinWidth } from '../../../hooks/use-table-min-width';
import { formatDateTime } from '../../../lib/format-date';
import {
  SPOOL_DISPLAY_COLUMNS,
  type SpoolLabelRow,
  type SpoolSort,
  type SpoolSortKey,
} from '../utils/spool-rows';
import { spoolDisplayStatusKey } from '../utils/status-texts';
import classes from './spool-table.module.css';

/** The table's size (statistics.md section 9: rows and header 48 px); a spool holds up to a few thousand labels. */
export const SPOOL_TABLE = { height: 600, rowHeight: 48 } as const;
/** The columns shown on a narrow window (first and last scan only from the xl breakpoint on). */
const NARROW_COLUMN_COUNT = SPOOL_DISPLAY_COLUMNS.length + 2;
const DESKTOP_MIN_WIDTH = 960;

type SpoolTableProps = {
  spoolId: string;
  /** Already in the order of `sort`. */
  rows: SpoolLabelRow[];
  sort: SpoolSort;
  onSort: (next: SpoolSort) => void;
  /** The label the spool was looked up by: its row is marked. */
  labelId: string;
};

/**
 * The labels of one spool with their authentications per merged status (statistics.md sections 2
 * and 4), a virtual table 600 px high with rows of 48 px, sortable by every column.
 */
export function SpoolTable({ spoolId, rows, sort, onSort, labelId }: SpoolTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const mobileMinWidth = useTableMinWidth(NARROW_COLUMN_COUNT);
  const columns = useMemo(() => {
    const column = dataTableColumns<SpoolLabelRow>();
    const number = new Intl.NumberFormat(language);
    const header = (text: string) => () => <span className={classes.header}>{text}</span>;
    const countCell = (value: number) => (value === 0 ? '0' : <strong>{number.format(value)}</strong>);
    return column.columns([
      column.accessor('label_id', {
        header: header(t('verifications.labelAnalysis.spoolAnalysis.labelIdColumn')),
        enableSorting: true,
        meta: { width: 156 },
        cell: (info) => (
          <Group gap={4} wrap="nowrap">
            <Text span ff="monospace" size="sm">
              {info.getValue()}
            </Text>
            {info.getValue() === labelId && (
              <span
                data-testid="looked-up-label"
                title={t('verifications.labelAnalysis.spoolAnalysis.lookedUp')}
              >
                <IconCurrentLocation size={16} aria-hidden style={{ verticalAlign: 'middle' }} />
                <VisuallyHidden>{t('verifications.labelAnalysis.spoolAnalysis.lookedUp')}</VisuallyHidden>
              </span>
            )}
          </Group>
        ),
      }),
      ...SPOOL_DISPLAY_COLUMNS.map((display) =>
        column.accessor((row) => row.counts[display], {
          id: display,
          header: () => (
            <span className={classes.header}>
              <span
                className={classes.swatch}
                style={{ background: VERIFICATION_STATUS_COLORS[SPOOL_DISPLAY_STATUSES[display][0]] }}
                aria-hidden
              />
              <span className={classes.title}>{t(spoolDisplayStatusKey(display))}</span>
            </span>
          ),
          enableSorting: true,
          sortDescFirst: true,
          meta: { width: 120, align: 'right' as const },
          cell: (info) => countCell(info.getValue() as number),
        }),
      ),
      column.accessor('total', {
        header: header(t('verifications.labelAnalysis.spoolAnalysis.total')),
        enableSorting: true,
        sortDescFirst: true,
        meta: { width: 76, align: 'right' },
        cell: (info) => number.format(info.getValue()),
      }),
      column.accessor('first_at', {
        header: header(t('verifications.labelAnalysis.spoolAnalysis.firstAt')),
        enableSorting: true,
        meta: { width: 150, visibleFrom: 'xl' },
        cell: (info) => formatDateTime(info.getValue(), language),
      }),
      column.accessor('last_at', {
        header: header(t('verifications.labelAnalysis.spoolAnalysis.lastAt')),
        enableSorting: true,
        sortDescFirst: true,
        meta: { width: 150, visibleFrom: 'xl' },
        cell: (info) => formatDateTime(info.getValue(), language),
      }),
    ]);
  }, [t, language, labelId]);

  return (
    <DataTable
      label={t('verifications.labelAnalysis.spoolAnalysis.tableLabel', { spool_id: spoolId })}
      columns={columns}
      data={rows}
      getRowId={(row) => row.label_id}
      sorting={{
        state: [{ id: sort.key, desc: sort.desc }],
        onChange: (next) => {
          const first = next[0];
          if (first) onSort({ key: first.id as SpoolSortKey, desc: first.desc });
        },
      }}
      minWidth={mobileMinWidth || DESKTOP_MIN_WIDTH}
      virtual={{
        ...SPOOL_TABLE,
        // As high as its rows (and a sideways scroll bar) up to 600 px.
        height: Math.min(SPOOL_TABLE.height, SPOOL_TABLE.rowHeight * (rows.length + 1) + 18),
      }}
      testId="spool-table"
      rowTestId="spool-row"
    />
  );
}
