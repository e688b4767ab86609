import type { CoforLookupReply, LookupOption } from '@label-portal/contract';
import { describe, expect, it } from 'vitest';
import {
  contextOf,
  EMPTY_REGISTRATION,
  isWizardComplete,
  splitServerErrors,
  valuesForChoice,
} from './registration-form';

const option = (overrides: Partial<LookupOption['prefill']> = {}): LookupOption => ({
  index: 0,
  address: {
    street_address: 'Am Hafen 12',
    postal_code: '20457',
    city: 'Hamburg',
    country: 'Germany',
    country_code: 'DE',
  },
  prefill: {
    company_profile: { name: 'Hanse', cofor10: '45678D0001', cofor6: '45678D' },
    is_known_company: false,
    first_user: true,
    quotas: [],
    addresses: [
      {
        category: 'BILLING',
        company_name: 'Hanse',
        street_address: 'Am Hafen 12',
        address_details: '',
        postal_code: '20457',
        city: 'Hamburg',
        country_code: 'DE',
      },
    ],
    contacts: [],
    ...overrides,
  },
});
const reply = (mode: CoforLookupReply['mode'], options: LookupOption[]): CoforLookupReply => ({
  mode,
  options,
  quota_categories: ['Original Part', 'Accessories', 'Eurorepar', 'MOPAR'],
  quotas_fixed: mode !== 'COFOR6',
});

describe('registration form values', () => {
  it('prefills a supplier-file company: account id, name, billing address; delivery in FR by default', () => {
    const values = valuesForChoice(EMPTY_REGISTRATION, reply('COFOR6', [option()]), '45678D', {
      kind: 'option',
      option: option(),
    });
    expect(values).toMatchObject({
      accountId: '45678D0001',
      registerCase: 'COFOR6',
      company_profile: { name: 'Hanse', cofor6: '45678D' },
    });
    expect(values.addresses.map((a) => [a.category, a.city, a.country_code])).toEqual([
      ['BILLING', 'Hamburg', 'DE'],
      ['DELIVERY', '', 'FR'],
    ]);
    expect(values.contacts.map((c) => c.category)).toEqual([
      'COMMERCIAL',
      'PROVISIONING',
      'TS_DELIVERY',
      'TS_INVOICE',
    ]);
  });

  it('adds the purchasing contact for an unknown company', () => {
    const values = valuesForChoice(EMPTY_REGISTRATION, reply('COFOR6_UNKNOWN', []), '99999Z', {
      kind: 'unknown',
    });
    expect(values.accountId).toBe('UNKNOWN_COMPANY');
    expect(values.contacts.at(-1)?.category).toBe('STELLANTIS_PURCHASING');
  });

  it('derives the context: COFOR10 and companies with a first user make additional users', () => {
    expect(contextOf('COFOR10', undefined).isAdditionalUser).toBe(true);
    expect(
      contextOf('COFOR6', { kind: 'option', option: option({ is_known_company: true, first_user: false }) }),
    ).toEqual({
      isKnownCompany: true,
      isAdditionalUser: true,
    });
    expect(contextOf('COFOR6', { kind: 'unknown' })).toEqual({
      isKnownCompany: false,
      isAdditionalUser: false,
    });
    expect(
      contextOf('COFOR6', { kind: 'option', option: option({ is_known_company: true, first_user: true }) }),
    ).toEqual({ isKnownCompany: true, isAdditionalUser: true });
    expect(
      contextOf('COFOR6', { kind: 'option', option: option({ is_known_company: false, first_user: true }) }),
    ).toEqual({ isKnownCompany: false, isAdditionalUser: false });
  });

  it('enables SEND only when the wizard is complete (spec section 4)', () => {
    const context = { isKnownCompany: false, isAdditionalUser: false };
    const base = valuesForChoice(EMPTY_REGISTRATION, reply('COFOR6', [option()]), '45678D', {
      kind: 'option',
      option: option(),
    });
    const complete = {
      ...base,
      user: {
        first_name: 'A',
        last_name: 'B',
        email: 'a@b.example',
        phone: '12345678',
        password: 'x',
        password_again: 'x',
      },
      company_profile: { ...base.company_profile, vat_identification_no: 'DE1' },
      quotas: ['MOPAR'],
      contacts: base.contacts.map((c) => ({ ...c, name: 'N', phone: '12345678', email: 'n@b.example' })),
      addresses: base.addresses.map((a) => ({ ...a, street_address: 'S', postal_code: '1', city: 'C' })),
    };
    expect(isWizardComplete(complete, context)).toBe(true);
    expect(isWizardComplete({ ...complete, quotas: [] }, context)).toBe(false);
    expect(
      isWizardComplete({ ...complete, quotas: [] }, { isKnownCompany: true, isAdditionalUser: true }),
    ).toBe(true);
    expect(
      isWizardComplete(
        { ...complete, company_profile: { ...complete.company_profile, vat_identification_no: '' } },
        context,
      ),
    ).toBe(false);
    // An additional user cannot enter the company's VAT (the company's data is locked): SEND still works.
    expect(
      isWizardComplete(
        { ...complete, company_profile: { ...complete.company_profile, vat_identification_no: '' } },
        { isKnownCompany: true, isAdditionalUser: true },
      ),
    ).toBe(true);
    expect(isWizardComplete({ ...complete, user: { ...complete.user, phone: '' } }, context)).toBe(false);
  });

  it('puts server messages on their fields and keeps the rest for the form', () => {
    const { fields, others } = splitServerErrors(
      { 'user.email': ['Invalid email'], registerCase: ['x'], detail: 'Failed', type: 'T' },
      (path) => path.startsWith('user.'),
    );
    expect(fields).toEqual({ 'user.email': 'Invalid email' });
    expect(others).toEqual(['x', 'Failed']);
  });
});
