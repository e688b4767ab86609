import {
  ADDRESS_CATEGORIES,
  ADDRESS_STATES,
  CONTACT_CATEGORIES,
  type CompanyDetail,
  LICENSING_EVENT_TYPES,
  USER_STATES,
} from '@label-portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CompanyScreen } from './company-screen';

const COMPANY: CompanyDetail = {
  id: 7,
  kind: 'SUPPLIER',
  name: 'Forges du Nord',
  cofor6: '12345A',
  cofor10: '12345A0001',
  company_group: 'EXTERNAL_SUPPLIERS',
  version: 3,
  is_t_account: false,
  is_restricted: false,
  registered_at: '2025-01-01T00:00:00Z',
  transport_restriction: 'NONE',
  handling_included: false,
  blocked_for_ordering: false,
  blocked_completely: false,
  blocked_reasons: [],
  non_activated_orders: 0,
  max_non_activated_orders: 2,
  product_groups: [
    {
      id: 1,
      name: 'Brand A',
      can_order: true,
      is_quota_category: true,
      quota_requested: true,
      balance: 1234567,
    },
  ],
  licensing_events: [
    {
      id: 1,
      product_group_id: 1,
      type: 'CONTRACT',
      amount: 1250000,
      reference: 'C-1',
      order_id: null,
      created_at: '2025-03-04T10:00:00Z',
    },
    {
      id: 2,
      product_group_id: 1,
      type: 'CANCEL_WITHDRAWAL',
      amount: 15000,
      reference: '',
      order_id: 42,
      created_at: '2025-03-05T10:00:00Z',
    },
  ],
  users: [
    {
      id: 1,
      email: 'jane@forges.example',
      first_name: 'Jane',
      last_name: 'Doe',
      state: 'CS_APPROVAL_REQUESTED',
      is_active: false,
    },
  ],
  addresses: [
    {
      id: 1,
      category: 'BILLING',
      state: 'CLIENT_APPROVAL_REQUESTED',
      company_name: 'Forges du Nord',
      street_address: '1 rue des Forges',
      postal_code: '59000',
      city: 'Lille',
      country_code: 'FR',
    },
  ],
  contacts: [{ id: 1, category: 'TS_INVOICE', name: 'Paul', phone: '+33 1', email: 'paul@forges.example' }],
};

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify(COMPANY), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

function renderCompany(canChange = false) {
  renderWithProviders(
    <MemoryRouter>
      <CompanyScreen id={7} canChange={canChange} />
    </MemoryRouter>,
  );
}

function section(name: RegExp) {
  return within(screen.getByRole('region', { name }));
}

describe('the company detail screen', () => {
  it('shows labels, not codes, and numbers in the English format', async () => {
    renderCompany();
    await screen.findByRole('heading', { name: 'Forges du Nord', level: 1 });
    expect(section(/^Users$/).getByText('Waiting for activation')).toBeTruthy();
    const addresses = section(/^Addresses$/);
    expect(addresses.getByText('Billing')).toBeTruthy();
    expect(addresses.getByText('Waiting for the car-maker')).toBeTruthy();
    expect(section(/^Contacts$/).getByText('Invoice')).toBeTruthy();
    const events = section(/^Quota events$/);
    expect(events.getByText('Contract')).toBeTruthy();
    expect(events.getByText('Cancelled order (given back)')).toBeTruthy();
    expect(events.getByText('1,250,000')).toBeTruthy();
    expect(events.getByText('15,000')).toBeTruthy();
    expect(events.getByText('Mar 4, 2025')).toBeTruthy();
    expect(screen.getByText('1,234,567')).toBeTruthy();
    expect(screen.queryByText(/CS_APPROVAL_REQUESTED|BILLING|TS_INVOICE|CANCEL_WITHDRAWAL/)).toBeNull();
  });

  it('shows the French labels and the French number format', async () => {
    await i18n.changeLanguage('fr');
    renderCompany();
    await screen.findByRole('heading', { name: 'Forges du Nord', level: 1 });
    expect(section(/^Utilisateurs$/).getByText('En attente d’activation')).toBeTruthy();
    const addresses = section(/^Adresses$/);
    expect(addresses.getByText('Facturation')).toBeTruthy();
    expect(addresses.getByText('En attente du constructeur')).toBeTruthy();
    expect(section(/^Contacts$/).getByText('Facturation')).toBeTruthy();
    expect(screen.getByText('Contrat')).toBeTruthy();
    expect(screen.getByText('Commande annulée (restitution)')).toBeTruthy();
    // French groups digits with a (narrow) no-break space (read as a space here), not a comma.
    expect(screen.getByText(/^1 250 000$/)).toBeTruthy();
    expect(screen.getByText(/^1 234 567$/)).toBeTruthy();
    expect(screen.getByText('4 mars 2025')).toBeTruthy();
  });

  it('counts the non-activated shipped orders in the singular and the plural, in both languages', async () => {
    const answerWith = (count: number) =>
      fetchMock.mockImplementation(
        async () =>
          new Response(JSON.stringify({ ...COMPANY, non_activated_orders: count }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      );
    answerWith(1);
    const first = renderWithProviders(
      <MemoryRouter>
        <CompanyScreen id={7} canChange={false} />
      </MemoryRouter>,
    );
    expect(await screen.findByText(/^1 shipped order with non-activated labels/)).toBeTruthy();
    first.unmount();
    answerWith(2);
    await i18n.changeLanguage('fr');
    renderCompany();
    expect(await screen.findByText(/^2 commandes expédiées aux étiquettes non activées/)).toBeTruthy();
  });

  it('counts one non-activated shipped order in the French singular', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ ...COMPANY, non_activated_orders: 1 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    await i18n.changeLanguage('fr');
    renderCompany();
    expect(await screen.findByText(/^1 commande expédiée aux étiquettes non activées/)).toBeTruthy();
  });

  it('has an English and a French label for every value of the contract enums it shows', () => {
    const enums: [string, readonly string[]][] = [
      ['userState', USER_STATES],
      ['addressCategory', ADDRESS_CATEGORIES],
      ['addressState', ADDRESS_STATES],
      ['contactCategory', CONTACT_CATEGORIES],
      ['licensingEventType', LICENSING_EVENT_TYPES],
    ];
    for (const language of ['en', 'fr']) {
      for (const [key, values] of enums) {
        const labels = i18n.getResource(language, 'translation', `enums.${key}`) as Record<string, string>;
        expect(Object.keys(labels).sort(), `${language} ${key}`).toEqual([...values].sort());
      }
    }
  });

  it('the contract form names what is wrong with the amount: a minus, a fraction, letters', async () => {
    const user = userEvent.setup();
    renderCompany(true);
    const form = within(await screen.findByRole('form', { name: 'Add a contract' }));
    const amount = form.getByLabelText('Labels');
    const cases: [string, string][] = [
      ['-5', 'Ensure this value is greater than or equal to 1.'],
      ['0', 'Ensure this value is greater than or equal to 1.'],
      ['2.5', 'Enter a whole number using the digits 0 to 9 only.'],
      ['12,5', 'Enter a whole number using the digits 0 to 9 only.'],
      ['abc', 'Enter a whole number using the digits 0 to 9 only.'],
      ['100000001', 'Ensure this value is less than or equal to 100000000.'],
      ['', 'Required'],
    ];
    for (const [typed, message] of cases) {
      await user.clear(amount);
      if (typed) await user.type(amount, typed);
      await user.click(form.getByRole('button', { name: 'Add the contract' }));
      await vi.waitFor(() => expect(amount, typed).toHaveAccessibleDescription(message));
    }
    await user.clear(amount);
    await user.type(amount, '100000000');
    await user.click(form.getByRole('button', { name: 'Add the contract' }));
    await vi.waitFor(() => expect(amount).not.toHaveAccessibleDescription());
  });
});
