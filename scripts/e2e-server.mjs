// The portal as the browser tests see it: built web app, production mode, port 3100, on a fresh
// database filled with demo data at start. With DATABASE_URL, a new database is created on that
// PostgreSQL server for the run and dropped afterwards; without it, a fresh PGlite folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureWebBuild, log, ROOT, runAsync } from './lib.mjs';

ensureWebBuild();
const port = process.env.E2E_PORT ?? '3100';
const dataDir = mkdtempSync(join(tmpdir(), 'label-portal-e2e-'));
const env = {
  NODE_ENV: 'production',
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
};

let dropDatabase = async () => {};
if (process.env.DATABASE_URL) {
  const { default: postgres } = await import('postgres');
  const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
  const name = `label_portal_e2e_${Date.now()}_${process.pid}`;
  await admin.unsafe(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  env.SESSION_SECRET = 'e2e-only-secret-0123456789abcdef0123456789';
  log(`Browser tests on PostgreSQL database ${name}`);
  dropDatabase = async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  };
}

const code = await runAsync(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: ROOT,
  env,
});
await dropDatabase();
rmSync(dataDir, { recursive: true, force: true });
process.exit(code);
