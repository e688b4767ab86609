import { describe, expect, it } from 'vitest';
import { bankLinesOf, telHrefOf } from './contact-rows';

const row = {
  topic: 'BANK_DATA' as const,
  name: 'SecureLabel',
  phone: '',
  email: '',
  bank: 'Demo Bank',
  iban: 'DE89 3704',
  bic: '',
};

describe('bankLinesOf', () => {
  it('lists the bank details a row has, in order', () => {
    expect(bankLinesOf(row)).toEqual([
      { key: 'bank', value: 'Demo Bank' },
      { key: 'iban', value: 'DE89 3704' },
    ]);
    expect(bankLinesOf({ ...row, bank: ' ', iban: '' })).toEqual([]);
  });
});

describe('telHrefOf', () => {
  it('keeps the digits and a leading plus', () => {
    expect(telHrefOf('+49 30 1234-5610')).toBe('tel:+493012345610');
    expect(telHrefOf('(030) 12 34')).toBe('tel:0301234');
  });
});
