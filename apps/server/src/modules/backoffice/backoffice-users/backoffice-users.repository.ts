import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { groupRights, groups, userGroups, users } from '../../../db/schema/index.js';

/** The names of the user's groups, by name. */
export async function findUserGroupNames(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .select({ name: groups.name })
    .from(userGroups)
    .innerJoin(groups, eq(groups.id, userGroups.groupId))
    .where(eq(userGroups.userId, userId))
    .orderBy(asc(groups.name));
  return rows.map((row) => row.name);
}

/** Every group (the seeded ones), by name. */
export async function findAllGroups(db: Executor) {
  return db
    .select({ id: groups.id, name: groups.name, description: groups.description })
    .from(groups)
    .orderBy(asc(groups.name));
}

/**
 * Changes a user at the version read and raises it; undefined when the version is stale (or the
 * user gone): the caller answers 409.
 */
export async function updateUserAtVersion(
  db: Executor,
  userId: number,
  version: number,
  values: { isActive?: boolean },
) {
  const [row] = await db
    .update(users)
    .set({ ...values, version: sql`${users.version} + 1` })
    .where(and(eq(users.id, userId), eq(users.version, version)))
    .returning({ id: users.id, version: users.version });
  return row;
}

/** Sets the user's groups to exactly these. */
export async function replaceUserGroups(db: Executor, userId: number, groupIds: number[]): Promise<void> {
  await db.delete(userGroups).where(eq(userGroups.userId, userId));
  if (groupIds.length > 0) {
    await db.insert(userGroups).values(groupIds.map((groupId) => ({ userId, groupId })));
  }
}

/** The rights the given groups grant together. */
export async function findRightsOfGroups(db: Executor, groupIds: readonly number[]): Promise<string[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ right: groupRights.right })
    .from(groupRights)
    .where(inArray(groupRights.groupId, [...groupIds]));
  return rows.map((row) => row.right);
}
