import type { Language } from '@label-portal/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { users } from '../../../db/schema/index.js';

/** Stores a new password hash; the expiry counts from now. */
export async function updatePassword(db: Executor, userId: number, passwordHash: string, at: Date) {
  await db.update(users).set({ passwordHash, passwordChangedAt: at }).where(eq(users.id, userId));
}

/** A sign-in through the new password: the last sign-in and the language for mails (decision 011). */
export async function recordSignIn(db: Executor, userId: number, at: Date, language: Language) {
  await db.update(users).set({ lastLoginAt: at, language }).where(eq(users.id, userId));
}
