// Runs before each API test file (decision 196). On PostgreSQL, the file gets a database of its
// own, copied from the run's migrated and seeded template (test/setup/global-setup.ts), and
// DATABASE_URL points at it for the whole file; it is dropped after the file's tests. On PGlite,
// openTestDatabase loads the run's seeded snapshot instead: nothing to do here.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, inject } from 'vitest';

const run = inject('apiTemplate');
const serverUrl = process.env.DATABASE_URL;
if (run && serverUrl) {
  const name = `${run.prefix}${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}" template "${run.template}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  afterAll(async () => {
    process.env.DATABASE_URL = serverUrl;
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });
}
