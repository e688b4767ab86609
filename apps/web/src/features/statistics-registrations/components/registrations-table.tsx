import { businessDate, type RegistrationRow, type RegistrationSort } from '@label-portal/contract';
import { ActionIcon, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dataTableColumns } from '../../../components/data-table/columns';
import { DataTable, type PagedRows } from '../../../components/data-table/data-table';
import { useLanguage } from '../../../hooks/use-language';
import { useTableMinWidth } from '../../../hooks/use-table-min-width';
import { formatDay } from '../../../lib/format-date';
import type { RegistrationSorting } from '../utils/registration-filters';
import { BlockedMarker } from './blocked-marker';
import classes from './registrations-table.module.css';

/** The table's size in the specification (statistics.md sections 2 and 9). */
export const REGISTRATIONS_TABLE = { height: 600, rowHeight: 48 } as const;
const COLUMN_COUNT = 10;
/** Wider than 768 px the columns keep at least this width together; the box scrolls sideways below it. */
const DESKTOP_MIN_WIDTH = 1200;

interface RegistrationsTableProps {
  rows: RegistrationRow[];
  pages: PagedRows;
  isLoading: boolean;
  sorting: RegistrationSorting;
  onSort: (next: RegistrationSorting) => void;
  onOpenCompany: (row: RegistrationRow) => void;
}

/**
 * The registrations: a virtual table 600 px high with rows of 48 px, sorted by the server, fed by
 * keyset pages as the user scrolls (decision 167); the eye opens the company detail.
 */
export function RegistrationsTable({
  rows,
  pages,
  isLoading,
  sorting,
  onSort,
  onOpenCompany,
}: RegistrationsTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const mobileMinWidth = useTableMinWidth(COLUMN_COUNT);
  const columns = useMemo(() => {
    const column = dataTableColumns<RegistrationRow>();
    const number = new Intl.NumberFormat(language);
    return column.columns([
      column.display({
        id: 'detail',
        header: () => <span className={classes.header}>{t('statisticsRegistrations.columns.detail')}</span>,
        meta: { width: 72 },
        cell: ({ row: { original } }) => (
          <ActionIcon
            variant="subtle"
            aria-label={t('statisticsRegistrations.openDetail', { name: original.company_name })}
            onClick={() => onOpenCompany(original)}
            data-testid="open-company"
          >
            <IconEye size={20} aria-hidden />
          </ActionIcon>
        ),
      }),
      column.display({
        id: 'blocked',
        header: () => <span className={classes.header}>{t('statisticsRegistrations.columns.blocked')}</span>,
        meta: { width: 88 },
        cell: ({ row: { original } }) => <BlockedMarker reasons={original.blocked_reasons} />,
      }),
      column.accessor('company_name', {
        header: () => (
          <span className={classes.header}>{t('statisticsRegistrations.columns.companyName')}</span>
        ),
        enableSorting: true,
        meta: { minWidth: 160 },
        cell: (info) => <span title={info.getValue()}>{info.getValue()}</span>,
      }),
      column.accessor('cofor6', {
        header: () => <span className={classes.header}>{t('statisticsRegistrations.columns.cofor6')}</span>,
        enableSorting: true,
        meta: { width: 104 },
      }),
      column.accessor('cofor10', {
        header: () => <span className={classes.header}>{t('statisticsRegistrations.columns.cofor10')}</span>,
        enableSorting: true,
        meta: { width: 116 },
      }),
      column.accessor('city', {
        header: () => <span className={classes.header}>{t('statisticsRegistrations.columns.city')}</span>,
        enableSorting: true,
        meta: { width: 120 },
        cell: (info) => <span title={info.getValue()}>{info.getValue()}</span>,
      }),
      column.accessor('country_code', {
        header: () => <span className={classes.header}>{t('statisticsRegistrations.columns.country')}</span>,
        enableSorting: true,
        meta: { width: 108 },
      }),
      column.accessor((row) => row.product_groups.join(', '), {
        id: 'product_groups',
        header: () => <span className={classes.header}>{t('statisticsRegistrations.columns.domain')}</span>,
        enableSorting: true,
        meta: { width: 150 },
        cell: (info) => <span title={info.getValue()}>{info.getValue()}</span>,
      }),
      column.accessor('registration_date', {
        header: () => (
          <span className={classes.header}>{t('statisticsRegistrations.columns.registrationDate')}</span>
        ),
        enableSorting: true,
        sortDescFirst: true,
        meta: { width: 140 },
        cell: (info) => formatDay(businessDate(new Date(info.getValue())), language),
      }),
      column.accessor('quantity', {
        header: () => <span className={classes.header}>{t('statisticsRegistrations.columns.quantity')}</span>,
        enableSorting: true,
        sortDescFirst: true,
        meta: { width: 136, align: 'right' },
        cell: (info) => number.format(info.getValue()),
      }),
    ]);
  }, [t, language, onOpenCompany]);

  return (
    <DataTable
      label={t('statisticsRegistrations.tableLabel')}
      columns={columns}
      data={rows}
      getRowId={(row) => String(row.id)}
      isLoading={isLoading}
      loadingLabel={t('statisticsRegistrations.loading')}
      empty={<Text>{t('statisticsRegistrations.none')}</Text>}
      sorting={{
        state: [{ id: sorting.sort, desc: sorting.direction === 'desc' }],
        onChange: (next) => {
          const first = next[0];
          if (first) onSort({ sort: first.id as RegistrationSort, direction: first.desc ? 'desc' : 'asc' });
        },
      }}
      minWidth={mobileMinWidth || DESKTOP_MIN_WIDTH}
      virtual={{ ...REGISTRATIONS_TABLE, pages }}
      testId="registrations-table"
      rowTestId="registration-row"
    />
  );
}
