import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { interpretLoginFailure } from './login-failure';

describe('interpretLoginFailure', () => {
  it('sends an expired password to the reset-expired-password route', () => {
    const error = new ApiError(400, {
      code: 'PASSWORD_EXPIRED',
      errors: { type: 'PASSWORD_EXPIRED', email: 'a.b@example.com', account_id: '1234567890', detail: 'x' },
    });
    expect(interpretLoginFailure(error)).toEqual({
      kind: 'passwordExpired',
      path: '/accounts/reset_expired_password/a.b%40example.com/1234567890',
    });
  });

  it('shows the detail of a failed login as form error', () => {
    const error = new ApiError(400, { code: 'LOGIN_FAILED', errors: { detail: 'Unable to log in.' } });
    expect(interpretLoginFailure(error)).toEqual({
      kind: 'form',
      formError: { text: 'Unable to log in.' },
      fallbackKey: undefined,
      fieldErrors: {},
    });
  });

  it('attaches per-field server errors to the fields', () => {
    const error = new ApiError(400, {
      code: 'VALIDATION_FAILED',
      errors: { username: ['Required'], password: 'Too long' },
    });
    const failure = interpretLoginFailure(error);
    expect(failure).toMatchObject({
      kind: 'form',
      formError: undefined,
      fieldErrors: { username: { text: 'Required' }, password: { text: 'Too long' } },
    });
  });

  it('shows the detail of a 429', () => {
    const error = new ApiError(429, { code: 'TOO_MANY_REQUESTS', errors: { detail: 'Slow down.' } });
    expect(interpretLoginFailure(error)).toMatchObject({ kind: 'form', formError: { text: 'Slow down.' } });
  });

  it('falls back to a translated text when the server said nothing usable', () => {
    expect(interpretLoginFailure(new ApiError(0, undefined))).toMatchObject({
      fallbackKey: 'auth.networkError',
    });
    expect(interpretLoginFailure(new ApiError(500, undefined))).toMatchObject({
      fallbackKey: 'errors.internal',
    });
    expect(interpretLoginFailure(new Error('boom'))).toMatchObject({ fallbackKey: 'errors.internal' });
  });
});
