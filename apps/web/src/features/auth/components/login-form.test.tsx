import { loginBodySchema, maxLengthOf } from '@label-portal/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { login } from '../api/login';
import { LoginForm } from './login-form';

vi.mock('../api/login', () => ({ login: vi.fn() }));

/** The server's refusal of a wrong password, in English, with its key (X-Message-Keys: 1). */
const LOGIN_REFUSED = new ApiError(400, {
  code: 'LOGIN_FAILED',
  errors: { detail: 'Unable to log in with the provided credentials.' },
  message_keys: { detail: { key: 'errors.loginFailed' } },
});

function renderLogin() {
  return renderWithProviders(
    <MemoryRouter>
      <LoginForm />
    </MemoryRouter>,
  );
}

async function fillLogin(username: string) {
  fireEvent.change(screen.getByLabelText('E-mail/username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Account ID'), { target: { value: '12345A0001' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(async () => {
  vi.mocked(login).mockReset();
  await act(() => i18n.changeLanguage('en'));
});

describe('the login form (decisions 316, 317)', () => {
  it("shows the server's refusal in the language of the moment, after a switch too", async () => {
    vi.mocked(login).mockRejectedValue(LOGIN_REFUSED);
    renderLogin();
    await fillLogin('someone@example.com');
    expect(await screen.findByText('Unable to log in with the provided credentials.')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('fr'));
    expect(
      await screen.findByText('Impossible de se connecter avec les identifiants fournis.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Unable to log in with the provided credentials.')).not.toBeInTheDocument();
  });

  it("takes the username's limit from the contract: N characters are sent, N+1 refused with the message", async () => {
    const max = maxLengthOf(loginBodySchema.shape.username);
    expect(max).toBe(254);
    renderLogin();
    expect(screen.getByLabelText('E-mail/username')).toHaveAttribute('maxLength', String(max));
    vi.mocked(login).mockRejectedValue(LOGIN_REFUSED);
    await fillLogin('a'.repeat(max));
    expect(await screen.findByText('Unable to log in with the provided credentials.')).toBeInTheDocument();
    expect(vi.mocked(login)).toHaveBeenCalledTimes(1);
    // Pasted past the input's limit (fireEvent ignores maxLength): the contract's rule refuses it.
    await fillLogin('a'.repeat(max + 1));
    expect(
      await screen.findByText(`Ensure this field has no more than ${max} characters.`),
    ).toBeInTheDocument();
    expect(vi.mocked(login)).toHaveBeenCalledTimes(1);
  });
});
