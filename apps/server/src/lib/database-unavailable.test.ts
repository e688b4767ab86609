import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.js';

/** Drizzle wraps the driver's error: the code sits on the cause. */
function wrapped(code: string) {
  return Object.assign(new Error('Failed query: select 1'), {
    cause: Object.assign(new Error(code), { code }),
  });
}

describe('isDatabaseUnavailable', () => {
  it('is true for a lost, refused or terminated connection, also when wrapped', () => {
    for (const code of [
      'CONNECTION_CLOSED',
      'CONNECT_TIMEOUT',
      'ECONNREFUSED',
      'ECONNRESET',
      '57P01',
      '57P03',
      '08006',
    ]) {
      expect(isDatabaseUnavailable(wrapped(code)), code).toBe(true);
      expect(isDatabaseUnavailable(Object.assign(new Error(code), { code })), code).toBe(true);
    }
  });

  it('is true for a database that refuses connections (55000, also when wrapped), not for 55000 of a query', () => {
    const refusing = Object.assign(
      new Error('database "label_portal" is not currently accepting connections'),
      { code: '55000' },
    );
    expect(isDatabaseUnavailable(refusing)).toBe(true);
    expect(
      isDatabaseUnavailable(Object.assign(new Error('Failed query: select 1'), { cause: refusing })),
    ).toBe(true);
    const otherState = Object.assign(new Error('materialized view "m" has not been populated'), {
      code: '55000',
    });
    expect(isDatabaseUnavailable(otherState)).toBe(false);
  });

  it('is false for a query the database refused and for errors of our own', () => {
    for (const code of ['23505', '22001', '40001', '42P01', 'ERR_SOMETHING']) {
      expect(isDatabaseUnavailable(wrapped(code)), code).toBe(false);
    }
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
