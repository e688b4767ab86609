import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ExpiredPasswordNotice } from './expired-password-notice';

const REQUESTED =
  'If a matching account was found, an e-mail with a link to set a new password has been sent.';

afterEach(() => vi.unstubAllGlobals());

describe('ExpiredPasswordNotice', () => {
  it('asks for the link once as it opens (rendered under StrictMode), without a notice', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ detail: REQUESTED }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <StrictMode>
        <MemoryRouter>
          <ExpiredPasswordNotice email="expired@demo.example" accountId="12345A0001" />
        </MemoryRouter>
      </StrictMode>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(REQUESTED);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/accounts/api/reset_password/');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'expired@demo.example',
      account_id: '12345A0001',
      suppress_notification: true,
    });
  });
});
