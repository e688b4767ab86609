import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, readWithCustomPlans } from '../src/db/client.js';
import { rowsOf } from '../src/db/raw-rows.js';
import { queryRows } from './helpers/database.js';
import { openTestDatabase } from './helpers/test-app.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

type Settings = { plan_cache_mode: string; jit: string };
const SETTINGS = sql`select current_setting('plan_cache_mode') as plan_cache_mode, current_setting('jit') as jit`;

describe('readWithCustomPlans (decision 246)', () => {
  it('plans every statement of the work for its values, without JIT, only inside the work (PostgreSQL)', async () => {
    const before = (await queryRows<Settings>(database, SETTINGS))[0]!;
    const inside = await readWithCustomPlans(database.db, async (tx) => {
      return rowsOf<Settings>(await tx.execute(SETTINGS))[0] as Settings;
    });
    expect((await queryRows<Settings>(database, SETTINGS))[0]).toEqual(before);
    expect(before.plan_cache_mode).toBe('auto');
    // PGlite's driver never prepares named statements: nothing to change there.
    expect(inside).toEqual(
      database.kind === 'postgres' ? { plan_cache_mode: 'force_custom_plan', jit: 'off' } : before,
    );
  });
});
