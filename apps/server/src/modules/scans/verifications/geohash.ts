import ngeohash from 'ngeohash';

/** The finest geohash precision kept (9 characters: cells of about 4.8 m × 4.8 m). */
export const CELL_PRECISION = 9;
/** Bits per geohash character. */
const BITS_PER_CHARACTER = 5;

/**
 * The geohash cell of a position at precision 9 as a 45-bit integer (ngeohash's integer encoding:
 * longitude and latitude bits interleaved, longitude first, as in the base-32 geohash).
 */
export function cellOf(lat: number, lon: number): number {
  return ngeohash.encode_int(lat, lon, CELL_PRECISION * BITS_PER_CHARACTER);
}

/**
 * The cell at a coarser precision (1-9): the integer shifted right by 5 bits per dropped character,
 * the same as SQL's `cell >> 5 * (9 - p)`. Numbers beyond 32 bits: division, not `>>`.
 */
export function cellAtPrecision(cell: number, precision: number): number {
  if (!Number.isInteger(precision) || precision < 1 || precision > CELL_PRECISION) {
    throw new RangeError(`geohash precision ${precision} is not between 1 and ${CELL_PRECISION}`);
  }
  return Math.floor(cell / 2 ** (BITS_PER_CHARACTER * (CELL_PRECISION - precision)));
}
