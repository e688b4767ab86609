import type { BoundingBox } from '@label-portal/contract';
import ngeohash from 'ngeohash';

/**
 * A bounding box as geohash cells (decision 256). A cell belongs to the box when it holds a point of
 * the box, by the same bisection that encodes a position (ngeohash: a value on a cell's edge belongs
 * to the lower cell), so the cells of a box are the rectangle of latitude and longitude indexes
 * between the cell of its south-west corner and the cell of its north-east corner. A geohash prefix
 * is a contiguous range of integers after the shift, so a rectangle of coarse cells becomes a few
 * integer ranges of the stored cells, which the cell index (or the rollup's key) reads.
 */

const BITS_PER_CHARACTER = 5;
/** At most this many coarse cells cover a box (ranges of the stored cells, merged when adjacent). */
const MAX_COVERING_CELLS = 64;

/** The longitude and latitude indexes of a geohash integer of `bits` bits (longitude bit first). */
function splitCell(cell: bigint, bits: number): { lon: bigint; lat: bigint } {
  let lon = 0n;
  let lat = 0n;
  for (let bit = bits - 1, position = 0; bit >= 0; bit -= 1, position += 1) {
    const value = (cell >> BigInt(bit)) & 1n;
    if (position % 2 === 0) lon = (lon << 1n) | value;
    else lat = (lat << 1n) | value;
  }
  return { lon, lat };
}

/** The geohash integer of `bits` bits from its longitude and latitude indexes. */
function joinCell(lon: bigint, lat: bigint, bits: number): bigint {
  const lonBits = Math.ceil(bits / 2);
  const latBits = Math.floor(bits / 2);
  let cell = 0n;
  for (let position = 0; position < bits; position += 1) {
    const value =
      position % 2 === 0
        ? (lon >> BigInt(lonBits - 1 - position / 2)) & 1n
        : (lat >> BigInt(latBits - 1 - (position - 1) / 2)) & 1n;
    cell = (cell << 1n) | value;
  }
  return cell;
}

/** The box's cells at a precision: index ranges, inclusive. */
export type BoxCells = { precision: number; lat: [bigint, bigint]; lon: [bigint, bigint] };

export function boxCellsAt(box: BoundingBox, precision: number): BoxCells {
  const bits = precision * BITS_PER_CHARACTER;
  const southWest = splitCell(BigInt(ngeohash.encode_int(box.south, box.west, bits)), bits);
  const northEast = splitCell(BigInt(ngeohash.encode_int(box.north, box.east, bits)), bits);
  return { precision, lat: [southWest.lat, northEast.lat], lon: [southWest.lon, northEast.lon] };
}

/**
 * `splitCell` for a cell of at most 30 bits (precision ≤ 6, every rollup cell) in 32-bit integer
 * arithmetic: a map answer tests every row, and BigInt's allocations cost 12 ms of a Paris answer.
 */
function splitSmallCell(cell: number, bits: number): { lon: number; lat: number } {
  let lon = 0;
  let lat = 0;
  for (let bit = bits - 1, position = 0; bit >= 0; bit -= 1, position += 1) {
    const value = (cell >>> bit) & 1;
    if (position % 2 === 0) lon = (lon << 1) | value;
    else lat = (lat << 1) | value;
  }
  return { lon, lat };
}

/** Whether a cell at the box's precision (an integer of 5 × precision bits) is a cell of the box. */
export function isCellInBox(cell: number | bigint, cells: BoxCells): boolean {
  const bits = cells.precision * BITS_PER_CHARACTER;
  const { lon, lat } =
    typeof cell === 'number' && bits <= 30 ? splitSmallCell(cell, bits) : splitCell(BigInt(cell), bits);
  // A number compares with a bigint by value.
  return lat >= cells.lat[0] && lat <= cells.lat[1] && lon >= cells.lon[0] && lon <= cells.lon[1];
}

/** Inclusive ranges of stored cells. */
export type CellRange = readonly [number, number];

/**
 * Ranges of stored cells (of `storedPrecision`, 6 for the rollup's cell6, 9 for the events' cell)
 * that hold every cell of the box at `precision` (and maybe a few more around it: the caller keeps
 * exactly the box's cells with isCellInBox). The coarsest rectangle of at most 64 cells is used.
 */
export function coveringRanges(cells: BoxCells, storedPrecision: number): CellRange[] {
  const bits = cells.precision * BITS_PER_CHARACTER;
  let coarse = cells.precision;
  for (; coarse > 1; coarse -= 1) {
    const coarseBits = coarse * BITS_PER_CHARACTER;
    const latShift = BigInt(Math.floor(bits / 2) - Math.floor(coarseBits / 2));
    const lonShift = BigInt(Math.ceil(bits / 2) - Math.ceil(coarseBits / 2));
    const latCount = (cells.lat[1] >> latShift) - (cells.lat[0] >> latShift) + 1n;
    const lonCount = (cells.lon[1] >> lonShift) - (cells.lon[0] >> lonShift) + 1n;
    if (latCount * lonCount <= BigInt(MAX_COVERING_CELLS)) break;
  }
  const coarseBits = coarse * BITS_PER_CHARACTER;
  const latShift = BigInt(Math.floor(bits / 2) - Math.floor(coarseBits / 2));
  const lonShift = BigInt(Math.ceil(bits / 2) - Math.ceil(coarseBits / 2));
  const storedShift = BigInt((storedPrecision - coarse) * BITS_PER_CHARACTER);
  const starts: bigint[] = [];
  for (let lat = cells.lat[0] >> latShift; lat <= cells.lat[1] >> latShift; lat += 1n) {
    for (let lon = cells.lon[0] >> lonShift; lon <= cells.lon[1] >> lonShift; lon += 1n) {
      starts.push(joinCell(lon, lat, coarseBits));
    }
  }
  starts.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const ranges: [bigint, bigint][] = [];
  for (const start of starts) {
    const low = start << storedShift;
    const high = ((start + 1n) << storedShift) - 1n;
    const last = ranges[ranges.length - 1];
    if (last && last[1] + 1n === low) last[1] = high;
    else ranges.push([low, high]);
  }
  return ranges.map(([low, high]) => [Number(low), Number(high)] as const);
}

/** The base-32 geohash of a cell of `precision` characters. */
export function geohashOf(cell: number, precision: number): string {
  const alphabet = '0123456789bcdefghjkmnpqrstuvwxyz';
  // Whole numbers up to 2^53 (precision 9 is 45 bits): the last five bits by remainder.
  let value = cell;
  let text = '';
  for (let index = 0; index < precision; index += 1) {
    text = alphabet[value % 32] + text;
    value = Math.floor(value / 32);
  }
  return text;
}
