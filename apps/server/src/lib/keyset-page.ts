/**
 * A keyset page from rows read with one more than the page's size: the rows of the page and the
 * cursor of the next one, made from the page's last row, or null when that extra row was not there
 * (the last page). Every keyset list of the server pages this way.
 */
export function splitKeysetPage<Row, Cursor>(
  rows: readonly Row[],
  limit: number,
  cursorOf: (last: Row) => Cursor,
): { page: Row[]; next: Cursor | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, next: rows.length > limit && last !== undefined ? cursorOf(last) : null };
}
