import { describe, expect, it } from 'vitest';
import { formErrorOf } from './errors.js';

describe('formErrorOf', () => {
  it('takes the token field first, then detail, then non_field_errors', () => {
    const errors = {
      token: ['This link has expired.'],
      detail: 'Not allowed.',
      non_field_errors: ['Check the form.'],
    };
    expect(formErrorOf({ code: 'VALIDATION_FAILED', errors })).toBe('This link has expired.');
    expect(formErrorOf({ code: 'VALIDATION_FAILED', errors: { ...errors, token: 'Used twice.' } })).toBe(
      'Used twice.',
    );
    const { token: _token, ...withoutToken } = errors;
    expect(formErrorOf({ code: 'VALIDATION_FAILED', errors: withoutToken })).toBe('Not allowed.');
    expect(
      formErrorOf({ code: 'VALIDATION_FAILED', errors: { non_field_errors: ['Check the form.'] } }),
    ).toBe('Check the form.');
  });

  it('answers nothing for field errors only or no reply', () => {
    expect(formErrorOf({ code: 'VALIDATION_FAILED', errors: { email: ['Invalid email'] } })).toBeUndefined();
    expect(formErrorOf(undefined)).toBeUndefined();
  });
});
