import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { DatabaseHandle } from './client.js';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the committed migrations; the same files serve PostgreSQL and PGlite. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'postgres') {
    // biome-ignore lint/suspicious/noExplicitAny: the migrators take their own driver's database type
    await migratePostgres(handle.db as any, config);
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: the migrators take their own driver's database type
    await migratePglite(handle.db as any, config);
  }
}
