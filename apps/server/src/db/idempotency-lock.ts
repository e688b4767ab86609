import { sql } from 'drizzle-orm';
import type { Executor } from './client.js';

/**
 * Holds one user's Idempotency-Key for the rest of the transaction (decision 268): a concurrent
 * send with the same key waits here until the first commits or rolls back, then reads its reply.
 * Without it the second send checks the first one's committed writes (a roll already
 * redistributed, a quota already spent) and refuses what is in fact a retry.
 */
export async function lockIdempotencyKey(
  tx: Executor,
  scope: 'order' | 'distribution',
  userId: number,
  key: string,
): Promise<void> {
  const name = idempotencyLockName(scope, userId, key);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}

/** The text a key's advisory lock is hashed from. */
export function idempotencyLockName(scope: 'order' | 'distribution', userId: number, key: string): string {
  return `idempotency:${scope}:${userId}:${key}`;
}
