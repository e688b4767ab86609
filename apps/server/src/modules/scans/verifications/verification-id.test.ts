import { describe, expect, it } from 'vitest';
import { decodeVerificationId, encodeVerificationId, isoOfMicros } from './verification-id.js';

describe('verification id', () => {
  it('round-trips a key, also when the event id holds the separator', () => {
    const key = { companyId: 12, scannedAtMicros: 1_700_000_000_123_456n, eventId: 'a~b.c' };
    expect(encodeVerificationId(key)).toBe('12~1700000000123456~a~b.c');
    expect(decodeVerificationId(encodeVerificationId(key))).toEqual(key);
    expect(decodeVerificationId('0~0~x')).toEqual({ companyId: 0, scannedAtMicros: 0n, eventId: 'x' });
  });

  it('refuses what is not an id', () => {
    for (const id of ['', 'abc', '1~2', '1~2~', 'x~2~e', '1~y~e', '99999999999~1~e', '1~1.5~e']) {
      expect(decodeVerificationId(id)).toBeNull();
    }
  });

  it('takes event ids as ingest does: printable ASCII without spaces, at most 64 characters', () => {
    expect(decodeVerificationId(`1~2~${'e'.repeat(64)}`)?.eventId).toBe('e'.repeat(64));
    expect(decodeVerificationId('1~2~!~z')?.eventId).toBe('!~z');
    for (const eventId of [`${'e'.repeat(65)}`, 'a\u0000b', 'a b', 'a\tb', 'é', 'a\u007fb']) {
      expect(decodeVerificationId(`1~2~${eventId}`)).toBeNull();
    }
  });

  it('writes epoch microseconds as UTC ISO 8601 with six decimals, null outside 1970-9999', () => {
    expect(isoOfMicros(1_700_000_000_123_456n)).toBe('2023-11-14T22:13:20.123456Z');
    expect(isoOfMicros(1_700_000_000_000_007n)).toBe('2023-11-14T22:13:20.000007Z');
    expect(isoOfMicros(0n)).toBe('1970-01-01T00:00:00.000000Z');
    expect(isoOfMicros(253_402_300_799_999_999n)).toBe('9999-12-31T23:59:59.999999Z');
    expect(isoOfMicros(253_402_300_800_000_000n)).toBeNull();
    expect(isoOfMicros(-1n)).toBeNull();
  });
});
