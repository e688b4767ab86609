import { lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rateLimitHits } from '../../db/schema/index.js';

export type WindowHits = { key: string; windowStartMs: number; windowEndMs: number; hits: number };

/**
 * Adds each key's hits to its window's shared count in one statement (the rows travel as one JSON
 * parameter, however many there are) and returns the totals, every process's hits included.
 */
export async function addWindowHits(
  db: Executor,
  rows: WindowHits[],
): Promise<{ key: string; windowStartMs: number; hits: number }[]> {
  if (rows.length === 0) return [];
  return db
    .insert(rateLimitHits)
    .select(
      sql`select key, "windowStartMs", "windowEndMs", hits
          from json_to_recordset(${JSON.stringify(rows)}::json)
            as hit(key text, "windowStartMs" bigint, "windowEndMs" bigint, hits integer)`,
    )
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStartMs],
      set: { hits: sql`${rateLimitHits.hits} + excluded.hits` },
    })
    .returning({
      key: rateLimitHits.key,
      windowStartMs: rateLimitHits.windowStartMs,
      hits: rateLimitHits.hits,
    });
}

/** Deletes the windows that ended at or before the given time. */
export async function deleteEndedWindows(db: Executor, endedAtMs: number): Promise<void> {
  await db.delete(rateLimitHits).where(lte(rateLimitHits.windowEndMs, endedAtMs));
}
