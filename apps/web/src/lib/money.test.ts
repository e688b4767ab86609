import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney, multiplyDecimal, signOfDecimal, subtractDecimal } from './money';

const NBSP = /[\u00a0\u202f]/g;

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
