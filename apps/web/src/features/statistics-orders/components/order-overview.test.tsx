import type { Order, OrderOverviewCount, OrderOverviewPage, OrderOverviewRow } from '@label-portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { OrderOverview } from './order-overview';

const PAGE_PATH = '/statistics/api/order_overview/';
const COUNT_PATH = '/statistics/api/order_overview/count/';

function row(pk: number, overrides: Partial<OrderOverviewRow> = {}): OrderOverviewRow {
  return {
    order_pk: pk,
    order_id: `2026-${pk}`,
    order_date: '2026-03-05T23:30:00.000Z',
    company_name: `Supplier ${pk}`,
    cofor6: 'A12345',
    cofor10: `A12345000${pk}`,
    city: 'Lyon',
    country_code: 'FR',
    product_group: 'MOPAR, Original Part',
    description: 'Label A / Label B',
    quantity: 1500,
    state: 'SHIPPED',
    state_display: 'Shipped',
    ...overrides,
  };
}

const address = {
  pk: 1,
  company_name: 'Supplier 7',
  street_address: '1 rue de la Paix',
  address_details: '',
  postal_code: '69001',
  city: 'Lyon',
  country_code: 'FR',
  country: 'France',
};
const detail: Order = {
  pk: 7,
  order_id: '2026-7',
  customer_order_no: 'PO-77',
  desired_delivery_date: null,
  date_created: '2026-03-05T10:00:00.000Z',
  state: 'SHIPPED',
  state_display: 'Shipped',
  label_count: 1500,
  labels_total: '150.00',
  handling_costs: '10.00',
  handling_sub_costs_operator: '2.00',
  delivery_costs: '5.00',
  total: '165.00',
  transport_by_customer: false,
  delivery_address: address,
  billing_address: address,
  user: { email: 'buyer@supplier.example' },
  is_cancellable: false,
  is_repeatable: false,
  order_positions: [],
};

const fetchMock = vi.fn<typeof fetch>();
type Replies = {
  pages?: (url: URL) => { status?: number; body: unknown };
  count?: OrderOverviewCount | { status: number; body: unknown };
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function answer(replies: Replies) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://portal.test');
    if (url.pathname === COUNT_PATH) {
      const count = replies.count ?? { count: 2, is_exact: true };
      return 'status' in count ? json(count.body, count.status) : json(count);
    }
    if (url.pathname === PAGE_PATH) {
      const reply = replies.pages?.(url) ?? {
        body: { results: [row(7), row(8)], next_cursor: null } satisfies OrderOverviewPage,
      };
      return json(reply.body, reply.status);
    }
    if (url.pathname === '/orders/api/orders/7') return json(detail);
    return json({ errors: { detail: 'Not found.' } }, 404);
  });
}

function pageUrls(): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://portal.test'))
    .filter((url) => url.pathname === PAGE_PATH);
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderAt(search = '') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[`/statistics/order_overview${search}`]}>
      <Routes>
        <Route
          path="/statistics/order_overview"
          element={
            <>
              <OrderOverview />
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const locationSearch = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OrderOverview', () => {
  it('shows the rows with the spec’s columns, the exact count and the heading', async () => {
    answer({});
    renderAt();
    expect(await screen.findByRole('heading', { name: 'SUPPLIERS ORDERS' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('order-overview-row');
    expect(rows).toHaveLength(2);
    const table = screen.getByRole('table', { name: 'Supplier orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Order ID',
      'Order date',
      'Company name',
      'COFOR6',
      'COFOR10',
      'City',
      'Country',
      'Product group',
      'Description',
      'Number of labels',
      'State',
    ]);
    // 23:30 UTC on 5 March is 6 March in Paris: the day the date filter counts it on.
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '2026-7',
      'Mar 6, 2026',
      'Supplier 7',
      'A12345',
      'A123450007',
      'Lyon',
      'FR',
      'MOPAR, Original Part',
      'Label A / Label B',
      '1,500',
      'Shipped',
    ]);
    expect(await screen.findByText('2 orders')).toBeInTheDocument();
    expect(pageUrls()[0]!.searchParams.get('sort')).toBe('order_date');
    expect(pageUrls()[0]!.searchParams.get('direction')).toBe('desc');
  });

  it('says "1 order" for one, "about N orders" for the planner’s estimate', async () => {
    answer({ count: { count: 1, is_exact: true } });
    const { unmount } = renderAt();
    await waitFor(() => expect(screen.getByTestId('order-overview-count')).toHaveTextContent(/^1 order$/));
    unmount();
    answer({ count: { count: 123_456, is_exact: false } });
    renderAt();
    expect(await screen.findByText('about 123,456 orders')).toBeInTheDocument();
  });

  it('says so when no order matches', async () => {
    answer({
      pages: () => ({ body: { results: [], next_cursor: null } }),
      count: { count: 0, is_exact: true },
    });
    renderAt('?state=CANCELLED');
    expect(await screen.findByText('No orders match your criteria.')).toBeInTheDocument();
    expect(await screen.findByText('0 orders')).toBeInTheDocument();
  });

  it('reads the filters and the sort from the URL and sends them to the API', async () => {
    answer({});
    renderAt('?state=SHIPPED&company=acme&date_from=2024-01-01&sort=city&direction=asc');
    await screen.findAllByTestId('order-overview-row');
    const url = pageUrls()[0]!;
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      state: 'SHIPPED',
      company: 'acme',
      date_from: '2024-01-01',
      sort: 'city',
      direction: 'asc',
    });
    expect(screen.getByLabelText('State')).toHaveValue('SHIPPED');
    expect(screen.getByLabelText('Company or COFOR')).toHaveValue('acme');
    expect(screen.getByRole('columnheader', { name: /City/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('writes the applied filters and a header’s sort into the URL', async () => {
    answer({});
    renderAt();
    await screen.findAllByTestId('order-overview-row');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'SHIPPED');
    await userEvent.type(screen.getByLabelText('Country'), 'de');
    await userEvent.selectOptions(screen.getByLabelText('Domain'), 'MOPAR');
    await userEvent.type(screen.getByLabelText('Order ID'), '2026-{Enter}');
    await waitFor(
      () =>
        expect(Object.fromEntries(locationSearch())).toEqual({
          state: 'SHIPPED',
          country: 'DE',
          domain: 'MOPAR',
          order_id: '2026-',
        }),
      { timeout: 5000 },
    );
    await waitFor(() => expect(pageUrls().at(-1)!.searchParams.get('country')).toBe('DE'));
    await userEvent.click(screen.getByRole('button', { name: /Number of labels/ }));
    await waitFor(() => expect(locationSearch().get('sort')).toBe('quantity'));
    expect(locationSearch().get('state')).toBe('SHIPPED');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(locationSearch().toString()).toBe('sort=quantity&direction=desc'));
  });

  it('refuses a filter the contract refuses before asking, and shows the server’s 400 on its field', async () => {
    answer({
      pages: (url) =>
        url.searchParams.get('date_from') === '2016-01-01'
          ? { status: 400, body: { errors: { date_from: ['Enter a date from 2017-01-01 on.'] } } }
          : { body: { results: [row(7)], next_cursor: null } },
      count: { status: 400, body: { errors: { date_from: ['Enter a date from 2017-01-01 on.'] } } },
    });
    renderAt('?date_from=2016-01-01');
    expect(await screen.findByText('Enter a date from 2017-01-01 on.')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('Country'), 'F1{Enter}');
    expect(await screen.findByText('Invalid value')).toBeInTheDocument();
    expect(locationSearch().get('country')).toBeNull();
  });

  it('stops each text filter at the contract’s length', async () => {
    answer({});
    renderAt();
    await screen.findAllByTestId('order-overview-row');
    const typed = 'x'.repeat(120);
    for (const [label, length] of [
      ['Company or COFOR', 100],
      ['Order ID', 40],
    ] as const) {
      const field = screen.getByLabelText(label);
      await userEvent.click(field);
      await userEvent.paste(typed);
      expect(field).toHaveValue('x'.repeat(length));
    }
    await userEvent.type(screen.getByLabelText('Country'), 'FRA');
    expect(screen.getByLabelText('Country')).toHaveValue('FR');
  });

  it('shows the state as a whole badge, not cut text', async () => {
    answer({
      pages: () => ({
        body: {
          results: [row(7, { state: 'CANCEL_REQUESTED', state_display: 'Cancellation requested' })],
          next_cursor: null,
        },
      }),
    });
    renderAt();
    const [first] = await screen.findAllByTestId('order-overview-row');
    const state = within(first!).getByText('Cancellation requested');
    expect(state.closest('.mantine-Badge-root')).not.toBeNull();
    expect(state.closest('td')).toHaveStyle({ minWidth: '215px' });
  });

  it('opens the order details modal by a click or Enter on a row, and Escape closes it', async () => {
    answer({});
    renderAt();
    const [first] = await screen.findAllByTestId('order-overview-row');
    await userEvent.click(within(first!).getByText('Supplier 7'));
    const dialog = await screen.findByRole('dialog', { name: 'Order 2026-7' });
    expect(await within(dialog).findByText('buyer@supplier.example')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    first!.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Order 2026-7' })).toBeInTheDocument();
  });

  it('fetches the next keyset page with the cursor when the end of the list comes near', async () => {
    answer({
      pages: (url) =>
        url.searchParams.get('cursor') === 'next-1'
          ? { body: { results: [row(3)], next_cursor: null } }
          : { body: { results: [row(7), row(8)], next_cursor: 'next-1' } },
      count: { count: 3, is_exact: true },
    });
    renderAt();
    await waitFor(() => expect(screen.getAllByTestId('order-overview-row')).toHaveLength(3));
    expect(pageUrls().map((url) => url.searchParams.get('cursor'))).toEqual([null, 'next-1']);
  });

  it('shows Unauthorized Access when the calls answer 403', async () => {
    const forbidden = { errors: { detail: "You don't have sufficient rights to access this Content." } };
    answer({ pages: () => ({ status: 403, body: forbidden }), count: { status: 403, body: forbidden } });
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Unauthorized Access' })).toBeInTheDocument();
  });
});
