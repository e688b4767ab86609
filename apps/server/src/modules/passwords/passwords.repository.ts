import type { Language } from '@label-portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { companies, users } from '../../db/schema/index.js';

export type PasswordOwner = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  language: Language;
  state: string;
  isActive: boolean;
  accountId: string;
  companyId: number;
};

const OWNER_COLUMNS = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  language: users.language,
  state: users.state,
  isActive: users.isActive,
  accountId: companies.cofor10,
  companyId: users.companyId,
};

/** The user of an e-mail (any case) and account id (the company's COFOR10, any case), as at sign-in. */
export async function findUserByEmailAndAccount(
  db: Executor,
  email: string,
  accountId: string,
): Promise<PasswordOwner | undefined> {
  const [row] = await db
    .select(OWNER_COLUMNS)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(companies.cofor10, accountId.toUpperCase())));
  return row;
}

export async function findUserById(db: Executor, userId: number): Promise<PasswordOwner | undefined> {
  const [row] = await db
    .select(OWNER_COLUMNS)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row;
}

/** Stores a new password hash; the expiry counts from now. */
export async function updatePassword(db: Executor, userId: number, passwordHash: string, at: Date) {
  await db.update(users).set({ passwordHash, passwordChangedAt: at }).where(eq(users.id, userId));
}

/** A sign-in through the new password: the last sign-in and the language for mails (decision 011). */
export async function recordSignIn(db: Executor, userId: number, at: Date, language: Language) {
  await db.update(users).set({ lastLoginAt: at, language }).where(eq(users.id, userId));
}
