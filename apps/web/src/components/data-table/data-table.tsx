import { Center, Group, Loader, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import {
  type Cell,
  type Header,
  type OnChangeFn,
  type Row,
  type RowData,
  type SortingState,
  useTable,
} from '@tanstack/react-table';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import {
  type CSSProperties,
  Fragment,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useRef,
} from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../loading-status';
import { type DataTableColumn, type DataTableColumnMeta, dataTableFeatures } from './columns';
import classes from './data-table.module.css';

/** What a keyset-paged list offers (TanStack Query's infinite query fits as it is). */
export type PagedRows = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/** Server-side sorting: the sort the rows came in, and what to ask the server for on a header press. */
export type DataTableSorting = {
  state: SortingState;
  onChange: (next: SortingState) => void;
};

/**
 * The virtual mode: a scroll box of a fixed `height` where only the rows in sight are in the page,
 * every row (and the header) `rowHeight` px high on one line; when the user scrolls within
 * `fetchAheadRows` of the last row loaded, the next keyset page is asked for.
 */
export type DataTableVirtual = {
  height: number;
  rowHeight: number;
  /** Defaults to `rowHeight`. */
  headerHeight?: number;
  pages?: PagedRows;
  /** How close to the end (in rows) the next page is fetched; 10 by default. */
  fetchAheadRows?: number;
};

type DataTableProps<TRow extends RowData> = {
  /** The table's accessible name (and its scroll box's). */
  label: string;
  columns: DataTableColumn<TRow>[];
  /** Keep it stable (useMemo over the query's pages): a new array recomputes every row. */
  data: TRow[];
  getRowId: (row: TRow) => string;
  /** The first page is on its way: the header and a loader in place of the rows. */
  isLoading?: boolean;
  loadingLabel?: string;
  /** Shown in place of the rows when there are none (and nothing is loading). */
  empty?: ReactNode;
  sorting?: DataTableSorting;
  /** A row click, or Enter/Space on a focused row, activates it (rows become tab stops; the arrows move between them). */
  onRowActivate?: (row: TRow) => void;
  /** A full-width line under a row (an opened comparison); not in the virtual mode. */
  rowDetail?: (row: TRow) => { id: string; content: ReactNode } | null;
  /** Below this width the table scrolls sideways inside its box. */
  minWidth?: CSSProperties['minWidth'];
  /** The box in which the header sticks while the rows scroll (not in the virtual mode). */
  maxHeight?: CSSProperties['maxHeight'];
  virtual?: DataTableVirtual;
  striped?: boolean;
  highlightOnHover?: boolean;
  layout?: 'auto' | 'fixed';
  testId?: string;
  rowTestId?: string;
};

/** A box high enough for about ten rows, never taller than the window below the shell's header. */
const DEFAULT_MAX_HEIGHT = 'max(24rem, calc(100dvh - 12rem))';

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="checkbox"]';

const noSortingChange: OnChangeFn<SortingState> = () => {};

function cellStyle(meta: DataTableColumnMeta | undefined): CSSProperties | undefined {
  if (!meta) return undefined;
  return {
    textAlign: meta.align,
    width: meta.width,
    minWidth: meta.minWidth,
    overflowWrap: meta.wrap === 'anywhere' ? 'anywhere' : undefined,
    whiteSpace: meta.wrap === 'nowrap' ? 'nowrap' : undefined,
  };
}

function ariaSortOf(sorted: false | 'asc' | 'desc'): 'ascending' | 'descending' | 'none' {
  if (sorted === 'asc') return 'ascending';
  if (sorted === 'desc') return 'descending';
  return 'none';
}

/** The next (or previous) activatable row: the arrow keys move between rows (spacers skipped). */
function siblingRow(row: HTMLTableRowElement, isDown: boolean): HTMLTableRowElement | null {
  let sibling = isDown ? row.nextElementSibling : row.previousElementSibling;
  while (sibling && !(sibling instanceof HTMLTableRowElement && sibling.tabIndex === 0)) {
    sibling = isDown ? sibling.nextElementSibling : sibling.previousElementSibling;
  }
  return sibling;
}

/** Activation by a row click, unless the click was on a link or button of the row (it does its own). */
function activationHandlers<TRow extends RowData>(
  row: TRow,
  onRowActivate: ((row: TRow) => void) | undefined,
) {
  if (!onRowActivate) return {};
  return {
    tabIndex: 0,
    className: classes.activatable,
    onClick: (event: MouseEvent<HTMLTableRowElement>) => {
      const target = event.target as HTMLElement;
      if (target !== event.currentTarget && target.closest(INTERACTIVE)) return;
      onRowActivate(row);
    },
    onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
      if (event.target !== event.currentTarget) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onRowActivate(row);
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        const next = siblingRow(event.currentTarget, event.key === 'ArrowDown');
        if (!next) return;
        event.preventDefault();
        next.focus();
      }
    },
  };
}

/**
 * The portal's data table: TanStack Table's model rendered as Mantine's Table. Typed columns, a
 * header that sticks inside its scroll box, a loading and an empty state, optional server-side
 * sorting (header buttons with aria-sort), optional row activation, sideways scrolling below
 * `minWidth`, and a virtual mode for long keyset-paged lists (decision 167).
 */
export function DataTable<TRow extends RowData>(props: DataTableProps<TRow>) {
  const { t } = useTranslation();
  const { columns, data, getRowId, sorting, virtual } = props;
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId: (row) => getRowId(row),
    manualSorting: true,
    enableSorting: sorting !== undefined,
    enableMultiSort: false,
    enableSortingRemoval: false,
    state: { sorting: sorting?.state ?? [] },
    onSortingChange: sorting
      ? (updater) => sorting.onChange(typeof updater === 'function' ? updater(sorting.state) : updater)
      : noSortingChange,
  });
  const rows = table.getRowModel().rows;
  const headers = table.getHeaderGroups().flatMap((group) => group.headers);
  const columnCount = headers.length;

  const renderHeader = (header: Header<typeof dataTableFeatures, TRow>, height?: number) => {
    const meta = header.column.columnDef.meta;
    const canSort = sorting !== undefined && header.column.columnDef.enableSorting === true;
    const sorted = header.column.getIsSorted();
    const content = header.isPlaceholder ? null : <table.FlexRender header={header} />;
    return (
      <Table.Th
        key={header.id}
        visibleFrom={meta?.visibleFrom}
        style={{ ...cellStyle(meta), height }}
        aria-sort={canSort ? ariaSortOf(sorted) : undefined}
      >
        {canSort ? (
          <UnstyledButton
            className={classes.sortButton}
            onClick={() => header.column.toggleSorting(undefined, false)}
            data-align={meta?.align}
          >
            <span className={virtual ? classes.clampedTitle : undefined}>{content}</span>
            {sorted === 'asc' ? (
              <IconArrowUp size={14} aria-hidden="true" />
            ) : sorted === 'desc' ? (
              <IconArrowDown size={14} aria-hidden="true" />
            ) : (
              <IconArrowsSort size={14} aria-hidden="true" className={classes.unsorted} />
            )}
          </UnstyledButton>
        ) : virtual ? (
          // The fixed-height header of the virtual mode: two lines before an ellipsis, as sortable titles.
          <span className={classes.clampedTitle}>{content}</span>
        ) : (
          content
        )}
      </Table.Th>
    );
  };

  const renderCell = (cell: Cell<typeof dataTableFeatures, TRow>) => {
    const meta = cell.column.columnDef.meta;
    return (
      <Table.Td key={cell.id} visibleFrom={meta?.visibleFrom} style={cellStyle(meta)}>
        <table.FlexRender cell={cell} />
      </Table.Td>
    );
  };

  const stateRow = (content: ReactNode) => (
    <Table.Tr>
      <Table.Td colSpan={columnCount} className={classes.stateCell}>
        {content}
      </Table.Td>
    </Table.Tr>
  );
  const placeholder = props.isLoading
    ? stateRow(
        <Center>
          <LoadingStatus size="sm" label={props.loadingLabel ?? t('app.loading')} />
        </Center>,
      )
    : rows.length === 0
      ? stateRow(props.empty)
      : null;

  const tableProps = {
    'aria-label': props.label,
    'aria-busy': props.isLoading || undefined,
    'data-testid': props.testId,
    striped: props.striped ?? true,
    highlightOnHover: props.highlightOnHover ?? true,
    stickyHeader: true,
    layout: virtual ? ('fixed' as const) : props.layout,
    miw: props.minWidth,
  };

  if (virtual) {
    return (
      <VirtualRows
        rows={rows}
        virtual={virtual}
        label={props.label}
        renderBody={(items, paddingTop, paddingBottom) => (
          <Table
            {...tableProps}
            striped={false}
            aria-rowcount={virtual.pages?.hasNextPage ? -1 : rows.length + 1}
            className={classes.virtualTable}
            style={
              {
                '--data-table-row-height': `${virtual.rowHeight}px`,
                '--data-table-header-height': `${virtual.headerHeight ?? virtual.rowHeight}px`,
              } as CSSProperties
            }
          >
            <Table.Thead>
              <Table.Tr aria-rowindex={1}>
                {headers.map((header) => renderHeader(header, virtual.headerHeight ?? virtual.rowHeight))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {placeholder}
              {paddingTop > 0 ? <Spacer height={paddingTop} columnCount={columnCount} /> : null}
              {items.map((index) => {
                const row = rows[index]!;
                const activation = activationHandlers(row.original, props.onRowActivate);
                return (
                  <Table.Tr
                    key={row.id}
                    aria-rowindex={index + 2}
                    data-testid={props.rowTestId}
                    data-odd={props.striped !== false && index % 2 === 0 ? true : undefined}
                    {...activation}
                    // The fixed height and one-line cells stay on an activatable row too.
                    className={[classes.virtualRow, activation.className].filter(Boolean).join(' ')}
                  >
                    {row.getAllCells().map(renderCell)}
                  </Table.Tr>
                );
              })}
              {paddingBottom > 0 ? <Spacer height={paddingBottom} columnCount={columnCount} /> : null}
              {virtual.pages?.isFetchingNextPage
                ? stateRow(
                    <Group gap="xs" justify="center" role="status">
                      <Loader size="xs" aria-hidden="true" />
                      <Text size="sm">{t('dataTable.loadingMore')}</Text>
                    </Group>,
                  )
                : null}
            </Table.Tbody>
          </Table>
        )}
      />
    );
  }

  return (
    <section
      className={classes.scrollBox}
      style={{ maxHeight: props.maxHeight ?? DEFAULT_MAX_HEIGHT }}
      aria-label={props.label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by keyboard to scroll it
      tabIndex={0}
    >
      <Table {...tableProps}>
        <Table.Thead>
          <Table.Tr>{headers.map((header) => renderHeader(header))}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {placeholder}
          {props.isLoading
            ? null
            : rows.map((row) => {
                const detail = props.rowDetail?.(row.original) ?? null;
                return (
                  <Fragment key={row.id}>
                    <Table.Tr
                      data-testid={props.rowTestId}
                      {...activationHandlers(row.original, props.onRowActivate)}
                    >
                      {row.getAllCells().map(renderCell)}
                    </Table.Tr>
                    {detail ? (
                      <Table.Tr id={detail.id}>
                        <Table.Td colSpan={columnCount}>{detail.content}</Table.Td>
                      </Table.Tr>
                    ) : null}
                  </Fragment>
                );
              })}
        </Table.Tbody>
      </Table>
    </section>
  );
}

function Spacer({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty row holding the place of the rows out of sight, never focused
    <tr aria-hidden="true" className={classes.spacer}>
      <td colSpan={columnCount} style={{ height }} />
    </tr>
  );
}

/**
 * The scroll box of the virtual mode and its virtualizer: which rows are in sight, the space above
 * and below them, and the next page asked for when the last rows come near.
 */
function VirtualRows<TRow extends RowData>({
  rows,
  virtual,
  label,
  renderBody,
}: {
  rows: Row<typeof dataTableFeatures, TRow>[];
  virtual: DataTableVirtual;
  label: string;
  renderBody: (items: number[], paddingTop: number, paddingBottom: number) => ReactNode;
}) {
  const scrollRef = useRef<HTMLElement>(null);
  const headerHeight = virtual.headerHeight ?? virtual.rowHeight;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => virtual.rowHeight,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 6,
    // The rows start under the sticky header.
    paddingStart: headerHeight,
    // The box's height is fixed: it is the viewport, whatever the layout engine reports.
    initialRect: { width: 0, height: virtual.height },
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) => callback({ width: rect.width, height: virtual.height })),
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  const paddingTop = first ? first.start - headerHeight : 0;
  const paddingBottom = last ? virtualizer.getTotalSize() - last.end : 0;
  const lastIndex = last?.index ?? -1;
  const pages = virtual.pages;
  const fetchAhead = virtual.fetchAheadRows ?? 10;
  const isNearEnd = rows.length > 0 && lastIndex >= rows.length - 1 - fetchAhead;
  const canFetch = pages?.hasNextPage === true && !pages.isFetchingNextPage;
  // One request per length of the list: a render before the query says it is fetching asks no more.
  const requestedAt = useRef(-1);

  useEffect(() => {
    if (!isNearEnd || !canFetch || requestedAt.current === rows.length) return;
    requestedAt.current = rows.length;
    void pages?.fetchNextPage();
  }, [isNearEnd, canFetch, pages, rows.length]);

  return (
    <section
      ref={scrollRef}
      className={classes.scrollBox}
      style={{ height: virtual.height }}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by keyboard to scroll it
      tabIndex={0}
      data-virtual
    >
      {renderBody(
        items.map((item) => item.index),
        paddingTop,
        paddingBottom,
      )}
    </section>
  );
}
