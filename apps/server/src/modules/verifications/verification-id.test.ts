import { describe, expect, it } from 'vitest';
import { decodeVerificationId, encodeVerificationId } from './verification-id.js';

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
});
