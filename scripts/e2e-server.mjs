// The portal as the browser tests see it: built web app and built server, production mode, on the
// port playwright.config.ts picked (E2E_PORT), on a fresh database filled with demo data at start.
// With DATABASE_URL, a new database is created on that PostgreSQL server for the run; without it,
// a fresh PGlite folder. Both are removed when the server stops, also when the run is stopped by
// SIGTERM or SIGINT, and by a detached janitor (scripts/test-janitor.mjs) when this script is
// killed outright; what survives even that is swept by the next run once it is old enough.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureServerBuild, ensureWebBuild, log, ROOT, SERVER_ENTRY } from './lib.mjs';

const PREFIX = 'label-portal-e2e-';
const DATABASE_PREFIX = 'label_portal_e2e_';
/** Leftovers older than this belong to no running test run (a run takes minutes, not hours). */
const LEFTOVER_AGE_MS = 3 * 60 * 60 * 1000;

const port = process.env.E2E_PORT;
if (!port) {
  log('E2E_PORT is not set: run the browser tests through Playwright (npx playwright test)');
  process.exit(1);
}

function sweepFolders() {
  for (const entry of readdirSync(tmpdir())) {
    if (!entry.startsWith(PREFIX)) continue;
    const path = join(tmpdir(), entry);
    try {
      if (Date.now() - statSync(path).mtimeMs > LEFTOVER_AGE_MS) {
        rmSync(path, { recursive: true, force: true });
        log(`Removed the leftover folder ${path}`);
      }
    } catch {
      // Removed meanwhile by its own run.
    }
  }
}

/** Databases of earlier runs (label_portal_e2e_<milliseconds>_<pid>) that are old enough. */
async function sweepDatabases(admin) {
  const rows = await admin`select datname from pg_database where datname like ${`${DATABASE_PREFIX}%`}`;
  for (const { datname } of rows) {
    const createdAt = Number(datname.slice(DATABASE_PREFIX.length).split('_')[0]);
    if (Number.isFinite(createdAt) && Date.now() - createdAt > LEFTOVER_AGE_MS) {
      await admin.unsafe(`drop database if exists "${datname}" with (force)`).catch(() => {});
      log(`Dropped the leftover database ${datname}`);
    }
  }
}

ensureWebBuild();
ensureServerBuild();
sweepFolders();
const dataDir = mkdtempSync(join(tmpdir(), PREFIX));
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL;

let dropDatabase = async () => {};
let databaseName;
if (process.env.DATABASE_URL) {
  const { default: postgres } = await import('postgres');
  const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
  await sweepDatabases(admin);
  const name = `${DATABASE_PREFIX}${Date.now()}_${process.pid}`;
  databaseName = name;
  await admin.unsafe(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  env.SESSION_SECRET = 'e2e-only-secret-0123456789abcdef0123456789';
  log(`Browser tests on PostgreSQL database ${name}`);
  dropDatabase = async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end({ timeout: 5 });
  };
}

// Whatever ends this script (even SIGKILL of its process group), the janitor removes what it made.
spawn(
  process.execPath,
  [join(ROOT, 'scripts/test-janitor.mjs'), String(process.pid), dataDir, databaseName ?? ''],
  {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, ADMIN_DATABASE_URL: process.env.DATABASE_URL ?? '' },
  },
).unref();

let isCleanedUp = false;
async function cleanUp() {
  if (isCleanedUp) return;
  isCleanedUp = true;
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
}

const server = spawn(process.execPath, [SERVER_ENTRY], {
  cwd: ROOT,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
// The server's log lines (JSON, warnings and errors at LOG_LEVEL warn) go to standard error, which
// Playwright prints as [WebServer] lines: a failed CI run shows what the server said. The rest of
// its standard output (the demo accounts) stays where Playwright keeps it, unprinted.
let pending = '';
server.stdout.on('data', (chunk) => {
  pending += chunk.toString('utf8');
  const lines = pending.split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) (line.startsWith('{') ? process.stderr : process.stdout).write(`${line}\n`);
});
let isStopping = false;
function stopServer() {
  if (isStopping) return;
  isStopping = true;
  // The server closes its database first; the clean-up follows its exit (or 10 s at most).
  server.kill('SIGTERM');
  setTimeout(() => server.kill('SIGKILL'), 10_000).unref();
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stopServer);

/** A Playwright runner killed outright (SIGTERM to it alone, SIGKILL) stops no web server: watch it. */
const runnerPid = Number(process.env.E2E_RUNNER_PID);
if (runnerPid > 0) {
  setInterval(() => {
    try {
      process.kill(runnerPid, 0);
    } catch {
      log('The Playwright runner is gone: stopping the portal');
      stopServer();
    }
  }, 1000).unref();
}
server.on('exit', async (code, signal) => {
  await cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
