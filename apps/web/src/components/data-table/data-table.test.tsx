import { Anchor } from '@mantine/core';
import type { SortingState } from '@tanstack/react-table';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { dataTableColumns } from './columns';
import { DataTable, type PagedRows } from './data-table';

type Person = { id: number; name: string; age: number };

const column = dataTableColumns<Person>();
const columns = column.columns([
  column.accessor('name', {
    header: 'Name',
    enableSorting: true,
    cell: (info) => <Anchor href={`#person-${info.row.original.id}`}>{info.getValue()}</Anchor>,
  }),
  column.accessor('age', {
    header: 'Age',
    enableSorting: true,
    sortDescFirst: true,
    meta: { align: 'right' },
  }),
  column.display({ id: 'note', header: 'Note', cell: () => 'note' }),
]);

const people = (count: number, from = 0): Person[] =>
  Array.from({ length: count }, (_, index) => ({
    id: from + index,
    name: `Person ${from + index}`,
    age: 20 + ((from + index) % 50),
  }));

const idOf = (person: Person) => String(person.id);

describe('DataTable', () => {
  it('renders the rows under the typed columns, the header in a keyboard-scrollable box', () => {
    renderWithProviders(<DataTable label="People" columns={columns} data={people(2)} getRowId={idOf} />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Age', 'Note']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('link', { name: 'Person 1' })).toHaveAttribute('href', '#person-1');
    expect(screen.getByRole('region', { name: 'People' })).toHaveAttribute('tabindex', '0');
    // Without server sorting no header is a button.
    expect(within(table).queryAllByRole('button')).toHaveLength(0);
  });

  it('shows the empty state in place of the rows, and a loader while the first page loads', () => {
    const { rerender } = renderWithProviders(
      <DataTable
        label="People"
        columns={columns}
        data={[]}
        getRowId={idOf}
        isLoading
        loadingLabel="Loading people"
        empty="Nobody here."
      />,
    );
    expect(screen.getByRole('table', { name: 'People' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading people');
    expect(screen.queryByText('Nobody here.')).not.toBeInTheDocument();
    rerender(<DataTable label="People" columns={columns} data={[]} getRowId={idOf} empty="Nobody here." />);
    expect(screen.getByRole('cell', { name: 'Nobody here.' })).toHaveAttribute('colspan', '3');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'People' })).not.toHaveAttribute('aria-busy');
  });

  it('asks the server for a sort from the header buttons and shows the sort with aria-sort', async () => {
    const onChange = vi.fn<(next: SortingState) => void>();
    function Sorted() {
      const [state, setState] = useState<SortingState>([]);
      return (
        <DataTable
          label="People"
          columns={columns}
          data={people(3)}
          getRowId={idOf}
          sorting={{
            state,
            onChange: (next) => {
              onChange(next);
              setState(next);
            },
          }}
        />
      );
    }
    renderWithProviders(<Sorted />);
    const [name, age, note] = screen.getAllByRole('columnheader');
    expect(name).toHaveAttribute('aria-sort', 'none');
    expect(age).toHaveAttribute('aria-sort', 'none');
    expect(note).not.toHaveAttribute('aria-sort');
    expect(within(note!).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(within(name!).getByRole('button', { name: 'Name' }));
    expect(onChange).toHaveBeenLastCalledWith([{ id: 'name', desc: false }]);
    expect(name).toHaveAttribute('aria-sort', 'ascending');

    // By keyboard: Enter on the focused header button turns the sort around.
    within(name!).getByRole('button', { name: 'Name' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([{ id: 'name', desc: true }]);
    expect(name).toHaveAttribute('aria-sort', 'descending');

    // Another column replaces the sort (one at a time), in its own first direction; Space works too.
    within(age!).getByRole('button', { name: 'Age' }).focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith([{ id: 'age', desc: true }]);
    expect(age).toHaveAttribute('aria-sort', 'descending');
    expect(name).toHaveAttribute('aria-sort', 'none');
  });

  it('activates a row by click, Enter or Space, but not through a link of the row', async () => {
    const onRowActivate = vi.fn<(person: Person) => void>();
    renderWithProviders(
      <DataTable
        label="People"
        columns={columns}
        data={people(2)}
        getRowId={idOf}
        onRowActivate={onRowActivate}
        rowTestId="person-row"
      />,
    );
    const [first, second] = screen.getAllByTestId('person-row');
    await userEvent.click(within(first!).getByText('note'));
    expect(onRowActivate).toHaveBeenLastCalledWith(expect.objectContaining({ id: 0 }));

    // A clicked row takes the focus; Tab goes to its link, then to the next row.
    expect(first).toHaveFocus();
    await userEvent.tab();
    expect(within(first!).getByRole('link')).toHaveFocus();
    await userEvent.tab();
    expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRowActivate).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1 }));
    await userEvent.keyboard(' ');
    expect(onRowActivate).toHaveBeenCalledTimes(3);
    // The arrows move between the rows, and stop at the ends.
    await userEvent.keyboard('{ArrowUp}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();

    within(first!)
      .getByRole('link')
      .addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(within(first!).getByRole('link'));
    within(first!).getByRole('link').focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowActivate).toHaveBeenCalledTimes(3);
  });

  it('shows a line under a row for its detail', () => {
    renderWithProviders(
      <DataTable
        label="People"
        columns={columns}
        data={people(2)}
        getRowId={idOf}
        rowDetail={(person) => (person.id === 1 ? { id: 'detail-1', content: 'Details of 1' } : null)}
      />,
    );
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[3]).toHaveAttribute('id', 'detail-1');
    expect(within(rows[3]!).getByRole('cell')).toHaveAttribute('colspan', '3');
  });

  describe('the virtual mode (760 high, rows and header 48)', () => {
    const VIRTUAL = { height: 760, rowHeight: 48 } as const;

    function pagesOf(hasNextPage: boolean): PagedRows & { fetchNextPage: ReturnType<typeof vi.fn> } {
      return { hasNextPage, isFetchingNextPage: false, fetchNextPage: vi.fn(async () => undefined) };
    }

    it('puts only the rows in sight (and a few more) in the page, with their place in the whole', () => {
      renderWithProviders(
        <DataTable
          label="People"
          columns={columns}
          data={people(500)}
          getRowId={idOf}
          virtual={{ ...VIRTUAL, pages: pagesOf(false) }}
          rowTestId="person-row"
        />,
      );
      const box = screen.getByRole('region', { name: 'People' });
      expect(box).toHaveStyle({ height: '760px' });
      const rows = screen.getAllByTestId('person-row');
      // (760 - 48) / 48 = 14.8 rows in sight, and 6 beyond.
      expect(rows.length).toBeGreaterThanOrEqual(15);
      expect(rows.length).toBeLessThanOrEqual(22);
      expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
      expect(screen.getByRole('table', { name: 'People' })).toHaveAttribute('aria-rowcount', '501');
    });

    it('asks for the next keyset page when the user scrolls near the end, once, and not before', async () => {
      const pages = pagesOf(true);
      const { rerender } = renderWithProviders(
        <DataTable
          label="People"
          columns={columns}
          data={people(50)}
          getRowId={idOf}
          virtual={{ ...VIRTUAL, pages }}
          rowTestId="person-row"
        />,
      );
      const box = screen.getByRole('region', { name: 'People' });
      expect(screen.getByRole('table', { name: 'People' })).toHaveAttribute('aria-rowcount', '-1');
      expect(pages.fetchNextPage).not.toHaveBeenCalled();

      // Halfway: row 25 of 50 at the top, the last in the page about row 45: not yet.
      await act(async () => {
        box.scrollTop = 10 * 48;
        fireEvent.scroll(box);
      });
      expect(pages.fetchNextPage).not.toHaveBeenCalled();

      // Within ten rows of the end.
      await act(async () => {
        box.scrollTop = 50 * 48 + 48 - 760 - 5 * 48;
        fireEvent.scroll(box);
      });
      expect(pages.fetchNextPage).toHaveBeenCalledTimes(1);
      expect(screen.getAllByTestId('person-row').at(-1)).toHaveTextContent('Person 49');

      // Scrolling on while the page comes asks no more; the status row says it is loading.
      rerender(
        <DataTable
          label="People"
          columns={columns}
          data={people(50)}
          getRowId={idOf}
          virtual={{ ...VIRTUAL, pages: { ...pages, isFetchingNextPage: true } }}
          rowTestId="person-row"
        />,
      );
      expect(screen.getByRole('status')).toHaveTextContent('Loading more rows…');
      await act(async () => {
        box.scrollTop = 50 * 48 + 48 - 760;
        fireEvent.scroll(box);
      });
      expect(pages.fetchNextPage).toHaveBeenCalledTimes(1);

      // The page arrived: 100 rows, the user is no longer near the end.
      rerender(
        <DataTable
          label="People"
          columns={columns}
          data={[...people(50), ...people(50, 50)]}
          getRowId={idOf}
          virtual={{ ...VIRTUAL, pages }}
          rowTestId="person-row"
        />,
      );
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(pages.fetchNextPage).toHaveBeenCalledTimes(1);
      await act(async () => {
        box.scrollTop = 100 * 48 + 48 - 760;
        fireEvent.scroll(box);
      });
      expect(pages.fetchNextPage).toHaveBeenCalledTimes(2);
    });

    it('fills a box the first page does not fill by asking for the next at once', () => {
      const pages = pagesOf(true);
      renderWithProviders(
        <DataTable
          label="People"
          columns={columns}
          data={people(5)}
          getRowId={idOf}
          virtual={{ ...VIRTUAL, pages }}
        />,
      );
      expect(pages.fetchNextPage).toHaveBeenCalledTimes(1);
    });

    it('asks nothing while the first page loads, and shows the empty state after it', () => {
      const pages = pagesOf(false);
      const { rerender } = renderWithProviders(
        <DataTable
          label="People"
          columns={columns}
          data={[]}
          getRowId={idOf}
          isLoading
          virtual={{ ...VIRTUAL, pages: { ...pages, hasNextPage: true } }}
          empty="Nobody here."
        />,
      );
      expect(pages.fetchNextPage).not.toHaveBeenCalled();
      expect(screen.getByRole('status')).toHaveTextContent('Loading…');
      rerender(
        <DataTable
          label="People"
          columns={columns}
          data={[]}
          getRowId={idOf}
          virtual={{ ...VIRTUAL, pages }}
          empty="Nobody here."
        />,
      );
      expect(screen.getByText('Nobody here.')).toBeInTheDocument();
    });
  });
});
