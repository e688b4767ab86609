import type { RegistrationPage, RegistrationRow } from '@label-portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { RegistrationsScreen } from './registrations-screen';

function row(id: number, extra: Partial<RegistrationRow> = {}): RegistrationRow {
  return {
    id,
    company_detail_id: `12345A_12345A000${id}`,
    company_name: `Company ${id}`,
    cofor6: '12345A',
    cofor10: `12345A000${id}`,
    street_address: '1 Rue de la Paix',
    postal_code: '75001',
    city: 'Paris',
    country_code: 'FR',
    product_groups: ['Original Part', 'Eurorepar'],
    registration_date: '2026-03-01T10:00:00.000Z',
    registration_contact: '',
    quantity: 12000,
    provisioning_contact: '',
    commercial_contact: '',
    delivery_contact: '',
    invoice_contact: '',
    blocked: '',
    blocked_reasons: [],
    ...extra,
  };
}

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function answerWith(page: RegistrationPage | (() => Response)) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://portal.test');
    if (url.pathname === '/accounts/api/countries/') return json([{ code: 'FR', name: 'France' }]);
    if (url.pathname !== '/statistics/api/registrations/') return json({ code: 'NOT_FOUND' }, 404);
    if (typeof page === 'function') return page();
    // The next keyset page ends the list.
    return json(url.searchParams.has('after') ? { count: null, results: [], next: null } : page);
  });
}

function listUrls(): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://portal.test'))
    .filter((url) => url.pathname === '/statistics/api/registrations/');
}

function renderScreen(path = '/statistics/registrations') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <RegistrationsScreen permissions={['statistics.view_registrationstatistics']} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  vi.unstubAllGlobals();
});

describe('RegistrationsScreen', () => {
  it('says how many registrations matched, word for word in English, singular and plural', async () => {
    answerWith({ count: 1, results: [row(1)], next: null });
    const { unmount } = renderScreen();
    expect(await screen.findByText('1 registration(s) matched your criteria.')).toBeInTheDocument();
    unmount();
    answerWith({ count: 1234, results: [row(1), row(2)], next: 'cursor' });
    renderScreen();
    expect(await screen.findByText('1,234 registration(s) matched your criteria.')).toBeInTheDocument();
  });

  it('says it in French with the singular and the plural, numbers grouped the French way', async () => {
    await act(() => i18n.changeLanguage('fr'));
    answerWith({ count: 1, results: [row(1)], next: null });
    const { unmount } = renderScreen();
    expect(await screen.findByText('1 inscription correspond à vos critères.')).toBeInTheDocument();
    unmount();
    answerWith({ count: 1234, results: [row(1)], next: null });
    renderScreen();
    await waitFor(() =>
      expect(screen.getByTestId('registrations-count')).toHaveTextContent(
        /^1\s234 inscriptions correspondent à vos critères\.$/u,
      ),
    );
  });

  it('sends the URL filters and sort to the server and shows the empty message when none match', async () => {
    answerWith({ count: 0, results: [], next: null });
    renderScreen(
      '/statistics/registrations?country=FR&city=Par&blocked_reason=ANY&sort=quantity&direction=desc',
    );
    expect(await screen.findByText('No registration matches your criteria.')).toBeInTheDocument();
    expect(screen.getByText('0 registration(s) matched your criteria.')).toBeInTheDocument();
    const url = listUrls()[0]!;
    expect(Object.fromEntries(url.searchParams)).toEqual({
      country: 'FR',
      city: 'Par',
      blocked_reason: 'ANY',
      sort: 'quantity',
      direction: 'desc',
    });
    expect(screen.getByRole('columnheader', { name: /Ordered quantity/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('asks the server for another sort from the headers', async () => {
    answerWith({ count: 1, results: [row(1)], next: null });
    renderScreen();
    await screen.findByText('Company 1');
    expect(screen.getByRole('columnheader', { name: /Company name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(screen.getByRole('button', { name: 'COFOR10' }));
    await waitFor(() => expect(listUrls().at(-1)?.searchParams.get('sort')).toBe('cofor10'));
    expect(listUrls().at(-1)?.searchParams.get('direction')).toBe('asc');
  });

  it('checks the dates before asking, and shows the server’s field messages on their fields', async () => {
    answerWith({ count: 1, results: [row(1)], next: null });
    renderScreen();
    await screen.findByText('Company 1');
    await userEvent.type(screen.getByLabelText('Registered from'), '2016-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('Enter a date from 2017-01-01 on.')).toBeInTheDocument();
    expect(listUrls()).toHaveLength(1);

    answerWith(() =>
      json({ code: 'VALIDATION_FAILED', errors: { city: ['The city is refused by the server.'] } }, 400),
    );
    await userEvent.clear(screen.getByLabelText('Registered from'));
    await userEvent.type(screen.getByLabelText('City'), 'Lyon');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(
      await screen.findAllByText('The city is refused by the server.', undefined, { timeout: 5000 }),
    ).not.toHaveLength(0);
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('The city is refused by the server.');
  });

  it('marks a blocked company with its reasons, shown on keyboard focus as on hover', async () => {
    answerWith({
      count: 2,
      results: [row(1, { blocked_reasons: ['UNPAID_BILLS', 'INACTIVITY'] }), row(2)],
      next: null,
    });
    renderScreen();
    const [blockedRow, openRow] = await screen.findAllByTestId('registration-row');
    expect(within(openRow!).queryByTestId('blocked-marker')).not.toBeInTheDocument();
    const marker = within(blockedRow!).getByRole('img', {
      name: 'Blocked: Company blocked due to unpaid bills. Company blocked due to inactivity.',
    });
    await userEvent.tab();
    marker.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Company blocked due to unpaid bills.Company blocked due to inactivity.',
    );
  });

  it('opens the company detail from the eye button, a button named after the company', async () => {
    answerWith({ count: 1, results: [row(1)], next: null });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Company detail of Company 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Company 1' });
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) =>
          String(input).includes('/statistics/api/company_detail/12345A_12345A0001'),
        ),
      ).toBe(true),
    );
    expect(within(dialog).getByRole('link', { name: 'Open as a page' })).toHaveAttribute(
      'href',
      '/statistics/company_detail/12345A_12345A0001',
    );
  });
});
