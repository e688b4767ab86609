import { geolocationMethodOf } from '@label-portal/contract';
import fc from 'fast-check';
import ngeohash from 'ngeohash';
import { describe, expect, it } from 'vitest';
import { CELL_PRECISION, cellAtPrecision, cellOf } from './geohash.js';

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

/** A base-32 geohash read as an integer, 5 bits per character. */
function integerOf(hash: string): number {
  let value = 0;
  for (const character of hash) value = value * 32 + BASE32.indexOf(character);
  return value;
}

describe('the geohash cell of a position', () => {
  it('is the precision-9 geohash as a 45-bit integer', () => {
    // Paris, Notre-Dame: the base-32 geohash u09tvqxnn (well-known prefix u09t).
    const cell = cellOf(48.853, 2.3499);
    expect(cell).toBe(integerOf(ngeohash.encode(48.853, 2.3499, 9)));
    expect(ngeohash.encode(48.853, 2.3499, 9).startsWith('u09t')).toBe(true);
    expect(cell).toBeLessThan(2 ** 45);
  });

  it('covers the corners of the world', () => {
    expect(cellOf(-90, -180)).toBe(0);
    expect(cellOf(90, 180)).toBe(2 ** 45 - 1);
  });

  it('agrees with the base-32 geohash for any position', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (lat, lon) => cellOf(lat, lon) === integerOf(ngeohash.encode(lat, lon, 9)),
      ),
    );
  });
});

describe('a coarser precision', () => {
  it('is the cell shifted right by 5 bits per dropped character', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.integer({ min: 1, max: CELL_PRECISION }),
        (lat, lon, precision) =>
          cellAtPrecision(cellOf(lat, lon), precision) === integerOf(ngeohash.encode(lat, lon, precision)) &&
          BigInt(cellAtPrecision(cellOf(lat, lon), precision)) ===
            BigInt(cellOf(lat, lon)) >> BigInt(5 * (CELL_PRECISION - precision)),
      ),
    );
  });

  it('keeps precision 9 and refuses precisions outside 1-9', () => {
    const cell = cellOf(49, 9);
    expect(cellAtPrecision(cell, 9)).toBe(cell);
    expect(() => cellAtPrecision(cell, 0)).toThrow(RangeError);
    expect(() => cellAtPrecision(cell, 10)).toThrow(RangeError);
  });
});

describe('the geolocation method', () => {
  it('is IP based at an accuracy of 0 or less, GPS above', () => {
    expect(geolocationMethodOf(0)).toBe('IP');
    expect(geolocationMethodOf(-1)).toBe('IP');
    expect(geolocationMethodOf(0.001)).toBe('GPS');
    expect(geolocationMethodOf(25)).toBe('GPS');
  });
});
