import type { StatisticsCompanyDetail } from '@label-portal/contract';
import { Notifications, notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { CompanyDetailPage } from './company-detail-page';

const QUOTA_RIGHTS = ['orders.change_quota', 'orders.add_quota', 'orders.delete_quota'];
const ANALYST = ['statistics.view_registrationstatistics', 'orders.view_order'];
const STAFF = [...ANALYST, ...QUOTA_RIGHTS];

function company(cofor10: string, extra: Partial<StatisticsCompanyDetail> = {}): StatisticsCompanyDetail {
  return {
    id: 3,
    name: "Atelier Vosgien d'Étiquetage SARL",
    cofor6: '',
    cofor10,
    users: [
      { pk: 1, first_name: 'Margaux', last_name: 'Colin', email: 'pending@demo.example', phone: '0601' },
    ],
    contacts: [
      { pk: 1, category: 'COMMERCIAL', name: 'Ana Commerce', email: 'ana@x.example', phone: '1' },
      { pk: 2, category: 'TS_INVOICE', name: 'Ivo Invoice', email: 'ivo@x.example', phone: '2' },
    ],
    addresses: [
      {
        pk: 1,
        category: 'BILLING',
        primary: true,
        street_address: '8 Rue de la Filature',
        postal_code: '88100',
        city: 'Saint-Dié-des-Vosges',
        country: 'France',
        country_code: 'FR',
      },
    ],
    destination: 'Vesoul (FR)',
    duns: '123456789',
    reference: { UV_UC_RELATION: 'UV-42', other: 'x' },
    uv_uc_relation: 'UV-42',
    blocked: 'UNPAID_BILLS',
    blocked_reasons: ['UNPAID_BILLS'],
    part_numbers: ['9812345680', '9812345681'],
    product_group_rights: [
      { id: 1, product_group: 'Original Part', can_order: true },
      { id: 2, product_group: 'Accessories', can_order: false },
      { id: 3, product_group: 'Eurorepar', can_order: true },
    ],
    can_edit_product_group_rights: false,
    quotas: [
      { product_group_id: 1, group: 'Original Part', contracts: 120000, orders: 20000, quota: 100000 },
    ],
    licensing_events: [
      {
        id: 7,
        created_at: '2026-10-30T10:00:00.000Z',
        type: 'CANCEL_WITHDRAWAL',
        product_group: 'Original Part',
        amount: 2500,
      },
    ],
    ...extra,
  };
}

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function calls(method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(input), 'http://portal.test').pathname === path,
  );
}

function renderPage(id: string, permissions: string[]) {
  return renderWithProviders(
    <MemoryRouter>
      <Notifications />
      <CompanyDetailPage companyId={id} permissions={permissions} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  // The notices live in one store for the whole run.
  act(() => notifications.clean());
  await act(() => i18n.changeLanguage('en'));
  vi.unstubAllGlobals();
});

describe('CompanyDetail', () => {
  it('shows the company: codes, reference, blocked reasons, contacts and addresses by category, quotas and events', async () => {
    fetchMock.mockResolvedValue(json(company('T000000003')));
    renderPage('_T000000003', ANALYST);
    const detail = await screen.findByTestId('company-detail');
    expect(
      screen.getByRole('heading', { level: 1, name: "Atelier Vosgien d'Étiquetage SARL" }),
    ).toBeVisible();
    expect(within(detail).getByText('Company blocked due to unpaid bills.')).toBeInTheDocument();
    expect(within(detail).getByText('UV-42')).toBeInTheDocument();
    expect(within(detail).getByText('9812345680, 9812345681')).toBeInTheDocument();
    expect(within(detail).getByRole('region', { name: 'Commercial' })).toHaveTextContent('Ana Commerce');
    expect(within(detail).getByRole('region', { name: 'Invoice' })).toHaveTextContent('Ivo Invoice');
    expect(within(detail).getByRole('region', { name: 'Billing' })).toHaveTextContent('Primary');
    const quotas = within(detail).getByRole('table', { name: 'Quotas' });
    expect(within(quotas).getAllByRole('row')[1]).toHaveTextContent('Original Part120,00020,000100,000');
    const events = within(detail).getByRole('table', { name: 'Licensing events' });
    expect(within(events).getAllByRole('row')[1]).toHaveTextContent('Cancelled order (given back)');
    expect(within(events).getAllByRole('row')[1]).toHaveTextContent('2,500');
  });

  it('translates the event types and groups numbers the French way', async () => {
    await act(() => i18n.changeLanguage('fr'));
    fetchMock.mockResolvedValue(json(company('T000000003')));
    renderPage('_T000000003', ANALYST);
    const events = await screen.findByRole('table', { name: 'Mouvements de licence' });
    expect(within(events).getAllByRole('row')[1]).toHaveTextContent(/Commande annulée \(restitution\)/);
    expect(within(events).getAllByRole('row')[1]).toHaveTextContent(/2\s500/u);
    expect(screen.getByText('Entreprise bloquée pour factures impayées.')).toBeInTheDocument();
  });

  it('shows the rights read-only, with check and cross icons named in words, without the three quota rights', async () => {
    fetchMock.mockResolvedValue(json(company('T000000003')));
    renderPage('_T000000003', [...ANALYST, 'orders.change_quota', 'orders.add_quota']);
    const rights = await screen.findByTestId('rights-read-only');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save product groups' })).not.toBeInTheDocument();
    expect(
      within(rights)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Original Part: may order', 'Accessories: may not order', 'Eurorepar: may order']);
  });

  it('shows the rights read-only for a company whose account does not start with T, even to staff', async () => {
    fetchMock.mockResolvedValue(json(company('12345A0001', { cofor6: '12345A' })));
    renderPage('12345A_12345A0001', STAFF);
    await screen.findByTestId('rights-read-only');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('lets a holder of the three quota rights tick the groups of a T company, sends the ticked ids and says it worked', async () => {
    const saved = company('T000000003', {
      product_group_rights: [
        { id: 1, product_group: 'Original Part', can_order: true },
        { id: 2, product_group: 'Accessories', can_order: true },
        { id: 3, product_group: 'Eurorepar', can_order: true },
      ],
    });
    fetchMock.mockImplementation(async (_input, init) =>
      json(
        init?.method === 'PUT'
          ? saved
          : calls('PUT', '/orders/api/quota_update/').length > 0
            ? saved
            : company('T000000003'),
      ),
    );
    renderPage('_T000000003', STAFF);
    const accessories = await screen.findByRole('checkbox', { name: 'Accessories' });
    expect(accessories).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Original Part' })).toBeChecked();
    await userEvent.click(accessories);
    await userEvent.click(screen.getByRole('button', { name: 'Save product groups' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Product groups update');
    expect(notice).toHaveTextContent('Product groups updated successfully.');
    const [put] = calls('PUT', '/orders/api/quota_update/');
    expect(JSON.parse(String(put![1]!.body))).toEqual({
      cofor6: '',
      cofor10: 'T000000003',
      product_groups: [1, 3, 2],
    });
    // The detail is read again after the save.
    await waitFor(() => expect(calls('GET', '/statistics/api/company_detail/_T000000003').length).toBe(2));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Accessories' })).toBeChecked());
  });

  it('says the update failed when the server refuses it', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'PUT'
        ? json({ code: 'FORBIDDEN', errors: { detail: 'Not allowed.' } }, 403)
        : json(company('T000000003')),
    );
    renderPage('_T000000003', STAFF);
    await userEvent.click(await screen.findByRole('button', { name: 'Save product groups' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Product groups update');
    expect(notice).toHaveTextContent('Product groups update failed.');
  });

  it('says clearly that no company has an unknown id', async () => {
    fetchMock.mockResolvedValue(json({ code: 'NOT_FOUND', errors: { detail: 'Not found.' } }, 404));
    renderPage('_T999999999', ANALYST);
    expect(await screen.findByTestId('company-detail-error')).toHaveTextContent(
      'No company has the id _T999999999.',
    );
  });
});
