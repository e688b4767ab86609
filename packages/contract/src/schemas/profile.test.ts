import { describe, expect, it } from 'vitest';
import { MESSAGE } from '../messages.js';
import { phoneSchema } from './primitives.js';
import {
  ownAddressBodySchema,
  passwordChangeBodySchema,
  userStateBodySchema,
  userUpdateBodySchema,
} from './profile.js';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('phoneSchema', () => {
  it('refuses 7 digits and accepts 8', () => {
    expect(messagesOf(phoneSchema.safeParse('1234567'))).toEqual([['', MESSAGE.phoneMinDigits]]);
    expect(phoneSchema.parse('12345678')).toBe('12345678');
  });

  it('keeps only digits and + . ( ) space hyphen, counting digits', () => {
    expect(phoneSchema.parse('+33 (0)1-23.45 67x89')).toBe('+33 (0)1-23.45 6789');
    expect(messagesOf(phoneSchema.safeParse('+33 (1) 23-45'))).toEqual([['', MESSAGE.phoneMinDigits]]);
    expect(messagesOf(phoneSchema.safeParse(''))).toEqual([['', MESSAGE.required]]);
  });
});

describe('userUpdateBodySchema', () => {
  it('takes the phone only', () => {
    expect(userUpdateBodySchema.parse({ phone: '0123456789' })).toEqual({ phone: '0123456789' });
  });

  it('refuses every other field on that field', () => {
    const result = userUpdateBodySchema.safeParse({ phone: '0123456789', email: 'a@b.c', first_name: 'X' });
    expect(messagesOf(result)).toEqual([
      ['email', MESSAGE.readOnlyField],
      ['first_name', MESSAGE.readOnlyField],
    ]);
  });
});

describe('userStateBodySchema', () => {
  it('needs at least one user', () => {
    expect(messagesOf(userStateBodySchema.safeParse({ users: [] }))).toEqual([
      ['users', MESSAGE.selectAtLeastOneUser],
    ]);
    expect(userStateBodySchema.parse({ users: [3, 4] })).toEqual({ users: [3, 4] });
  });
});

describe('ownAddressBodySchema', () => {
  const address = { street_address: '1 Rue', postal_code: '75001', city: 'Paris', country_code: 'fr' };

  it('needs a company name for a distribution address only', () => {
    expect(messagesOf(ownAddressBodySchema.safeParse({ ...address, category: 'DISTRIBUTION' }))).toEqual([
      ['company_name', MESSAGE.required],
    ]);
    expect(ownAddressBodySchema.parse({ ...address, category: 'DELIVERY' }).country_code).toBe('FR');
  });

  it('refuses the billing category, missing fields and more than 100 characters', () => {
    const result = ownAddressBodySchema.safeParse({
      category: 'BILLING',
      street_address: '',
      postal_code: '1'.repeat(101),
      city: 'Paris',
      country_code: 'F',
    });
    expect(messagesOf(result)).toEqual([
      ['category', MESSAGE.invalid],
      ['street_address', MESSAGE.required],
      ['postal_code', MESSAGE.maxLength],
      ['country_code', MESSAGE.invalid],
    ]);
  });
});

describe('passwordChangeBodySchema', () => {
  it('needs the rule and the same password twice', () => {
    const base = {
      old_password: 'Old-pass-1',
      new_password: 'New-pass-2',
      new_password_repeated: 'New-pass-2',
    };
    expect(passwordChangeBodySchema.safeParse(base).success).toBe(true);
    expect(messagesOf(passwordChangeBodySchema.safeParse({ ...base, new_password_repeated: 'x' }))).toEqual([
      ['new_password_repeated', MESSAGE.passwordsDoNotMatch],
    ]);
    expect(
      messagesOf(
        passwordChangeBodySchema.safeParse({ ...base, new_password: '', new_password_repeated: '' }),
      ),
    ).toEqual([
      ['new_password', MESSAGE.newPasswordRequired],
      ['new_password_repeated', MESSAGE.required],
    ]);
  });
});
