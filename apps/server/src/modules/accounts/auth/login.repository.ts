import type { Language } from '@label-portal/contract';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { companies, loginThrottle, users } from '../../../db/schema/index.js';

export type LoginCandidate = {
  id: number;
  email: string;
  passwordHash: string;
  passwordChangedAt: Date;
  isActive: boolean;
  state: string;
  accountId: string;
};

/** The user identified by e-mail (any case) and account id (the company's COFOR10). */
export async function findLoginCandidate(
  db: Executor,
  email: string,
  accountId: string,
): Promise<LoginCandidate | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      passwordChangedAt: users.passwordChangedAt,
      isActive: users.isActive,
      state: users.state,
      accountId: companies.cofor10,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(companies.cofor10, accountId.toUpperCase())));
  return row;
}

/**
 * Reserves one attempt under a throttle key, atomically: one upsert that adds the attempt when the
 * key is under its limit (or its window is over, which starts a new window) and answers the new
 * count; it answers nothing when the key is at its limit. The row lock of the upsert orders
 * concurrent attempts, on one server process or many.
 */
export async function reserveThrottleAttempt(
  db: Executor,
  key: string,
  limit: number,
  now: Date,
  windowStartedBefore: Date,
): Promise<number | undefined> {
  // Timestamps as ISO text with a cast: postgres.js takes no Date inside raw SQL.
  const isOver = sql`${loginThrottle.windowStartedAt} <= ${windowStartedBefore.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, attempts: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        attempts: sql`case when ${isOver} then 1 else ${loginThrottle.attempts} + 1 end`,
        windowStartedAt: sql`case when ${isOver} then ${now.toISOString()}::timestamptz else ${loginThrottle.windowStartedAt} end`,
      },
      setWhere: sql`${isOver} or ${loginThrottle.attempts} < ${limit}`,
    })
    .returning({ attempts: loginThrottle.attempts });
  return row?.attempts;
}

/** Forgets the attempts of these keys (a right password, a password reset). */
export async function deleteThrottleKeys(db: Executor, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(loginThrottle).where(inArray(loginThrottle.key, keys));
}

/** Gives back one reserved attempt of a key (an attempt that turned out not to be a failure). */
export async function releaseThrottleAttempt(db: Executor, key: string): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ attempts: sql`greatest(${loginThrottle.attempts} - 1, 0)` })
    .where(eq(loginThrottle.key, key));
}

/**
 * Keys of the per-user limits (user-throttle.ts): each has its own window, so the sign-in's
 * purge leaves them to their own.
 */
export const PER_USER_KEY_PREFIX = 'per_user:';

/** Removes keys whose window is over (they would start afresh anyway), but the per-user limits'. */
export async function deleteExpiredThrottleKeys(db: Executor, windowStartedBefore: Date): Promise<void> {
  await db
    .delete(loginThrottle)
    .where(
      and(
        lte(loginThrottle.windowStartedAt, windowStartedBefore),
        sql`not starts_with(${loginThrottle.key}, ${PER_USER_KEY_PREFIX})`,
      ),
    );
}

/** Removes the keys of one prefix whose window is over (a per-user limit's own purge). */
export async function deleteExpiredKeysWithPrefix(
  db: Executor,
  prefix: string,
  windowStartedBefore: Date,
): Promise<void> {
  await db
    .delete(loginThrottle)
    .where(
      and(
        lte(loginThrottle.windowStartedAt, windowStartedBefore),
        sql`starts_with(${loginThrottle.key}, ${prefix})`,
      ),
    );
}

/** Records the sign-in time and the language the user signed in with (mails use it). */
export async function updateLastLogin(
  db: Executor,
  userId: number,
  at: Date,
  language: Language,
): Promise<void> {
  await db.update(users).set({ lastLoginAt: at, language }).where(eq(users.id, userId));
}

/** Forgets every key of an account: its own and its pairs with client addresses (password reset). */
export async function deleteAccountThrottleKeys(db: Executor, accountKey: string): Promise<void> {
  await db
    .delete(loginThrottle)
    .where(
      or(
        eq(loginThrottle.key, `account:${accountKey}`),
        sql`starts_with(${loginThrottle.key}, ${`pair:${accountKey}|`})`,
      ),
    );
}
