import { describe, expect, it } from 'vitest';
import { makeLabelIds } from './label-ids.js';

const LABEL_ID = /^[BCDFGHJKLMNPQRSTVWXYZ0-9]{12}$/;

/** A random source that answers the given bytes, then zeros. */
function replay(bytes: number[]) {
  const calls: number[] = [];
  const random = (size: number) => {
    calls.push(size);
    const block = new Uint8Array(size);
    block.set(bytes.splice(0, size));
    return block;
  };
  return { random, calls };
}

describe('makeLabelIds', () => {
  it('makes the count asked, comma-separated, twelve characters of the alphabet each', () => {
    const text = makeLabelIds(1000);
    const ids = text.split(',');
    expect(ids).toHaveLength(1000);
    expect(ids.every((id) => LABEL_ID.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(1000);
    expect(makeLabelIds(0)).toBe('');
  });

  it('maps each kept byte to the 31-character alphabet mod 31 and drops bytes of 248 and above (no bias)', () => {
    // 0 → B, 30 → 9, 31 → B (mod 31), 247 → 9; 248 and 255 are dropped; then zeros (B).
    const { random } = replay([0, 30, 31, 247, 248, 255, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(makeLabelIds(2, random)).toBe('B9B9CDFGHJKL,BBBBBBBBBBBB');
  });

  it('asks for more bytes when too many were dropped', () => {
    const { random, calls } = replay(Array.from({ length: 40 }, () => 250));
    expect(makeLabelIds(1, random)).toBe('BBBBBBBBBBBB');
    expect(calls.length).toBe(2);
  });

  it('uses every character of the alphabet about equally', () => {
    const counts = new Map<string, number>();
    for (const character of makeLabelIds(10_000).replaceAll(',', '')) {
      counts.set(character, (counts.get(character) ?? 0) + 1);
    }
    expect(counts.size).toBe(31);
    // 120,000 characters: about 3,871 expected each; 5 standard deviations is about ±306.
    for (const count of counts.values()) expect(Math.abs(count - 120_000 / 31)).toBeLessThan(400);
  });
});
