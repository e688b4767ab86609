import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { contacts, sessions, users } from '../../../db/schema/index.js';

/** The users among `userIds` that belong to the company (locked for the change). */
export async function findCompanyUsersByIds(db: Executor, companyId: number, userIds: number[]) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, userIds)))
    .orderBy(users.lastName, users.firstName, users.id)
    .for('update');
}

export async function updateUsersActive(db: Executor, userIds: number[], isActive: boolean): Promise<void> {
  await db.update(users).set({ isActive }).where(inArray(users.id, userIds));
}

export async function updateUserPhone(db: Executor, userId: number, phone: string) {
  const [row] = await db.update(users).set({ phone }).where(eq(users.id, userId)).returning();
  return row;
}

export async function updateUserPassword(db: Executor, userId: number, passwordHash: string, at: Date) {
  await db.update(users).set({ passwordHash, passwordChangedAt: at }).where(eq(users.id, userId));
}

/** Ends every session of the users (a disabled user is signed out at once). */
export async function deleteUsersSessions(db: Executor, userIds: number[]): Promise<void> {
  await db.delete(sessions).where(inArray(sessions.userId, userIds));
}

/** Ends a user's sessions except one (the one that changed the password). */
export async function deleteOtherSessions(db: Executor, userId: number, keptSessionId: string) {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId)))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

/** The company's provisioning contacts that have an e-mail address. */
export async function findProvisioningContacts(db: Executor, companyId: number) {
  const rows = await db
    .select({ name: contacts.name, email: contacts.email })
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), eq(contacts.category, 'PROVISIONING')))
    .orderBy(desc(contacts.id));
  return rows.filter((row) => row.email.trim() !== '');
}
