import { type SQL, sql } from 'drizzle-orm';

/**
 * A timestamptz as text in UTC, ISO 8601 with microseconds (`2026-11-27T13:27:36.630000Z`): the
 * form the API answers times in, and one that compares as text in time order.
 */
export function utcIsoText(value: SQL): SQL<string> {
  return sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}
