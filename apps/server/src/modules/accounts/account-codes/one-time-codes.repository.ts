import type { OneTimeCodeOutcome } from '@label-portal/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { oneTimeCodes } from '../../../db/schema/index.js';

export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];
export type CodeRow = typeof oneTimeCodes.$inferSelect;

export async function insertCode(
  db: Executor,
  row: { purpose: CodePurpose; codeHash: string; userId?: number; addressId?: number; expiresAt: Date },
): Promise<void> {
  await db.insert(oneTimeCodes).values(row);
}

export async function findCodeByHash(db: Executor, purpose: CodePurpose, codeHash: string) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.codeHash, codeHash), eq(oneTimeCodes.purpose, purpose)))
    .limit(1);
  return row;
}

/** Marks the code used unless it already is; false when another request used it first. */
export async function markCodeUsed(
  db: Executor,
  id: number,
  outcome: OneTimeCodeOutcome,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ usedAt: at, outcome })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

/** Ends the open codes of a user for one purpose (a new reset link replaces the older ones). */
export async function expireOpenCodes(db: Executor, userId: number, purpose: CodePurpose, at: Date) {
  await db
    .update(oneTimeCodes)
    .set({ usedAt: at, outcome: 'USED' })
    .where(
      and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)),
    );
}

/** Ends a user's outstanding password-reset codes: an earlier mailed link no longer works. */
export async function endOpenResetCodes(db: Executor, userId: number, at: Date): Promise<void> {
  await expireOpenCodes(db, userId, 'PASSWORD_RESET', at);
}
