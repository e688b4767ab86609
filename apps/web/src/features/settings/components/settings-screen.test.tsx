import type { SettingPage } from '@label-portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SettingsScreen } from './settings-screen';

const PAGE: SettingPage = {
  settings: [
    {
      key: 'accounts.password_expiry_days',
      value: 90,
      version: 4,
      group: 'passwords_sessions',
      description: '',
      updated_at: '2025-01-01T00:00:00Z',
    },
    {
      key: 'contact.contact_information',
      value: [{ topic: 'ORDER_PROCESSING', name: 'Orders', phone: '', email: 'orders@provider.example' }],
      version: 2,
      group: 'contact',
      description: '',
      updated_at: '2025-01-01T00:00:00Z',
    },
  ],
  extra_service_fees: { partial_roll: '25.00', print_design: '50.00' },
};

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

/** Answers the page read with PAGE and each PUT with `answer`; returns the PUT bodies sent. */
function serve(answer: () => Response) {
  const sent: unknown[] = [];
  fetchMock.mockImplementation(async (_input, init) => {
    if (init?.method === 'PUT') {
      sent.push(JSON.parse(String(init.body)));
      return answer();
    }
    return json(PAGE);
  });
  return sent;
}

async function expiryField() {
  return screen.findByRole('textbox', { name: /Password expiry \(days\)/ });
}

describe('the settings screen', () => {
  it('refuses a value outside the limits with the schema message, and sends nothing', async () => {
    const sent = serve(() => json({}));
    renderWithProviders(<SettingsScreen />);
    const input = await expiryField();
    fireEvent.change(input, { target: { value: '4000' } });
    fireEvent.click(within(input.closest('form')!).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ensure this value is less than or equal to 3650.')).toBeVisible();
    fireEvent.change(input, { target: { value: '1.5' } });
    fireEvent.click(within(input.closest('form')!).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/whole number/i)).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('sends a whole number with the version read', async () => {
    const sent = serve(() => json({ ...PAGE.settings[0], value: 120, version: 5 }));
    renderWithProviders(<SettingsScreen />);
    const input = await expiryField();
    fireEvent.change(input, { target: { value: '120' } });
    fireEvent.click(within(input.closest('form')!).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ value: 120, version: 4 }]));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an e-mail refused by the schema under its contact field', async () => {
    const sent = serve(() => json({}));
    renderWithProviders(<SettingsScreen />);
    const email = (await screen.findAllByRole('textbox', { name: 'E-mail' }))[1]!;
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.click(within(email.closest('form')!).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid email')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('puts the server’s field message under the field it names', async () => {
    serve(() =>
      json({ code: 'VALIDATION_FAILED', errors: { 'value.0.name': ['Name refused by the server.'] } }, 400),
    );
    renderWithProviders(<SettingsScreen />);
    const name = (await screen.findAllByRole('textbox', { name: 'Name' }))[0]!;
    fireEvent.click(within(name.closest('form')!).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name refused by the server.')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('says clearly when someone else saved the setting first (409)', async () => {
    serve(() =>
      json(
        {
          code: 'CONFLICT',
          errors: {
            type: 'STALE_VERSION',
            detail:
              'Someone else changed this record meanwhile. Reload it to see their change, then make yours again.',
          },
        },
        409,
      ),
    );
    renderWithProviders(<SettingsScreen />);
    const input = await expiryField();
    fireEvent.change(input, { target: { value: '30' } });
    fireEvent.click(within(input.closest('form')!).getByRole('button', { name: 'Save' }));
    const alert = await screen.findByTestId('stale-version');
    expect(alert).toHaveTextContent('Changed by someone else');
    expect(alert).toHaveTextContent('Someone else changed this record meanwhile.');
    expect(within(alert).getByRole('button', { name: 'Load their version' })).toBeVisible();
    // The typed value stays until staff choose to load the saved one.
    expect(input).toHaveValue('30');
  });
});
