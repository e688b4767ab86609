import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';

export async function findSettings(db: Executor, keys: string[]): Promise<Map<string, unknown>> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, keys));
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function findAllSettings(db: Executor) {
  return db
    .select({
      key: settings.key,
      value: settings.value,
      description: settings.description,
      updatedAt: settings.updatedAt,
    })
    .from(settings)
    .orderBy(settings.key);
}
