import { type SQL, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client.js';

/** Rows of a raw query, whichever driver runs underneath. */
export async function queryRows<T>(database: DatabaseHandle, query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** How many rows of a table match a condition (test-written SQL only). */
export async function countRows(database: DatabaseHandle, table: string, where = 'true'): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    database,
    sql.raw(`select count(*)::int as n from ${table} where ${where}`),
  );
  return Number(row!.n);
}
