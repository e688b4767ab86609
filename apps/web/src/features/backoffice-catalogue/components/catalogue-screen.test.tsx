import type { AdminCatalogue } from '@label-portal/contract';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CatalogueScreen } from './catalogue-screen';

const CATALOGUE: AdminCatalogue = {
  product_groups: [{ pk: 1, name: 'Original Part', sort_index: 1, version: 1 }],
  extra_services: [{ pk: 1, category: 'PRINTING', name: { en: 'Printing' }, fee: '0.00', version: 1 }],
  products: [
    {
      pk: 7,
      product_group: 1,
      customer_reference: 'SL-OP-1001',
      description: { en: 'Security label', fr: 'Étiquette' },
      label_length: '40.00',
      label_width: '20.00',
      labels_per_unit: 10000,
      winding_direction: 'OUT',
      rewind_flag: false,
      note: { en: '' },
      image: '',
      destination: { en: 'Vesoul' },
      product_options: [],
      label_type_code: 'STANDARD',
      overlay_specification: {},
      extra_services: [1],
      unit_price: '0.01850',
      status: 'BLOCKED',
      version: 3,
      print_fields: [],
    },
  ],
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
