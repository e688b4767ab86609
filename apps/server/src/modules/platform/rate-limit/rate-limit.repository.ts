import { lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { rateLimitHits } from '../../../db/schema/index.js';

/**
 * Adds `hits` to a key's count in its window in one atomic statement (the row is made by the first
 * process, added to by the others, locked for the statement only) and answers the new total, every
 * process's hits included.
 */
export async function addWindowHits(
  db: Executor,
  row: { key: string; windowStartMs: number; windowEndMs: number; hits: number },
): Promise<number> {
  const [total] = await db
    .insert(rateLimitHits)
    .values(row)
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStartMs],
      set: { hits: sql`${rateLimitHits.hits} + excluded.hits` },
    })
    .returning({ hits: rateLimitHits.hits });
  return total!.hits;
}

/** Deletes the windows that ended at or before the given time. */
export async function deleteEndedWindows(db: Executor, endedAtMs: number): Promise<void> {
  await db.delete(rateLimitHits).where(lte(rateLimitHits.windowEndMs, endedAtMs));
}
