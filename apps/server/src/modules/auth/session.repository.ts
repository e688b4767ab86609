import { eq, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { groupRights, sessions, userGroups, users } from '../../db/schema/index.js';

export type StoredSession = {
  id: string;
  userId: number;
  companyId: number;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  isUserActive: boolean;
  userState: string;
};

export async function insertSession(
  db: Executor,
  values: { id: string; userId: number; expiresAt: Date; userAgent: string; ip: string },
): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function findSession(db: Executor, id: string): Promise<StoredSession | undefined> {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      companyId: users.companyId,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      isUserActive: users.isActive,
      userState: users.state,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id));
  return row;
}

export async function findUserRights(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ right: groupRights.right })
    .from(userGroups)
    .innerJoin(groupRights, eq(groupRights.groupId, userGroups.groupId))
    .where(eq(userGroups.userId, userId))
    .orderBy(groupRights.right);
  return rows.map((row) => row.right);
}

export async function touchSession(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Removes ended sessions: past their absolute end or idle for longer than the idle timeout. */
export async function deleteEndedSessions(db: Executor, now: Date, idleMinutes: number): Promise<number> {
  const idleBefore = new Date(now.getTime() - idleMinutes * 60_000);
  const deleted = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleBefore)))
    .returning({ id: sessions.id });
  return deleted.length;
}
