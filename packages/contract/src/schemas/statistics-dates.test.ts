import { describe, expect, it } from 'vitest';
import { orderFiguresQuerySchema } from './statistics-order-figures.js';
import { orderOverviewFilterSchema } from './statistics-orders.js';
import { registrationFilterSchema } from './statistics-registrations.js';
import { verificationQuerySchema } from './verifications.js';

/** The message keys of a parse, by field. */
function messagesOf(
  schema: {
    safeParse: (value: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: object,
) {
  return schema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
}

describe('the statistics date filters (decision 281)', () => {
  const filters: [string, Parameters<typeof messagesOf>[0], (day: string) => object][] = [
    ['order figures', orderFiguresQuerySchema, (day) => ({ date_to: day })],
    ['orders overview', orderOverviewFilterSchema, (day) => ({ date_to: day })],
    ['registrations', registrationFilterSchema, (day) => ({ date_to: day })],
    ['verifications', verificationQuerySchema, (day) => ({ aggregation: 'hit_count', date_end: day })],
  ];

  it.each(filters)(
    '%s: accept 2017-01-01 to 2099-12-31, refuse the day after with its own message',
    (_name, schema, of) => {
      expect(messagesOf(schema, of('2017-01-01'))).toEqual([]);
      expect(messagesOf(schema, of('2099-12-31'))).toEqual([]);
      const field = Object.keys(of('x')).at(-1)!;
      expect(messagesOf(schema, of('2100-01-01'))).toEqual([[field, 'validation.maxDate']]);
      expect(messagesOf(schema, of('9999-12-31'))).toEqual([[field, 'validation.maxDate']]);
    },
  );

  it('refuses a day that is not one on its own field only, not as a reversed range', () => {
    expect(
      messagesOf(verificationQuerySchema, {
        aggregation: 'hit_count',
        date_start: 'garbage',
        date_end: '2026-01-01',
      }),
    ).toEqual([['date_start', 'validation.invalid']]);
    expect(
      messagesOf(registrationFilterSchema, { date_from: 'zz', date_to: '2026-01-01' }).map(
        ([field]) => field,
      ),
    ).not.toContain('date_to');
  });

  it('gives a malformed day its own message only', () => {
    const overview = messagesOf(orderOverviewFilterSchema, { date_to: 'garbage' });
    expect(overview.length).toBeGreaterThan(0);
    expect(
      overview.every(([field, message]) => field === 'date_to' && message === 'validation.invalidDate'),
    ).toBe(true);
    expect(messagesOf(registrationFilterSchema, { date_to: 'garbage' })).toEqual([
      ['date_to', 'validation.invalid'],
    ]);
  });
});
