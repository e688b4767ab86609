import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';

const JANITOR = fileURLToPath(new URL('../../../scripts/test-janitor.mjs', import.meta.url));
const DATABASE_URL = process.env.DATABASE_URL;

/** A process to watch, killed outright (as a run stopped with SIGKILL is). */
function startWatched() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  return child;
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

describe('the test janitor (scripts/test-janitor.mjs)', () => {
  it('removes the data folder once the watched process is killed, and not before', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'label-portal-janitor-'));
    const watched = startWatched();
    const janitor = spawn(process.execPath, [JANITOR, String(watched.pid), folder, ''], { stdio: 'ignore' });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(existsSync(folder)).toBe(true);
    watched.kill('SIGKILL');
    expect(await waitFor(() => !existsSync(folder))).toBe(true);
    expect(await waitFor(() => janitor.exitCode !== null)).toBe(true);
  });

  it.skipIf(!DATABASE_URL)(
    'drops every database of a prefix* once the watched process is killed (PostgreSQL only)',
    async () => {
      const admin = postgres(DATABASE_URL!, { max: 1, onnotice: () => {} });
      const prefix = `janitor_${process.pid}_${Date.now().toString(36)}_`;
      const count = async () =>
        (
          await admin<
            { n: number }[]
          >`select count(*)::int as n from pg_database where starts_with(datname, ${prefix})`
        )[0]!.n;
      try {
        await admin.unsafe(`create database "${prefix}a"`);
        await admin.unsafe(`create database "${prefix}b"`);
        const watched = startWatched();
        spawn(process.execPath, [JANITOR, String(watched.pid), '', `${prefix}*`], {
          stdio: 'ignore',
          env: { ...process.env, ADMIN_DATABASE_URL: DATABASE_URL },
        });
        await new Promise((resolve) => setTimeout(resolve, 1200));
        expect(await count()).toBe(2);
        watched.kill('SIGKILL');
        expect(await waitFor(async () => (await count()) === 0)).toBe(true);
      } finally {
        const rows = await admin<{ datname: string }[]>`
          select datname from pg_database where starts_with(datname, ${prefix})`;
        for (const { datname } of rows)
          await admin.unsafe(`drop database if exists "${datname}" with (force)`);
        await admin.end({ timeout: 1 });
      }
    },
    30_000,
  );
});
