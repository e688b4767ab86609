import { eq, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { groupRights, sessions, userGroups, users } from '../../../db/schema/index.js';

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

export type SessionWithRights = StoredSession & { rights: string[] };

/** A session with its user's state, company and rights, in one query. */
export async function findSessionWithRights(
  db: Executor,
  id: string,
): Promise<SessionWithRights | undefined> {
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
      // JSON, not a PostgreSQL array: the pool does not fetch array types (db/client.ts).
      rights: sql<string[]>`(select coalesce(json_agg(r.right order by r.right), '[]'::json) from (
        select distinct ${groupRights.right} as right from ${userGroups}
        join ${groupRights} on ${groupRights.groupId} = ${userGroups.groupId}
        where ${userGroups.userId} = ${sessions.userId}) r)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id));
  return row;
}

/** Tells every server process (through PostgreSQL NOTIFY, sent when `db`'s transaction commits). */
export async function notifySessionChange(db: Executor, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
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

/** Gives a session a new id, keeping its user, start, last activity and end; answers its end, or undefined when it has ended. */
export async function renameSession(db: Executor, id: string, newId: string): Promise<Date | undefined> {
  const [row] = await db
    .update(sessions)
    .set({ id: newId })
    .where(eq(sessions.id, id))
    .returning({ expiresAt: sessions.expiresAt });
  return row?.expiresAt;
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of a user (a new password); answers their ids. */
export async function deleteUserSessions(db: Executor, userId: number): Promise<string[]> {
  const deleted = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return deleted.map((row) => row.id);
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
