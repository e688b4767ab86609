import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { apiKeys, users } from '../../../db/schema/index.js';

const columns = {
  id: apiKeys.id,
  name: apiKeys.name,
  scope: apiKeys.scope,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  createdBy: sql<string>`coalesce(${users.email}, '')`,
  revokedAt: apiKeys.revokedAt,
  lastUsedAt: apiKeys.lastUsedAt,
  version: apiKeys.version,
};

export type ApiKeyRow = {
  id: number;
  name: string;
  scope: (typeof apiKeys.$inferSelect)['scope'];
  prefix: string;
  createdAt: Date;
  createdBy: string;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  version: number;
};

/** Every key, newest first, with its creator's e-mail. */
export async function findApiKeys(db: Executor): Promise<ApiKeyRow[]> {
  return db
    .select(columns)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .orderBy(desc(apiKeys.id));
}

export async function findApiKey(db: Executor, id: number): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.id, id));
  return row;
}

export async function insertApiKey(db: Executor, values: typeof apiKeys.$inferInsert): Promise<number> {
  const [row] = await db.insert(apiKeys).values(values).returning({ id: apiKeys.id });
  return (row as { id: number }).id;
}

/** Revokes a live key at the version the screen showed; false when nothing matched. */
export async function updateApiKeyRevoked(
  db: Executor,
  id: number,
  version: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: at, version: sql`${apiKeys.version} + 1` })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.version, version), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** The live key with this hash, marked used now; undefined when unknown or revoked. One statement. */
export async function touchLiveApiKey(
  db: Executor,
  keyHash: string,
  at: Date,
): Promise<{ id: number; name: string; scope: string } | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ lastUsedAt: at })
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id, name: apiKeys.name, scope: apiKeys.scope });
  return row;
}
