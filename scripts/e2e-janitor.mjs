// Removes a browser-test run's database and data folder once its server script is gone, however it
// ended: scripts/e2e-server.mjs starts this in a process group of its own, so that a SIGKILL of
// the server's group (Playwright's last resort) does not reach it.
// Usage: node scripts/e2e-janitor.mjs <pid to watch> <data folder> [database name]
// (the PostgreSQL server's address in ADMIN_DATABASE_URL when a database name is given).
import { rmSync } from 'node:fs';

const [watchedPid, dataDir, databaseName] = process.argv.slice(2);

function isAlive(pid) {
  try {
    process.kill(Number(pid), 0);
    return true;
  } catch {
    return false;
  }
}

async function cleanUp() {
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseName && process.env.ADMIN_DATABASE_URL) {
    const { default: postgres } = await import('postgres');
    // Through the run's database, or, when that one is gone already (`.ci/run` drops its own at
    // the end, maybe while this waited), through the server's `postgres` database.
    const fallback = new URL(process.env.ADMIN_DATABASE_URL);
    fallback.pathname = '/postgres';
    for (const url of [process.env.ADMIN_DATABASE_URL, fallback.toString()]) {
      const admin = postgres(url, { max: 1, onnotice: () => {} });
      const isDropped = await admin
        .unsafe(`drop database if exists "${databaseName}" with (force)`)
        .then(() => true)
        .catch(() => false);
      await admin.end({ timeout: 5 }).catch(() => {});
      if (isDropped) break;
    }
  }
}

const timer = setInterval(async () => {
  if (isAlive(watchedPid)) return;
  clearInterval(timer);
  await cleanUp();
  process.exit(0);
}, 500);
