import { BUSINESS_TIME_ZONE, nextDay } from '@label-portal/contract';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * A statistics date filter's day bounds: calendar days (yyyy-MM-dd) in the business time zone
 * (Europe/Paris), as instants, so the `timestamptz` indexes serve them (decisions 214 and 220).
 */

/** The start of a business day (Europe/Paris) as an instant. */
export function businessDayStart(day: string): SQL {
  return sql`(${day}::timestamp at time zone ${BUSINESS_TIME_ZONE})`;
}

/** `column` falls on or after the day `from` and on or before the day `to` (both optional, included). */
export function businessDayRange(column: SQLWrapper, from?: string, to?: string): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(sql`${column} >= ${businessDayStart(from)}`);
  if (to) conditions.push(sql`${column} < ${businessDayStart(nextDay(to))}`);
  return conditions;
}
