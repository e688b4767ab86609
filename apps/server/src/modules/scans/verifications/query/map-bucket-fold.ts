import { type BoundingBox, isLargerThanViewOf } from '@label-portal/contract';
import type { CellCount } from './verification-cells.repository.js';

/*
 * The cap on a markers answer's buckets (decision 324): at most `limit` buckets, the densest areas
 * at the asked precision and the rest folded into their parent cells (coarser geohashes, shorter
 * keys), every scan counted once. Like Elasticsearch's geotile_grid `size` with Kibana's folding of
 * what is left into coarser tiles, but without loss: the buckets never overlap, and their counts
 * (and the per-status counts and position sums) add up to the cells read.
 */

/** One status of a folded cell: its count, position sums and, when alone, its one scan. */
export type FoldedStatus = Pick<CellCount, 'status' | 'count' | 'sumLatE6' | 'sumLonE6' | 'single'>;

/** A bucket of the answer: a cell at `precision` (the asked one, or coarser when folded). */
export type FoldedCell = {
  cell: number;
  precision: number;
  count: number;
  statuses: FoldedStatus[];
};

const CHILDREN_PER_CELL = 32;

/** A cell as a run [start, end) of the asked cells sorted by cell, at `precision`. */
type Run = { precision: number; cell: number; start: number; end: number; count: number };

/** Heap order: the denser first, on a tie the coarser (a parent before its child), then the lower cell. */
const isBefore = (a: Run, b: Run) =>
  a.count !== b.count
    ? a.count > b.count
    : a.precision !== b.precision
      ? a.precision < b.precision
      : a.cell < b.cell;

/** A binary heap of runs, the first by isBefore on top (the candidates to split). */
class RunHeap {
  private readonly items: Run[] = [];

  push(run: Run): void {
    const items = this.items;
    items.push(run);
    for (let at = items.length - 1; at > 0; ) {
      const parent = (at - 1) >> 1;
      if (!isBefore(items[at]!, items[parent]!)) break;
      [items[at], items[parent]] = [items[parent]!, items[at]!];
      at = parent;
    }
  }

  pop(): Run | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length === 0 || last === undefined) return top;
    items[0] = last;
    for (let at = 0; ; ) {
      const left = 2 * at + 1;
      let best = at;
      if (left < items.length && isBefore(items[left]!, items[best]!)) best = left;
      if (left + 1 < items.length && isBefore(items[left + 1]!, items[best]!)) best = left + 1;
      if (best === at) break;
      [items[at], items[best]] = [items[best]!, items[at]!];
      at = best;
    }
    return top;
  }
}

/** The asked cells (one per cell, with its statuses), sorted by cell. */
function leavesOf(rows: readonly CellCount[], precision: number): FoldedCell[] {
  const leaves = new Map<number, FoldedCell>();
  for (const row of rows) {
    let leaf = leaves.get(row.cell);
    if (!leaf) {
      leaf = { cell: row.cell, precision, count: 0, statuses: [] };
      leaves.set(row.cell, leaf);
    }
    leaf.count += row.count;
    leaf.statuses.push({
      status: row.status,
      count: row.count,
      sumLatE6: row.sumLatE6,
      sumLonE6: row.sumLonE6,
      single: row.single,
    });
  }
  return [...leaves.values()].sort((a, b) => a.cell - b.cell);
}

/** A coarser cell's statuses: the sums of its asked cells' statuses. */
function statusesOf(leaves: readonly FoldedCell[]): FoldedStatus[] {
  const statuses = new Map<number, FoldedStatus>();
  for (const leaf of leaves) {
    for (const status of leaf.statuses) {
      const same = statuses.get(status.status);
      if (!same) statuses.set(status.status, { ...status });
      else {
        same.count += status.count;
        same.sumLatE6 += status.sumLatE6;
        same.sumLonE6 += status.sumLonE6;
        // A status names its one scan only when the cell has one of it.
        same.single = null;
      }
    }
  }
  return [...statuses.values()];
}

/**
 * The buckets of the cells of (cell, status) `rows` at `precision`, at most `limit` of them (at
 * least 32: the children of one cell). When the cells are more than `limit`, the cells of the finest
 * precision whose cells fit are the start; then the densest bucket coarser than `precision` is split
 * into its children if the answer stays within `limit`, then the next densest, and so on (a parent
 * comes before its children: its count is at least theirs). Sorted by cell, the asked cells of every
 * coarser cell are a run. `folded`: whether some bucket is coarser than asked.
 */
export function foldCells(
  rows: readonly CellCount[],
  precision: number,
  limit: number,
): { cells: FoldedCell[]; folded: boolean } {
  const leaves = leavesOf(rows, precision);
  if (leaves.length <= limit) return { cells: leaves, folded: false };
  /** The runs of the asked cells [start, end) that share a cell at precision `at`. */
  const runsOf = (start: number, end: number, at: number): Run[] => {
    // Whole numbers up to 2^45 (precision 9): divided, not shifted (a shift works on 32 bits).
    const divisor = CHILDREN_PER_CELL ** (precision - at);
    const runs: Run[] = [];
    for (let index = start; index < end; index += 1) {
      const leaf = leaves[index]!;
      const cell = Math.floor(leaf.cell / divisor);
      const last = runs[runs.length - 1];
      if (last && last.cell === cell) {
        last.end = index + 1;
        last.count += leaf.count;
      } else runs.push({ precision: at, cell, start: index, end: index + 1, count: leaf.count });
    }
    return runs;
  };
  let shown = runsOf(0, leaves.length, precision - 1);
  while (shown.length > limit && (shown[0]?.precision ?? 0) > 1) {
    shown = runsOf(0, leaves.length, (shown[0]?.precision ?? 1) - 1);
  }
  const heap = new RunHeap();
  for (const run of shown) heap.push(run);
  let size = shown.length;
  const kept: Run[] = [];
  for (let run = heap.pop(); run; run = heap.pop()) {
    const children = run.precision < precision ? runsOf(run.start, run.end, run.precision + 1) : null;
    if (children === null || size - 1 + children.length > limit) {
      kept.push(run);
      continue;
    }
    size += children.length - 1;
    for (const child of children) heap.push(child);
  }
  const cells = kept.map(
    (run): FoldedCell =>
      run.precision === precision
        ? leaves[run.start]!
        : {
            cell: run.cell,
            precision: run.precision,
            count: run.count,
            statuses: statusesOf(leaves.slice(run.start, run.end)),
          },
  );
  return { cells, folded: cells.some((cell) => cell.precision < precision) };
}

/**
 * At most this many scans in a box are read from the events for buckets finer than the rollups
 * keep (decision 324): some 20 ms of index reads; more are answered from the rollups' finest cells.
 */
export const MAP_DETAIL_SCANS_LIMIT = 20_000;

/**
 * Whether buckets finer than the rollups keep (precisions 7-9) are answered with the rollups'
 * finest cells instead (decision 324): over a box larger than the zoom's view (the world included),
 * or holding more than MAP_DETAIL_SCANS_LIMIT scans.
 */
export function isCoarseAnswer(box: BoundingBox | null, precision: number, scans: number): boolean {
  return isLargerThanViewOf(box, precision) || scans > MAP_DETAIL_SCANS_LIMIT;
}
