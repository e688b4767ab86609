import { describe, expect, it } from 'vitest';
import { defaultOrderFiguresFrom, orderFiguresQuerySchema } from './statistics-order-figures.js';

describe('defaultOrderFiguresFrom', () => {
  it('starts on the first day of the month 11 months back, never before 2017-01-01', () => {
    expect(defaultOrderFiguresFrom('2026-11-26')).toBe('2025-12-01');
    expect(defaultOrderFiguresFrom('2026-01-31')).toBe('2025-02-01');
    expect(defaultOrderFiguresFrom('2017-06-30')).toBe('2017-01-01');
  });
});

describe('orderFiguresQuerySchema', () => {
  it('accepts 2017-01-01 and refuses the day before, a bad day and a reversed range', () => {
    expect(orderFiguresQuerySchema.safeParse({ date_from: '2017-01-01' }).success).toBe(true);
    const messages = (query: object) =>
      orderFiguresQuerySchema
        .safeParse(query)
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages({ date_from: '2016-12-31' })).toEqual([['date_from', 'validation.minDate']]);
    expect(messages({ date_to: '2018-02-30' })).toEqual([['date_to', 'validation.invalidDate']]);
    expect(messages({ date_from: '2018-02-02', date_to: '2018-02-01' })).toEqual([
      ['date_to', 'validation.dateRangeReversed'],
    ]);
  });
});
