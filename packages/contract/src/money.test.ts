import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDecimal,
  formatMoney,
  formatUnitPrice,
  isDecimal,
  multiplyDecimal,
  multiplyToCents,
  parseMoney,
  roundToCents,
  signOfDecimal,
  subtractDecimal,
  sumMoney,
  toCentsString,
} from './money.js';

const NBSP = /[\u00a0\u202f]/g;

describe('formatUnitPrice', () => {
  it('keeps up to 5 decimals and at least 2, in English and French', () => {
    expect(formatUnitPrice('0.01234', 'en')).toBe('€0.01234');
    expect(formatUnitPrice('0.10000', 'en')).toBe('€0.10');
    expect(formatUnitPrice('12.00500', 'fr').replace(NBSP, ' ')).toBe('12,005 €');
  });
});

describe('formatMoney', () => {
  it('shows euros with 2 decimals in English', () => {
    expect(formatMoney('420.00', 'en')).toBe('€420.00');
    expect(formatMoney('2000', 'en')).toBe('€2,000.00');
    expect(formatMoney('0.5', 'en')).toBe('€0.50');
    expect(formatMoney(0, 'en')).toBe('€0.00');
  });

  it('shows euros with 2 decimals in French', () => {
    expect(formatMoney('420.00', 'fr').replace(NBSP, ' ')).toBe('420,00 €');
    expect(formatMoney('1234567.8', 'fr').replace(NBSP, ' ')).toBe('1 234 567,80 €');
  });

  it('rounds half away from zero from the exact decimal string', () => {
    expect(formatMoney('18.505', 'en')).toBe('€18.51');
    expect(formatMoney('0.005', 'en')).toBe('€0.01');
    expect(formatMoney('-1.00', 'en')).toBe('-€1.00');
  });
});

describe('decimal arithmetic', () => {
  it('multiplies a unit price by a label count exactly', () => {
    expect(multiplyDecimal('0.01850', 10000)).toBe('185.00000');
    expect(multiplyDecimal('0.1', 3)).toBe('0.3');
    expect(multiplyDecimal('0.04900', 0)).toBe('0.00000');
  });

  it('subtracts and gives the sign exactly', () => {
    expect(subtractDecimal('420.00', '0.00')).toBe('420.00');
    expect(subtractDecimal('10', '10.01')).toBe('-0.01');
    expect(signOfDecimal('0.00')).toBe(0);
    expect(signOfDecimal('-1.00')).toBe(-1);
    expect(signOfDecimal('0.01')).toBe(1);
  });
});

describe('formatCount', () => {
  it('groups thousands and keeps up to the asked decimals', () => {
    expect(formatCount(17000, 'en')).toBe('17,000');
    expect(formatCount(17000, 'fr').replace(NBSP, ' ')).toBe('17 000');
    expect(formatCount(0.6, 'en', 4)).toBe('0.6');
    expect(formatCount(1.23456, 'fr', 4)).toBe('1,2346');
  });
});

describe('Money (1/100,000 euro) for the cost model', () => {
  it('parses and writes to cents exactly', () => {
    expect(toCentsString(parseMoney('0.1') + parseMoney('0.2'))).toBe('0.30');
    expect(toCentsString(parseMoney('1999.995'))).toBe('2000.00');
    expect(toCentsString(parseMoney('-0.005'))).toBe('-0.01');
    expect(toCentsString(parseMoney('-0.004'))).toBe('0.00');
    expect(toCentsString(parseMoney('12345'))).toBe('12345.00');
  });

  it('reads up to 5 decimals, and more only when they are zeros', () => {
    expect(parseMoney('0.01850')).toBe(1850n);
    expect(parseMoney('0.0185000')).toBe(1850n);
    expect(() => parseMoney('0.000001')).toThrow('More than 5 decimals: 0.000001');
  });

  it('refuses what is not a plain decimal', () => {
    for (const value of ['1e3', '', ' ', '+1', '0x10', '1.', '.5', '1,5']) {
      expect(() => parseMoney(value), value).toThrow(`Not a decimal amount: ${value}`);
      expect(isDecimal(value), value).toBe(false);
    }
    expect(isDecimal('-1.00')).toBe(true);
  });

  it('rounds half away from zero to cents, on both sides of the half', () => {
    expect(roundToCents(parseMoney('0.00499'))).toBe(0n);
    expect(roundToCents(parseMoney('0.005'))).toBe(parseMoney('0.01'));
    expect(roundToCents(parseMoney('-0.005'))).toBe(parseMoney('-0.01'));
    expect(roundToCents(parseMoney('-0.00499'))).toBe(0n);
  });

  it('multiplies a quantity by a unit price to cents and sums', () => {
    expect(toCentsString(multiplyToCents(10000, parseMoney('0.01850')))).toBe('185.00');
    expect(toCentsString(multiplyToCents(3, parseMoney('0.00167')))).toBe('0.01');
    expect(toCentsString(sumMoney([parseMoney('0.10'), parseMoney('0.20'), parseMoney('-0.05')]))).toBe(
      '0.25',
    );
    expect(sumMoney([])).toBe(0n);
  });
});

describe('formatDecimal', () => {
  it('keeps the decimals a unit price is written with, in the language', () => {
    expect(formatDecimal('0.01850', 'en')).toBe('0.01850');
    expect(formatDecimal('0.01850', 'fr')).toBe('0,01850');
    expect(formatDecimal('1234.5', 'fr')).toBe('1\u202f234,5');
    expect(formatDecimal('12', 'en')).toBe('12');
  });
});
