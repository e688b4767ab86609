import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { companies, loginFailures, users } from '../../db/schema/index.js';

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

export async function countFailuresSince(
  db: Executor,
  by: { accountKey: string } | { ip: string },
  since: Date,
): Promise<number> {
  const condition =
    'accountKey' in by ? eq(loginFailures.accountKey, by.accountKey) : eq(loginFailures.ip, by.ip);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(condition, gte(loginFailures.createdAt, since)));
  return row?.count ?? 0;
}

export async function insertLoginFailure(db: Executor, accountKey: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ accountKey, ip });
}

export async function deleteLoginFailures(db: Executor, accountKey: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey));
}

export async function updateLastLogin(db: Executor, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
}
