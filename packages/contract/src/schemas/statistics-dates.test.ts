import { describe, expect, it } from 'vitest';
import { orderFiguresQuerySchema } from './statistics-order-figures.js';
import { orderOverviewFilterSchema } from './statistics-orders.js';
import { registrationFilterSchema } from './statistics-registrations.js';
import { verificationQuerySchema } from './verification-queries.js';

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
});
