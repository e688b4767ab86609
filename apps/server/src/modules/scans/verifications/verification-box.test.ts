import fc from 'fast-check';
import ngeohash from 'ngeohash';
import { describe, expect, it } from 'vitest';
import { cellAtPrecision, cellOf } from './geohash.js';
import { boxCellsAt, coveringRanges, geohashOf, isCellInBox } from './verification-box.js';

/** Whether a geohash cell holds a point of the box: cells are (min, max], the first one [min, max]. */
function holdsBoxPoint(hash: string, box: { north: number; south: number; east: number; west: number }) {
  const [minLat, minLon, maxLat, maxLon] = ngeohash.decode_bbox(hash) as [number, number, number, number];
  return (
    maxLat >= box.south &&
    (minLat < box.north || minLat === -90) &&
    maxLon >= box.west &&
    (minLon < box.east || minLon === -180)
  );
}

/** A latitude or longitude, often exactly on a cell edge of some precision. */
const coordinate = (limit: number) =>
  fc.oneof(
    fc.double({ min: -limit, max: limit, noNaN: true }),
    fc
      .tuple(fc.integer({ min: 1, max: 22 }), fc.integer({ min: -(2 ** 22), max: 2 ** 22 }))
      .map(([bits, step]) => Math.max(-limit, Math.min(limit, (step * (2 * limit)) / 2 ** bits))),
  );
const boxArbitrary = fc
  .tuple(coordinate(90), coordinate(90), coordinate(180), coordinate(180))
  .map(([a, b, c, d]) => ({
    south: Math.min(a, b),
    north: Math.max(a, b),
    west: Math.min(c, d),
    east: Math.max(c, d),
  }));

describe('the geohash cells of a bounding box', () => {
  it('are the cells holding a point of the box, edges by the encoding rule', () => {
    fc.assert(
      fc.property(
        boxArbitrary,
        coordinate(90),
        coordinate(180),
        fc.integer({ min: 1, max: 9 }),
        (box, lat, lon, p) => {
          const cell = cellAtPrecision(cellOf(lat, lon), p);
          expect(geohashOf(cell, p)).toBe(ngeohash.encode(lat, lon, p));
          const isHeld = holdsBoxPoint(ngeohash.encode(lat, lon, p), box);
          expect(isCellInBox(cell, boxCellsAt(box, p))).toBe(isHeld);
          // The 32-bit path (numbers up to precision 6) and the BigInt path agree.
          expect(isCellInBox(BigInt(cell), boxCellsAt(box, p))).toBe(isHeld);
        },
      ),
      { numRuns: 3_000 },
    );
  });

  it('are all inside the covering ranges of the stored cells', () => {
    fc.assert(
      fc.property(
        boxArbitrary,
        coordinate(90),
        coordinate(180),
        fc.integer({ min: 2, max: 9 }),
        (box, lat, lon, p) => {
          const cells = boxCellsAt(box, p);
          const cell9 = cellOf(lat, lon);
          if (!isCellInBox(cellAtPrecision(cell9, p), cells)) return;
          for (const stored of p <= 6 ? [6, 9] : [9]) {
            const value = cellAtPrecision(cell9, stored);
            const ranges = coveringRanges(cells, stored);
            expect(ranges.length).toBeLessThanOrEqual(64);
            expect(ranges.some(([low, high]) => value >= low && value <= high)).toBe(true);
          }
        },
      ),
      { numRuns: 3_000 },
    );
  });

  it('keeps a point on the box north edge and leaves out the cell just above', () => {
    // 45° is an edge at every precision: the point 45 belongs to the lower cell.
    const box = { north: 45, south: 44, east: 91, west: 90 };
    const cells = boxCellsAt(box, 4);
    expect(isCellInBox(cellAtPrecision(cellOf(45, 90.5), 4), cells)).toBe(true);
    expect(isCellInBox(cellAtPrecision(cellOf(45.0001, 90.5), 4), cells)).toBe(false);
  });
});
