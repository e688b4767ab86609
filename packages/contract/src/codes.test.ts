import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isCompliantCofor6,
  isValidLabelId,
  normalizeCofor6,
  normalizeCofor10,
  normalizeLabelId,
  normalizeObjectId,
} from './codes.js';

describe('COFOR codes', () => {
  it('cuts inputs to 6 and 10 characters', () => {
    expect(normalizeCofor6(' 12345a0001 ')).toBe('12345A');
    expect(normalizeCofor10('12345a0001xyz')).toBe('12345A0001');
  });

  it('needs a digit and a letter in the first six characters', () => {
    expect(isCompliantCofor6('12345A')).toBe(true);
    expect(isCompliantCofor6('123456')).toBe(false);
    expect(isCompliantCofor6('ABCDEF1')).toBe(false);
    expect(isCompliantCofor6('1234A')).toBe(false);
  });
});

describe('label ids', () => {
  it('upper-cases and keeps only consonants and digits', () => {
    expect(normalizeLabelId('bcd-fgh 123 aei 45z')).toBe('BCDFGH12345Z');
    expect(isValidLabelId('BCDFGH12345Z')).toBe(true);
    expect(isValidLabelId('BCDFGH12345')).toBe(false);
    expect(isValidLabelId('BCDFGH12345A')).toBe(false);
  });

  it('property: normalising is idempotent and leaves no vowel or symbol', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const once = normalizeLabelId(input);
        return normalizeLabelId(once) === once && /^[BCDFGHJKLMNPQRSTVWXYZ0-9]*$/.test(once);
      }),
    );
  });

  it('object ids keep the # and digits only', () => {
    expect(normalizeObjectId('#12a-34')).toBe('#1234');
  });
});
