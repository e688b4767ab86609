import type { SupplierProductCursor, VerificationReplyOf } from '@label-portal/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SUPPLIER_TABLE_PAGE } from '../api/verification-statistics';
import { productRowsOf, SupplierAnalysisScreen } from './supplier-analysis-screen';

// The map has tests of its own; here it would only load Leaflet for nothing.
vi.mock('./verification-map-panel', () => ({
  VerificationMapPanel: () => null,
  prefetchVerificationMap: () => {},
  preloadVerificationMap: () => {},
}));

type Reply = VerificationReplyOf<'by_company_by_product'>;
type Body = { aggregation: string; sort_status?: number; limit?: number; after?: SupplierProductCursor };

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** Pair n (0-based) of the whole table: checked too often n descending from `total`. */
function pageOf(from: number, size: number, total: number): Reply {
  const data: Reply['data'] = [];
  for (let n = from; n < Math.min(total, from + size); n += 1) {
    // Two suppliers taking turns: the answer groups a page's pairs by supplier.
    const supplierId = n % 2 === 0 ? 1 : 2;
    let entry = data.find((item) => item.supplier.id === supplierId);
    if (!entry) {
      entry = {
        supplier: {
          id: supplierId,
          name: supplierId === 1 ? 'Alpha' : 'Beta',
          cofor10: `1234${supplierId}A0001`,
          country_code: 'FR',
          city: 'Lyon',
        },
        products: [],
      };
      data.push(entry);
    }
    entry.products.push({
      product: { id: 1000 + n, domain: 'MOPAR', reference: `REF-${n}` },
      authentications: [
        { status: 3, count: total - n },
        { status: 99, count: 5 },
      ],
    });
  }
  const last = Math.min(total, from + size) - 1;
  return {
    aggregation: 'by_company_by_product',
    data,
    next:
      from + size < total
        ? {
            sorted: total - last,
            total: total - last + 5,
            company_id: last % 2 === 0 ? 1 : 2,
            product_id: 1000 + last,
          }
        : null,
  };
}

const TOTAL = 250;
const tableBodies = () =>
  fetchMock.mock.calls
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Body)
    .filter((body) => body.aggregation === 'by_company_by_product');

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    if (url.pathname === '/statistics/api/verifications/') {
      const body = JSON.parse(String(init?.body)) as Body;
      if (body.aggregation === 'hit_count') return json({ aggregation: 'hit_count', data: 1234 });
      if (body.aggregation === 'by_company_by_product') {
        const from = body.after ? TOTAL - body.after.sorted + 1 : 0;
        return json(pageOf(from, body.limit ?? 100, TOTAL));
      }
    }
    return json([]);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderScreen(path = '/statistics/supplier_analysis') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <SupplierAnalysisScreen />
    </MemoryRouter>,
  );
}

describe('productRowsOf', () => {
  it("puts a page's rows back in the server's order (sorted status, total, company, product)", () => {
    const rows = productRowsOf(pageOf(0, 5, 10), 3);
    expect(rows.map((row) => row.reference)).toEqual(['REF-0', 'REF-1', 'REF-2', 'REF-3', 'REF-4']);
    expect(rows[1]).toMatchObject({
      supplierId: 2,
      supplier: 'Beta',
      cofor10: '12342A0001',
      counts: { 3: 9, 99: 5 },
    });
  });
});

describe('SupplierAnalysisScreen', () => {
  it('loads the table page by page as the user scrolls, sorted by Checked too often by the server', async () => {
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Authentications per supplier and product' });
    await waitFor(() => expect(screen.getAllByTestId('supplier-product-row').length).toBeGreaterThan(5));
    expect(within(table).getByRole('columnheader', { name: 'Checked too often' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // Only the rows in sight are in the page, in the server's order across suppliers.
    const rows = screen.getAllByTestId('supplier-product-row');
    expect(rows.length).toBeLessThan(30);
    expect(rows[0]).toHaveTextContent('Alpha');
    expect(rows[0]).toHaveTextContent('REF-0');
    expect(rows[1]).toHaveTextContent('Beta');
    expect(rows[1]).toHaveTextContent('REF-1');
    expect(tableBodies()).toEqual([
      expect.objectContaining({ sort_status: 3, limit: SUPPLIER_TABLE_PAGE, date_start: '2018-01-01' }),
    ]);
    expect(tableBodies()[0]).not.toHaveProperty('after');

    // Near the end of the first 100 rows: the next page, after the last row of the first.
    const box = screen.getByRole('region', { name: 'Authentications per supplier and product' });
    await act(async () => {
      box.scrollTop = 100 * 48 + 48 - 600 - 5 * 48;
      fireEvent.scroll(box);
    });
    await waitFor(() => expect(tableBodies()).toHaveLength(2));
    expect(tableBodies()[1]!.after).toEqual({ sorted: 151, total: 156, company_id: 2, product_id: 1099 });
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Authentications per supplier and product' })).toHaveAttribute(
        'aria-rowcount',
        '-1',
      ),
    );
    await act(async () => {
      box.scrollTop = 200 * 48 + 48 - 600 - 5 * 48;
      fireEvent.scroll(box);
    });
    await waitFor(() => expect(tableBodies()).toHaveLength(3));
    // The last page: the table knows its length.
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Authentications per supplier and product' })).toHaveAttribute(
        'aria-rowcount',
        String(TOTAL + 1),
      ),
    );
  }, 60_000);

  it('asks the server for another status, from the first page, when its header is pressed', async () => {
    renderScreen();
    const header = await screen.findByRole('button', { name: 'Imitated Code' });
    await userEvent.click(header);
    await waitFor(() => expect(tableBodies().at(-1)).toMatchObject({ sort_status: 4 }));
    expect(tableBodies().at(-1)).not.toHaveProperty('after');
    expect(screen.getByRole('columnheader', { name: 'Imitated Code' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  }, 30_000);
});
