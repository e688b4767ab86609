import type { AuditEntry } from '@label-portal/contract';
import { screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AuditLog } from './audit-log';

const BASE: AuditEntry = {
  id: 1,
  at: '2026-11-20T10:00:00.000Z',
  actor_kind: 'user',
  actor: 'staff.member.with.a.long.name@provider-services.example',
  actor_user_id: 4,
  entity_type: 'product',
  entity_id: '2',
  action: 'product.update',
  company_id: null,
  company_account_id: null,
  company_name: null,
  before: { customer_reference: 'SL-OP-1000' },
  after: { customer_reference: 'SL-OP-1001', unit_price: '0.10000' },
};
const ENTRIES: AuditEntry[] = [
  BASE,
  {
    ...BASE,
    id: 2,
    entity_type: 'address',
    entity_id: '50',
    action: 'address.delete',
    before: { street_address: '12 Rue des Forges', postal_code: '59000', city: 'Lille', country_code: 'FR' },
    after: null,
  },
  {
    ...BASE,
    id: 3,
    entity_type: 'setting',
    entity_id: 'orders.small_order_fee',
    action: 'setting.update',
    before: { value: '50.00' },
    after: { value: '60.00' },
  },
  { ...BASE, id: 4, entity_type: 'order', entity_id: '77', action: 'order.ship', before: null, after: null },
];

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ next_before: null, results: ENTRIES }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

function renderLog() {
  renderWithProviders(
    <MemoryRouter>
      <AuditLog />
    </MemoryRouter>,
  );
}

describe('the audit log', () => {
  it('names a product by its reference, an address by its text and a setting by its label', async () => {
    renderLog();
    expect(await screen.findByText('Product SL-OP-1001')).toBeInTheDocument();
    expect(screen.getByText('Address 12 Rue des Forges, 59000 Lille')).toBeInTheDocument();
    expect(screen.getByText('Setting Small-order fee (€)')).toBeInTheDocument();
    // A record whose entry has no words for it keeps its type and id.
    expect(screen.getByText('Order 77')).toBeInTheDocument();
    expect(screen.queryByText(/^Product 2$|^Address 50$|orders\.small_order_fee/)).toBeNull();
  });

  it('names them in French too', async () => {
    await i18n.changeLanguage('fr');
    renderLog();
    expect(await screen.findByText('Produit SL-OP-1001')).toBeInTheDocument();
    expect(screen.getByText(/^Paramètre Frais de petite commande/)).toBeInTheDocument();
  });

  it('lets an e-mail wrap only before its @, never inside a word', async () => {
    renderLog();
    await screen.findByText('Product SL-OP-1001');
    const table = screen.getByRole('table');
    const cells = within(table).getAllByText((_, element) =>
      element?.tagName === 'TD' ? (element.textContent ?? '').startsWith(BASE.actor) : false,
    );
    for (const cell of cells) {
      expect(cell.style.overflowWrap).not.toBe('anywhere');
      expect(cell.innerHTML).toContain('staff.member.with.a.long.name<wbr>@provider-services.example');
    }
    expect(cells).toHaveLength(ENTRIES.length);
  });
});
