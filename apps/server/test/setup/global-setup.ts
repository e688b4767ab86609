// Vitest global setup of the `api` project (decision 196): migrates and seeds the demo database
// ONCE per run, then every test file starts from a copy of it (test/setup/file-database.ts)
// instead of migrating and seeding its own.
// - PostgreSQL (DATABASE_URL): a template database `<database>_api_<run>_t` next to the one of
//   DATABASE_URL; each file gets `create database ... template ...`. All of them share the prefix
//   `<database>_api_<run>_` and are dropped at the end (the teardown, and `.ci/run`'s clean-up,
//   which drops every database whose name starts with its own, however the run ended).
// - PGlite: a migrated and seeded data folder dumped to a tarball in a temporary folder (removed at
//   the end); each file loads it into a fresh in-memory PGlite.
// A run killed outright skips the teardown: a detached janitor (scripts/test-janitor.mjs) removes
// the folder or the databases once this process is gone.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.js';
import { migrateDatabase } from '../../src/db/migrate.js';
import { seedDemo } from '../../src/seed/demo.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated and seeded template database and the prefix of the run's copies. */
    apiTemplate: { template: string; prefix: string } | null;
    /** PGlite: the tarball of a migrated and seeded data folder. */
    apiPgliteSnapshot: string | null;
  }
}

const JANITOR = fileURLToPath(new URL('../../../../scripts/test-janitor.mjs', import.meta.url));

/** Whatever ends this run (a SIGKILL included), the janitor removes what it made once it is gone. */
function startJanitor(folder: string, databases?: { serverUrl: string; prefix: string }) {
  spawn(process.execPath, [JANITOR, String(process.pid), folder, databases ? `${databases.prefix}*` : ''], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, ADMIN_DATABASE_URL: databases?.serverUrl ?? '' },
  }).unref();
}

/**
 * `<database>_api_<run>_`: starts with the name of DATABASE_URL's database (`.ci/run` drops what
 * starts with its own). PostgreSQL truncates names to 63 bytes: the run (13 characters at most) and
 * a file's 8 hex digits leave 36 for the database's name.
 */
function runPrefix(database: string): string {
  const base = database.replace(/[^a-z0-9_]/gi, '_').slice(0, 36);
  return `${base}_api_${Date.now().toString(36)}${process.pid.toString(36)}_`;
}

async function setUpPostgres(project: TestProject, serverUrl: string) {
  const url = new URL(serverUrl);
  const prefix = runPrefix(url.pathname.slice(1) || 'postgres');
  const template = `${prefix}t`;
  startJanitor('', { serverUrl, prefix });
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const dropRun = async () => {
    const rows = await admin<{ datname: string }[]>`
      select datname from pg_database where starts_with(datname, ${prefix})`;
    for (const { datname } of rows) await admin.unsafe(`drop database if exists "${datname}" with (force)`);
  };
  try {
    await admin.unsafe(`create database "${template}"`);
    url.pathname = `/${template}`;
    const handle = await openDatabase({ url: url.toString(), maxConnections: 5 });
    try {
      await migrateDatabase(handle);
      await seedDemo(handle);
    } finally {
      await handle.close();
    }
  } catch (error) {
    await dropRun().catch(() => {});
    await admin.end();
    throw error;
  }
  project.provide('apiTemplate', { template, prefix });
  project.provide('apiPgliteSnapshot', null);
  return async () => {
    await dropRun();
    await admin.end();
  };
}

async function setUpPglite(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'label-portal-api-'));
  startJanitor(folder);
  try {
    const handle = await openDatabase({});
    try {
      await migrateDatabase(handle);
      await seedDemo(handle);
      const client = (handle.db as unknown as { $client: PGlite }).$client;
      const tarball = await client.dumpDataDir('none');
      writeFileSync(join(folder, 'demo.tar'), Buffer.from(await tarball.arrayBuffer()));
    } finally {
      await handle.close();
    }
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  project.provide('apiTemplate', null);
  project.provide('apiPgliteSnapshot', join(folder, 'demo.tar'));
  return () => rmSync(folder, { recursive: true, force: true });
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? setUpPostgres(project, serverUrl) : setUpPglite(project);
}
