import { type SQL, sql } from 'drizzle-orm';
import postgres from 'postgres';
import type { DatabaseHandle } from '../../src/db/client.js';
import { rowsOf } from '../../src/db/raw-rows.js';

/** Rows of a raw query, whichever driver runs underneath. */
export async function queryRows<T>(database: DatabaseHandle, query: SQL): Promise<T[]> {
  return rowsOf<T>(await database.db.execute(query));
}

/** How many rows of a table match a condition (test-written SQL only). */
export async function countRows(database: DatabaseHandle, table: string, where = 'true'): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    database,
    sql.raw(`select count(*)::int as n from ${table} where ${where}`),
  );
  return Number(row!.n);
}

/**
 * A new, empty database on the PostgreSQL server of DATABASE_URL, for a test that needs one of its
 * own (a first start, rows no other test reads); drop() removes it, whoever is still connected.
 */
export async function createScratchDatabase(
  label: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('a scratch database needs DATABASE_URL (PostgreSQL)');
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const name = `label_portal_${label}_${Date.now()}_${process.pid}`;
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
