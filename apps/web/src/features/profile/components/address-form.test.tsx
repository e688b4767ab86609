import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AddressForm } from './address-form';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () =>
      new Response(
        JSON.stringify([
          { code: 'DE', name: 'Germany' },
          { code: 'FR', name: 'France' },
        ]),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
  );
  vi.stubGlobal('fetch', fetchMock);
});

describe('the address form', () => {
  it('keeps the chosen country when the user picks it again', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(
      <AddressForm
        initial={{
          category: 'DISTRIBUTION',
          company_name: 'Forges du Nord',
          street_address: '1 rue du Port',
          address_details: '',
          postal_code: '59000',
          city: 'Lille',
          country_code: 'FR',
        }}
        submitLabel="Save"
        onSubmit={onSubmit}
      />,
    );
    const country = screen.getByRole('combobox', { name: /Country/ });
    await vi.waitFor(() => expect(country).toHaveValue('France'));
    await user.click(country);
    await user.click(await screen.findByRole('option', { name: 'France', hidden: true }));
    expect(country).toHaveValue('France');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ country_code: 'FR' })),
    );
  });
});
