import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { extraServices, settings } from '../../../db/schema/index.js';

/** The PostgreSQL NOTIFY channel of settings changes (decision 204). */
export const SETTINGS_CHANNEL = 'label_portal_settings';

/**
 * The value read as JSON text and parsed here: drivers differ (PGlite hands jsonb over parsed, and
 * the ORM parsed a JSON string such as "0.10" a second time, into the number 0.1).
 */
const storedValue = sql<string>`${settings.value}::text`.mapWith(
  (text: string) => JSON.parse(text) as unknown,
);

export async function findSettings(db: Executor, keys: string[]): Promise<Map<string, unknown>> {
  const rows = await db
    .select({ key: settings.key, value: storedValue })
    .from(settings)
    .where(inArray(settings.key, keys));
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function findAllSettings(db: Executor) {
  return db
    .select({
      key: settings.key,
      value: storedValue,
      description: settings.description,
      updatedAt: settings.updatedAt,
      version: settings.version,
    })
    .from(settings)
    .orderBy(settings.key);
}

export async function findSettingForUpdate(db: Executor, key: string) {
  const [row] = await db
    .select({ value: storedValue })
    .from(settings)
    .where(eq(settings.key, key))
    .for('update');
  return row;
}

/** Writes the value when the row still has `version`; answers the row, or undefined when stale. */
const saved = {
  key: settings.key,
  value: storedValue,
  description: settings.description,
  updatedAt: settings.updatedAt,
  version: settings.version,
};

/** A JSON value as jsonb, a string staying a JSON string ("0.10", never the number 0.1). */
const jsonb = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

export async function updateSettingValue(
  db: Executor,
  change: { key: string; value: unknown; version: number; at: Date; description: string },
) {
  if (change.version === 0) {
    // Never stored yet (the code default was in force): the first save creates the row.
    const [row] = await db
      .insert(settings)
      .values({
        key: change.key,
        value: jsonb(change.value),
        description: change.description,
        updatedAt: change.at,
      })
      .onConflictDoNothing()
      .returning(saved);
    return row;
  }
  const [row] = await db
    .update(settings)
    .set({ value: jsonb(change.value), updatedAt: change.at, version: sql`${settings.version} + 1` })
    .where(and(eq(settings.key, change.key), eq(settings.version, change.version)))
    .returning(saved);
  return row;
}

/** The first fee of each extra service category (the catalogue's). */
export async function findExtraServiceFees(db: Executor): Promise<Map<string, string>> {
  const rows = await db
    .select({ category: extraServices.category, fee: extraServices.fee })
    .from(extraServices)
    .orderBy(extraServices.id);
  const fees = new Map<string, string>();
  for (const row of rows) if (!fees.has(row.category)) fees.set(row.category, row.fee);
  return fees;
}

/** Tells every server process (delivered when `db`'s transaction commits). */
export async function notifySettingsChange(db: Executor): Promise<void> {
  await db.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, 'all')`);
}
