import { MAP_BUCKETS_LIMIT } from '@label-portal/contract';
import { describe, expect, it } from 'vitest';
import { type FoldedCell, foldCells, isCoarseAnswer, MAP_DETAIL_SCANS_LIMIT } from './map-bucket-fold.js';
import type { CellCount } from './verification-cells.repository.js';

/** A deterministic random number generator (mulberry32). */
function randomOf(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const rowOf = (cell: number, status: number, count: number): CellCount => ({
  cell,
  status,
  count,
  sumLatE6: count * 48_000_000,
  sumLonE6: count * 2_000_000,
  span: null,
  single: count === 1 ? { companyId: 7, micros: String(cell), eventId: `e${cell}` } : null,
});

/** Random rows at `precision`: clustered cells (a few dense places) and scattered ones. */
function randomRows(random: () => number, precision: number, cells: number): CellCount[] {
  const size = 32 ** precision;
  const places = Array.from({ length: 5 }, () => Math.floor(random() * size));
  const rows: CellCount[] = [];
  const seen = new Set<number>();
  for (let index = 0; index < cells; index += 1) {
    const near = random() < 0.7;
    const cell = near
      ? Math.min(size - 1, places[index % 5]! + Math.floor(random() * 32 ** Math.min(precision, 3)))
      : Math.floor(random() * size);
    if (seen.has(cell)) continue;
    seen.add(cell);
    for (const status of [99, 3, 4]) {
      if (random() < 0.5 || status === 99)
        rows.push(rowOf(cell, status, 1 + Math.floor(random() ** 4 * 500)));
    }
  }
  return rows;
}

describe('foldCells (decision 324)', () => {
  it('keeps every cell as asked when they are at most the limit (640 kept, 641 folded)', () => {
    const rows = Array.from({ length: MAP_BUCKETS_LIMIT }, (_, index) => rowOf(index * 7, 99, 2));
    const kept = foldCells(rows, 6, MAP_BUCKETS_LIMIT);
    expect(kept.folded).toBe(false);
    expect(kept.cells).toHaveLength(MAP_BUCKETS_LIMIT);
    expect(kept.cells.every((cell) => cell.precision === 6)).toBe(true);
    const more = foldCells([...rows, rowOf(MAP_BUCKETS_LIMIT * 7, 99, 2)], 6, MAP_BUCKETS_LIMIT);
    expect(more.folded).toBe(true);
    expect(more.cells.length).toBeLessThanOrEqual(MAP_BUCKETS_LIMIT);
    expect(more.cells.some((cell) => cell.precision < 6)).toBe(true);
  });

  it('keeps the densest cells as asked and folds the rest into their parents, counts exact', () => {
    // Parent 100 (precision 4): a dense cell and a light one; parent 200: 31 cells of one scan.
    const rows = [
      rowOf(32 * 100, 99, 1_000),
      rowOf(32 * 100 + 1, 99, 5),
      ...Array.from({ length: 31 }, (_, index) => rowOf(32 * 200 + index, 99, 1)),
    ];
    const { cells, folded } = foldCells(rows, 5, 32);
    expect(folded).toBe(true);
    expect(
      cells.map((cell) => [cell.precision, cell.cell, cell.count]).sort((a, b) => b[2]! - a[2]!),
    ).toEqual([
      [5, 3200, 1_000],
      [4, 200, 31],
      [5, 3201, 5],
    ]);
    // One more cell fits: 33 cells kept as asked with a limit of 33.
    expect(foldCells(rows, 5, 33)).toMatchObject({ folded: false });
  });

  it('folds into a parent with one scan of a status and names that scan', () => {
    // The 32 cells of precision-2 cell 2 (64-95) and one of cell 3 (96), a limit of 32: cell 2 folds.
    const rows = [
      ...Array.from({ length: 32 }, (_, index) => rowOf(64 + index, 99, 5)),
      rowOf(66, 4, 1),
      rowOf(96, 99, 9),
    ];
    const { cells, folded } = foldCells(rows, 3, 32);
    expect(folded).toBe(true);
    expect(cells.map((cell) => [cell.precision, cell.cell, cell.count])).toEqual([
      [2, 2, 161],
      [3, 96, 9],
    ]);
    const parent = cells[0];
    expect(parent?.statuses.find((status) => status.status === 4)?.single).toEqual({
      companyId: 7,
      micros: '66',
      eventId: 'e66',
    });
    expect(parent?.statuses.find((status) => status.status === 99)?.single).toBeNull();
  });

  it('never exceeds the limit, never overlaps and sums every scan and status, for random cells at every precision', () => {
    const random = randomOf(20_261_129);
    for (let round = 0; round < 16; round += 1) {
      const precision = 2 + (round % 8);
      const rows = randomRows(random, precision, 200 + Math.floor(random() * 2_000));
      const limit = [32, 100, 333, MAP_BUCKETS_LIMIT][round % 4]!;
      const { cells, folded } = foldCells(rows, precision, limit);
      const distinct = new Set(rows.map((row) => row.cell));
      expect(cells.length).toBeLessThanOrEqual(limit);
      expect(folded).toBe(distinct.size > limit);
      // Every asked cell in exactly one bucket, whose counts per status are those of its cells.
      const byKey = new Map(cells.map((bucket) => [`${bucket.precision}:${bucket.cell}`, bucket]));
      const holdersOf = (cell: number) =>
        Array.from({ length: precision }, (_, index) => index + 1)
          .map((level) => byKey.get(`${level}:${Math.floor(cell / 32 ** (precision - level))}`))
          .filter((bucket) => bucket !== undefined);
      const sums = new Map<FoldedCell, Map<number, { count: number; lat: number }>>();
      for (const row of rows) {
        const holders = holdersOf(row.cell);
        expect(holders).toHaveLength(1);
        const byStatus = sums.get(holders[0]!) ?? new Map();
        const sum = byStatus.get(row.status) ?? { count: 0, lat: 0 };
        byStatus.set(row.status, { count: sum.count + row.count, lat: sum.lat + row.sumLatE6 });
        sums.set(holders[0]!, byStatus);
      }
      for (const bucket of cells) {
        const byStatus = sums.get(bucket)!;
        expect(bucket.count).toBe([...byStatus.values()].reduce((sum, row) => sum + row.count, 0));
        expect(bucket.statuses).toHaveLength(byStatus.size);
        for (const status of bucket.statuses) {
          expect(status.count).toBe(byStatus.get(status.status)?.count);
          expect(status.sumLatE6).toBe(byStatus.get(status.status)?.lat);
        }
      }
      // A bucket coarser than asked could not be split into its children within the limit.
      const childrenOf = new Map<FoldedCell, Set<number>>();
      for (const cell of distinct) {
        const [holder] = holdersOf(cell);
        if (!holder || holder.precision === precision) continue;
        const children = childrenOf.get(holder) ?? new Set();
        children.add(Math.floor(cell / 32 ** (precision - holder.precision - 1)));
        childrenOf.set(holder, children);
      }
      for (const children of childrenOf.values()) {
        expect(cells.length - 1 + children.size).toBeGreaterThan(limit);
      }
    }
  }, 60_000);
});

describe('isCoarseAnswer (decision 324)', () => {
  // Precision 7 starts at zoom 10: a 3,840 px window shows 3,840 × 360 / 2^18 = 5.27° of longitude.
  const paris = (half: number) => ({
    north: 48.9 + half / 4,
    south: 48.9 - half / 4,
    east: 2.35 + half,
    west: 2.35 - half,
  });
  it('reads the asked cells in a view of the zoom with up to MAP_DETAIL_SCANS_LIMIT scans', () => {
    expect(isCoarseAnswer(paris(2.6), 7, MAP_DETAIL_SCANS_LIMIT)).toBe(false);
    expect(isCoarseAnswer(paris(2.6), 7, MAP_DETAIL_SCANS_LIMIT + 1)).toBe(true);
  });
  it('answers with the rollups cells over a box larger than the largest view, or the world', () => {
    expect(isCoarseAnswer(paris(2.7), 7, 0)).toBe(true);
    expect(isCoarseAnswer(null, 9, 0)).toBe(true);
    // Precision 9 starts at zoom 16: 0.082° of longitude.
    expect(isCoarseAnswer(paris(0.04), 9, 10)).toBe(false);
    expect(isCoarseAnswer(paris(0.05), 9, 10)).toBe(true);
  });
});
