import { describe, expect, it } from 'vitest';
import { MESSAGE } from '../messages.js';
import { normalizePhone } from './primitives.js';
import {
  companyCodeIssues,
  type RegistrationBody,
  type RegistrationContext,
  registrationBodySchema,
  registrationFormSchema,
} from './registration.js';

const FIRST_USER: RegistrationContext = { isKnownCompany: false, isAdditionalUser: false };
const contact = (category: RegistrationBody['contacts'][number]['category']) => ({
  category,
  name: 'Ada',
  phone: '+33 1 23 45 67',
  email: 'ada@test.example',
});
const address = (category: 'BILLING' | 'DELIVERY') => ({
  category,
  company_name: '',
  street_address: '1 Rue',
  address_details: '',
  postal_code: '75001',
  city: 'Paris',
  country_code: 'FR',
});

function valid(): RegistrationBody {
  return {
    accountId: '45678D0001',
    registerCase: 'COFOR6',
    user: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@test.example',
      phone: '12345678',
      password: 'abcdef1!',
      password_again: 'abcdef1!',
    },
    company_profile: {
      name: 'Hanse',
      cofor6: '45678D',
      cofor10: '45678D0001',
      vat_identification_no: 'DE1',
      duns: '',
      company_reference: '',
      destination: '',
      part_numbers: '',
    },
    quotas: ['MOPAR'],
    contacts: [contact('COMMERCIAL'), contact('PROVISIONING'), contact('TS_DELIVERY'), contact('TS_INVOICE')],
    addresses: [address('BILLING'), address('DELIVERY')],
  };
}

function messagesAt(body: unknown, path: string, context = FIRST_USER): string[] {
  const result = registrationFormSchema(context).safeParse(body);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path.join('.') === path).map((issue) => issue.message);
}

function withUser(user: Partial<RegistrationBody['user']>) {
  const body = valid();
  return { ...body, user: { ...body.user, ...user } };
}
function withCompany(company: Partial<RegistrationBody['company_profile']>) {
  const body = valid();
  return { ...body, company_profile: { ...body.company_profile, ...company } };
}

describe('registration schema (spec section 5)', () => {
  it('accepts a complete registration', () => {
    expect(registrationFormSchema(FIRST_USER).safeParse(valid()).success).toBe(true);
  });

  it('requires each of the six user fields', () => {
    for (const field of [
      'first_name',
      'last_name',
      'email',
      'phone',
      'password',
      'password_again',
    ] as const) {
      expect(messagesAt(withUser({ [field]: '' }), `user.${field}`)).toContain(MESSAGE.required);
    }
  });

  it('checks the e-mail', () => {
    expect(messagesAt(withUser({ email: 'ada@' }), 'user.email')).toEqual([MESSAGE.invalidEmail]);
    expect(messagesAt(withUser({ email: 'ada@test.example' }), 'user.email')).toEqual([]);
  });

  it('needs 8 digits in a phone: 7 refused, 8 accepted; only + . ( ) space hyphen kept', () => {
    expect(messagesAt(withUser({ phone: '+1 (234) 56-7' }), 'user.phone')).toEqual([MESSAGE.phoneMinDigits]);
    expect(messagesAt(withUser({ phone: '+1 (234) 56-78' }), 'user.phone')).toEqual([]);
    expect(normalizePhone('+33 a1.2(3)4-5_6')).toBe('+33 1.2(3)4-56');
    // The profile's one rule: other characters are dropped, not refused.
    const parsed = registrationBodySchema.safeParse(withUser({ phone: '+33 a1.2(3)4-5_6 78' }));
    expect(parsed.success && parsed.data.user.phone).toBe('+33 1.2(3)4-56 78');
  });

  it('needs 8 digits in a required contact phone: 7 refused, 8 accepted', () => {
    const body = valid();
    body.contacts[0] = { ...contact('COMMERCIAL'), phone: '12-34-56-7' };
    expect(messagesAt(body, 'contacts.0.phone')).toEqual([MESSAGE.phoneMinDigits]);
    body.contacts[0] = { ...contact('COMMERCIAL'), phone: '12-34-56-78' };
    expect(messagesAt(body, 'contacts.0.phone')).toEqual([]);
  });

  it('cuts the COFOR codes to 6 and 10 characters instead of refusing them', () => {
    const parsed = registrationBodySchema.safeParse(
      withCompany({ cofor6: '45678d-extra', cofor10: '45678d0001-extra' }),
    );
    expect(parsed.success && parsed.data.company_profile).toMatchObject({
      cofor6: '45678D',
      cofor10: '45678D0001',
    });
    expect(messagesAt(withCompany({ cofor6: '45678D0001' }), 'company_profile.cofor6')).toEqual([]);
  });

  it('bounds the repeated password at 100 characters', () => {
    const long = 'a'.repeat(101);
    expect(messagesAt(withUser({ password_again: long }), 'user.password_again')).toContain(
      MESSAGE.maxLength,
    );
  });

  it('applies the password rule and the match', () => {
    expect(messagesAt(withUser({ password: 'abcde1!', password_again: 'abcde1!' }), 'user.password')).toEqual(
      [MESSAGE.passwordMinLength],
    );
    expect(
      messagesAt(withUser({ password: 'abcdefgh', password_again: 'abcdefgh' }), 'user.password'),
    ).toEqual([MESSAGE.passwordComplexity]);
    expect(
      messagesAt(withUser({ password: 'abcdef1!é', password_again: 'abcdef1!é' }), 'user.password'),
    ).toEqual([MESSAGE.passwordPrintable]);
    expect(messagesAt(withUser({ password_again: 'abcdef1?' }), 'user.password_again')).toEqual([
      MESSAGE.passwordsDoNotMatch,
    ]);
  });

  it('checks COFOR6 compliance and asks for option 1 or 2', () => {
    expect(messagesAt(withCompany({ cofor6: 'ABCDEF' }), 'company_profile.cofor6')).toEqual([
      MESSAGE.coforNotCompliant,
    ]);
    expect(messagesAt(withCompany({ cofor6: '123456' }), 'company_profile.cofor6')).toEqual([
      MESSAGE.coforNotCompliant,
    ]);
    expect(messagesAt(withCompany({ cofor6: '1234A' }), 'company_profile.cofor6')).toEqual([
      MESSAGE.coforNotCompliant,
    ]);
    expect(messagesAt(withCompany({ cofor6: '1234A5' }), 'company_profile.cofor6')).toEqual([]);
    expect(companyCodeIssues('', '')).toEqual([{ path: ['cofor6'], message: MESSAGE.coforOptionRequired }]);
    expect(companyCodeIssues('', '12345A0001')).toEqual([]);
  });

  it('takes an account id (option 2) of 6 to 10 letters or digits: 5, 11 and a space refused', () => {
    const refused = [{ path: ['cofor10'], message: MESSAGE.cofor10Format }];
    expect(companyCodeIssues('', '12345A')).toEqual([]);
    expect(companyCodeIssues('', 'T000000003')).toEqual([]);
    expect(companyCodeIssues('', '12345')).toEqual(refused);
    expect(companyCodeIssues('', '12345A00011')).toEqual(refused);
    expect(companyCodeIssues('', '12345 A001')).toEqual(refused);
    expect(companyCodeIssues('', '12345-A001')).toEqual(refused);
  });

  it('takes part numbers of 6 to 250 characters: 5 and 251 refused', () => {
    const at = (n: number) =>
      messagesAt(withCompany({ part_numbers: 'x'.repeat(n) }), 'company_profile.part_numbers');
    expect(at(0)).toEqual([]);
    expect(at(5)).toEqual([MESSAGE.partNumbersLength]);
    expect(at(6)).toEqual([]);
    expect(at(250)).toEqual([]);
    expect(at(251)).toEqual([MESSAGE.partNumbersLength]);
  });

  it('takes a DUNS of exactly 9 digits: 8 and 10 refused', () => {
    const at = (duns: string) => messagesAt(withCompany({ duns }), 'company_profile.duns');
    expect(at('12345678')).toEqual([MESSAGE.invalidDuns]);
    expect(at('123456789')).toEqual([]);
    expect(at('1234567890')).toEqual([MESSAGE.invalidDuns]);
    expect(at('12345678A')).toEqual([MESSAGE.invalidDuns]);
  });

  it('requires the company name and VAT, and the address fields', () => {
    expect(messagesAt(withCompany({ name: ' ' }), 'company_profile.name')).toEqual([MESSAGE.required]);
    expect(
      messagesAt(withCompany({ vat_identification_no: '' }), 'company_profile.vat_identification_no'),
    ).toEqual([MESSAGE.required]);
    // An additional user's company data is the stored one, locked in the wizard: no VAT asked.
    expect(
      messagesAt(withCompany({ vat_identification_no: '' }), 'company_profile.vat_identification_no', {
        isKnownCompany: true,
        isAdditionalUser: true,
      }),
    ).toEqual([]);
    const body = valid();
    body.addresses[1] = { ...address('DELIVERY'), city: '', country_code: '' };
    expect(messagesAt(body, 'addresses.1.city')).toEqual([MESSAGE.required]);
    expect(messagesAt(body, 'addresses.1.country_code')).toContain(MESSAGE.required);
  });

  it('keeps the default max length of 100: 100 accepted, 101 refused', () => {
    expect(messagesAt(withUser({ first_name: 'a'.repeat(100) }), 'user.first_name')).toEqual([]);
    expect(messagesAt(withUser({ first_name: 'a'.repeat(101) }), 'user.first_name')).toEqual([
      MESSAGE.maxLength,
    ]);
  });

  it('takes a company name as long as the supplier file allows: 200 accepted, 201 refused', () => {
    expect(messagesAt(withCompany({ name: 'a'.repeat(200) }), 'company_profile.name')).toEqual([]);
    expect(messagesAt(withCompany({ name: 'a'.repeat(201) }), 'company_profile.name')).toEqual([
      MESSAGE.maxLength,
    ]);
  });

  it('requires contacts except the purchasing one, and skips them for known companies and additional users', () => {
    const body = valid();
    body.contacts[0] = { ...contact('COMMERCIAL'), name: '', phone: '1234567' };
    expect(messagesAt(body, 'contacts.0.name')).toEqual([MESSAGE.required]);
    expect(messagesAt(body, 'contacts.0.phone')).toEqual([MESSAGE.phoneMinDigits]);
    expect(messagesAt(body, 'contacts.0.name', { isKnownCompany: true, isAdditionalUser: false })).toEqual(
      [],
    );
    body.contacts[2] = { ...contact('TS_DELIVERY'), email: '' };
    expect(messagesAt(body, 'contacts.2.email', { isKnownCompany: true, isAdditionalUser: false })).toEqual([
      MESSAGE.required,
    ]);
    expect(messagesAt(body, 'contacts.2.email', { isKnownCompany: true, isAdditionalUser: true })).toEqual(
      [],
    );
    const unknown = { ...valid(), registerCase: 'COFOR6_UNKNOWN' as const, accountId: 'UNKNOWN_COMPANY' };
    unknown.contacts = [
      ...unknown.contacts,
      { category: 'STELLANTIS_PURCHASING', name: '', phone: '', email: '' },
    ];
    expect(registrationFormSchema(FIRST_USER).safeParse(unknown).success).toBe(true);
  });

  it('needs one quota unless the user is an additional user', () => {
    const body = { ...valid(), quotas: [] };
    expect(messagesAt(body, 'quotas')).toEqual([MESSAGE.quotaRequired]);
    expect(messagesAt(body, 'quotas', { isKnownCompany: true, isAdditionalUser: true })).toEqual([]);
  });

  it('refuses unknown keys (mass assignment)', () => {
    expect(registrationBodySchema.safeParse({ ...valid(), is_first_user: true }).success).toBe(false);
    expect(
      registrationBodySchema.safeParse({ ...valid(), user: { ...valid().user, state: 'APPROVED' } }).success,
    ).toBe(false);
  });
});
