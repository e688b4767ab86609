import type { MantineBreakpoint } from '@mantine/core';
import {
  type ColumnDef,
  createColumnHelper,
  metaHelper,
  type RowData,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';
import type { CSSProperties } from 'react';

/** How a column's header and cells are laid out (`meta` of a column definition). */
export type DataTableColumnMeta = {
  /** Numbers and money are right-aligned. */
  align?: 'left' | 'right';
  /** `width` of the column (with `layout="fixed"` or the virtual mode it is what the column gets). */
  width?: CSSProperties['width'];
  /** The column never narrower than this (a subject staff read), the table scrolls sideways instead. */
  minWidth?: CSSProperties['minWidth'];
  /** Long words (e-mails, ids) break anywhere rather than widen the table. */
  wrap?: 'anywhere' | 'nowrap';
  /** Hidden below this breakpoint (a secondary column on a narrow screen). */
  visibleFrom?: MantineBreakpoint;
};

/**
 * The TanStack Table features every data table has: sorting (only ever by the server: `manualSorting`)
 * and the column meta above. Row models stay the core one: the server filters, sorts and pages.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

type DataTableFeatures = typeof dataTableFeatures;

/** A column of a data table of rows of type `TRow`. */
// biome-ignore lint/suspicious/noExplicitAny: a column list mixes columns of several value types
export type DataTableColumn<TRow extends RowData> = ColumnDef<DataTableFeatures, TRow, any>;

/**
 * The typed column helper for rows of type `TRow`:
 * `const column = dataTableColumns<Mail>(); const columns = column.columns([column.accessor('recipient', {...})])`.
 * Make the columns once (module scope or useMemo): a new array each render recomputes the table.
 */
export function dataTableColumns<TRow extends RowData>() {
  return createColumnHelper<DataTableFeatures, TRow>();
}
