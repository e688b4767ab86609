// Removes a test run's data folder and databases once the process that made them is gone, however
// it ended (a SIGKILL included): scripts/e2e-server.mjs (browser tests) and the API tests' global
// set-up start this detached, in a process group of its own, so that killing theirs does not reach it.
// Usage: node scripts/test-janitor.mjs <pid to watch> <data folder or ''> [database name | prefix*]
// (the PostgreSQL server's address in ADMIN_DATABASE_URL when a database is given; a name ending
// in `*` drops every database whose name starts with what comes before it).
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

/** The database named, or every one starting with the prefix before a final `*`. */
async function dropDatabases(admin) {
  const names = databaseName.endsWith('*')
    ? (
        await admin`select datname from pg_database where starts_with(datname, ${databaseName.slice(0, -1)})`
      ).map((row) => row.datname)
    : [databaseName];
  for (const name of names) await admin.unsafe(`drop database if exists "${name}" with (force)`);
}

async function cleanUp() {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (databaseName && process.env.ADMIN_DATABASE_URL) {
    const { default: postgres } = await import('postgres');
    // Through the run's database, or, when that one is gone already (`.ci/run` drops its own at
    // the end, maybe while this waited), through the server's `postgres` database.
    const fallback = new URL(process.env.ADMIN_DATABASE_URL);
    fallback.pathname = '/postgres';
    for (const url of [process.env.ADMIN_DATABASE_URL, fallback.toString()]) {
      const admin = postgres(url, { max: 1, onnotice: () => {} });
      const isDropped = await dropDatabases(admin)
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
