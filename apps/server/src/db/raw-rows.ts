/** The rows of a raw statement (`db.execute`), whichever driver answered: postgres.js gives an array, PGlite `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
