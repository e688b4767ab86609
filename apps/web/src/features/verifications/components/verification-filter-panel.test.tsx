import { businessDate } from '@label-portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { useVerificationFilters } from '../hooks/use-verification-filters';
import { VerificationFilterPanel } from './verification-filter-panel';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function Harness() {
  const { filters, setFilters } = useVerificationFilters();
  const location = useLocation();
  return (
    <>
      <VerificationFilterPanel filters={filters} onFilter={setFilters} />
      <output data-testid="search">{location.search}</output>
    </>
  );
}

function renderPanel(path = '/statistics/authentications') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Harness />
    </MemoryRouter>,
  );
}

const searchOf = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://portal.test');
    if (url.pathname === '/accounts/api/countries/') return json([{ code: 'FR', name: 'France' }]);
    if (url.pathname === '/statistics/api/suppliers/') {
      const ids = url.searchParams.getAll('ids');
      if (ids.length > 0) {
        // The names of the companies a URL chose, by id (a company the viewer may not see: none).
        return json(
          [{ id: 912, name: 'Rhône Filtration', cofor10: '52345E0001' }].filter((c) =>
            ids.includes(String(c.id)),
          ),
        );
      }
      return json([{ id: 7, name: 'ACME', cofor10: '12345A0001' }]);
    }
    return json([]);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('VerificationFilterPanel', () => {
  it('starts at 2018-01-01 to today with every other filter empty, and the URL stays clean', async () => {
    renderPanel();
    expect(screen.getByLabelText('From')).toHaveValue('2018-01-01');
    expect(screen.getByLabelText('To')).toHaveValue(businessDate());
    expect(screen.getByLabelText('Spool id')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'IP based' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'GPS based' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(searchOf().toString()).toBe('');
  });

  it('refuses a start before 2017-01-01 and an end before the start, with the messages on the fields', async () => {
    renderPanel();
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2016-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('Enter a date from 2017-01-01 on.')).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(searchOf().has('date_start')).toBe(false);

    await userEvent.clear(from);
    await userEvent.type(from, '2020-02-01');
    const to = screen.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2020-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('The end date is before the start date.')).toBeInTheDocument();
    expect(searchOf().has('date_end')).toBe(false);
  });

  it('reads the filters from the URL and writes the changed ones back', async () => {
    renderPanel(
      '/statistics/authentications?date_start=2021-03-01&domains=MOPAR&verification_status=3&geolocation=GPS&spool_id=000042',
    );
    expect(screen.getByLabelText('From')).toHaveValue('2021-03-01');
    expect(screen.getByLabelText('Spool id')).toHaveValue('000042');
    expect(screen.getByRole('checkbox', { name: 'GPS based' })).toBeChecked();
    expect(screen.getByText('MOPAR', { selector: '.mantine-Pill-label' })).toBeInTheDocument();
    expect(screen.getByText('Checked too often', { selector: '.mantine-Pill-label' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'IP based' }));
    await userEvent.clear(screen.getByLabelText('Spool id'));
    await userEvent.type(screen.getByLabelText('Spool id'), '000777');
    await userEvent.type(screen.getByLabelText('Object id / Label id'), '#123456');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(searchOf().get('spool_id')).toBe('000777'));
    const params = searchOf();
    expect(params.get('date_start')).toBe('2021-03-01');
    expect(params.getAll('domains')).toEqual(['MOPAR']);
    expect(params.getAll('verification_status')).toEqual(['3']);
    expect(params.getAll('geolocation')).toEqual(['GPS', 'IP']);
    expect(params.get('label_or_object')).toBe('#123456');

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(searchOf().toString()).toBe(''));
    expect(screen.getByLabelText('Spool id')).toHaveValue('');
  });

  it('names the companies of the URL at once by asking the suppliers look-up for their ids', async () => {
    renderPanel('/statistics/authentications?company_ids=912&company_ids=404');
    // 912 is not among the first suppliers the empty search lists: its name comes by id.
    expect(
      await screen.findByText('Rhône Filtration (52345E0001)', { selector: '.mantine-Pill-label' }),
    ).toBeInTheDocument();
    const byIds = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://portal.test'))
      .filter((url) => url.searchParams.has('ids'));
    expect(byIds).toHaveLength(1);
    expect(byIds[0]!.searchParams.getAll('ids').sort()).toEqual(['404', '912']);
    // An id the server does not name (unknown, or out of the viewer's scope) keeps its number.
    expect(screen.getByText('Company #404', { selector: '.mantine-Pill-label' })).toBeInTheDocument();
    expect(screen.queryByText('Company #912', { selector: '.mantine-Pill-label' })).not.toBeInTheDocument();
  });
});
