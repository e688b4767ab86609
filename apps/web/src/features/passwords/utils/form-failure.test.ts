import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { interpretFormFailure } from './form-failure';

const FIELDS = ['new_password', 'account_id'] as const;

describe('interpretFormFailure', () => {
  it('takes the first text per field and the form-level text', () => {
    const error = new ApiError(400, {
      code: 'VALIDATION_FAILED',
      errors: {
        new_password: ['Minimal length is 8', 'Provide 1 digit, 1 lower case, 1 special char'],
        detail: 'Invalid confirmation code.',
        other: ['ignored'],
      },
    });
    expect(interpretFormFailure(error, FIELDS)).toEqual({
      formError: { text: 'Invalid confirmation code.' },
      fallbackKey: undefined,
      fieldErrors: { new_password: { text: 'Minimal length is 8' } },
    });
  });

  it('falls back to a network or internal text when the server said nothing', () => {
    expect(interpretFormFailure(new ApiError(0, undefined), FIELDS).fallbackKey).toBe('auth.networkError');
    expect(interpretFormFailure(new ApiError(500, undefined), FIELDS).fallbackKey).toBe('errors.internal');
    expect(interpretFormFailure(new Error('boom'), FIELDS).fallbackKey).toBe('errors.internal');
  });
});
