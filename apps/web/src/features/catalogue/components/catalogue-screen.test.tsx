import type { AdminCatalogue } from '@label-portal/contract';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CatalogueScreen } from './catalogue-screen';
import { CATALOGUE as TEST_CATALOGUE } from './test-catalogue';

/** The shared test catalogue with its one product blocked and without print fields. */
const CATALOGUE: AdminCatalogue = {
  ...TEST_CATALOGUE,
  products: TEST_CATALOGUE.products.map((product) => ({ ...product, status: 'BLOCKED', print_fields: [] })),
};

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify(CATALOGUE), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
});

describe('the catalogue screen', () => {
  it('lists the products with their group, exact price and status', async () => {
    renderWithProviders(
      <MemoryRouter initialEntries={['/backoffice/catalogue']}>
        <CatalogueScreen />
      </MemoryRouter>,
    );
    expect(await screen.findByText('SL-OP-1001')).toBeVisible();
    expect(screen.getByText('0.01850')).toBeVisible();
    expect(screen.getByText('Blocked')).toBeVisible();
  });
});
