import type { OrderFigures } from '@label-portal/contract';
import { describe, expect, it } from 'vitest';
import { chartRowsOf, formatMonth, groupColourOf } from './figures-format';

describe('formatMonth', () => {
  it('names the month in the user’s language', () => {
    expect(formatMonth('2026-01', 'en', 'long')).toBe('January 2026');
    expect(formatMonth('2026-01', 'fr', 'long')).toBe('janvier 2026');
    expect(formatMonth('2025-12', 'en')).toBe('Dec 2025');
  });
});

describe('chartRowsOf', () => {
  it('gives one row per month with the chosen figure per product group', () => {
    const group = (product_group: string, orders: number, labels: number) => ({
      product_group,
      orders,
      labels,
    });
    const figures = {
      months: [
        { month: '2026-01', groups: [group('MOPAR', 1, 50), group('Eurorepar', 2, 10)] },
        { month: '2026-02', groups: [group('MOPAR', 0, 0), group('Eurorepar', 0, 0)] },
      ],
    } as unknown as OrderFigures;
    expect(chartRowsOf(figures, 'labels', 'en')).toEqual([
      { month: 'Jan 2026', MOPAR: 50, Eurorepar: 10 },
      { month: 'Feb 2026', MOPAR: 0, Eurorepar: 0 },
    ]);
    expect(chartRowsOf(figures, 'orders', 'en')[0]).toEqual({ month: 'Jan 2026', MOPAR: 1, Eurorepar: 2 });
  });

  it('keeps a catalogue group’s colour and gives others a spare one', () => {
    expect(groupColourOf('MOPAR', 5)).toBe('grape.6');
    expect(groupColourOf('Other', 0)).toBe('cyan.6');
  });
});
