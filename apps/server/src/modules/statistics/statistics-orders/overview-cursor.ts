import {
  isIsoCalendarDate,
  MESSAGE,
  ORDER_OVERVIEW_SORTS,
  type OrderOverviewSort,
  type SortDirection,
} from '@label-portal/contract';
import { AppError } from '../../../lib/app-error.js';
import { isSortTiedByDate, type OverviewKeyset } from './statistics-orders.repository.js';

/**
 * The overview's keyset cursor (decision 215): the last row's sort key (as PostgreSQL writes it,
 * so a timestamp keeps its microseconds), its company pk for the company columns, its order date
 * for the state sort (decision 226) and its order pk, with the sort and direction it belongs to;
 * base64url JSON, opaque to the screen.
 */
type CursorContent = {
  s: OrderOverviewSort;
  d: SortDirection;
  k: string;
  c: number | null;
  t?: string | null;
  o: number;
};

export function encodeOverviewCursor(
  sort: { column: OrderOverviewSort; direction: SortDirection },
  keyset: OverviewKeyset,
): string {
  const content: CursorContent = {
    s: sort.column,
    d: sort.direction,
    k: keyset.key,
    c: keyset.companyPk,
    t: keyset.orderDate,
    o: keyset.orderPk,
  };
  return Buffer.from(JSON.stringify(content)).toString('base64url');
}

function invalidCursor(): AppError {
  return new AppError('VALIDATION_FAILED', { fields: { cursor: [MESSAGE.invalid] } });
}

const isPk = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647;

/** The keyset of a cursor; 400 on the `cursor` field for one that is not ours or of another sort. */
export function decodeOverviewCursor(
  cursor: string,
  sort: { column: OrderOverviewSort; direction: SortDirection },
): OverviewKeyset {
  let content: Partial<CursorContent>;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalidCursor();
    content = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<CursorContent>;
  } catch {
    throw invalidCursor();
  }
  if (
    typeof content !== 'object' ||
    content === null ||
    !ORDER_OVERVIEW_SORTS.includes(content.s as OrderOverviewSort) ||
    content.s !== sort.column ||
    content.d !== sort.direction ||
    typeof content.k !== 'string' ||
    content.k.length > 200 ||
    !isPk(content.o) ||
    (content.c !== null && !isPk(content.c))
  ) {
    throw invalidCursor();
  }
  if (!isKeyOfType(content.k, sort.column)) throw invalidCursor();
  // The state sort's ties go by date: its cursor carries the row's date, the others none.
  const orderDate = content.t ?? null;
  if (
    isSortTiedByDate(sort.column)
      ? typeof orderDate !== 'string' || !isTimestamp(orderDate)
      : orderDate !== null
  )
    throw invalidCursor();
  return { key: content.k, companyPk: content.c ?? null, orderDate, orderPk: content.o };
}

/** A `timestamptz` as PostgreSQL writes it (or ISO 8601). */
function isTimestamp(text: string): boolean {
  return (
    isIsoCalendarDate(text.slice(0, 10)) &&
    /^[ T]([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?([+-](0\d|1[0-4])(:[0-5]\d)?|Z)?$/.test(text.slice(10))
  );
}

/** The key must read as its column's type, or PostgreSQL would refuse the cast (a 500). */
function isKeyOfType(key: string, column: OrderOverviewSort): boolean {
  if (column === 'quantity') return /^-?\d{1,10}$/.test(key) && Math.abs(Number(key)) <= 2_147_483_647;
  if (column === 'order_date') return isTimestamp(key);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a NUL byte cannot go to PostgreSQL.
  return !/\u0000/.test(key);
}
