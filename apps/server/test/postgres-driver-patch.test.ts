import { spawnSync } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';

const DATABASE_URL = process.env.DATABASE_URL;

/**
 * porsager/postgres#1208's sequence, in a process of its own (an uncaught exception ends it, as it
 * would end a server process): a reserved connection whose backend is terminated, then two queries
 * on it, then the connection released to the pool. Prints one JSON line of what each step gave.
 * Only the reserved connection's own backend is terminated (other tests share the server).
 */
const SEQUENCE = `
import postgres from 'postgres';
process.on('uncaughtException', (error) => {
  process.stdout.write(JSON.stringify({ uncaught: String(error && error.stack) }) + '\\n');
  process.exit(3);
});
const url = process.env.DATABASE_URL;
const sql = postgres(url, { max: 2, fetch_types: false, onnotice: () => {} });
const killer = postgres(url, { max: 1, onnotice: () => {} });
await sql\`select 1\`;
const reserved = await sql.reserve();
const [{ pid }] = await reserved\`select pg_backend_pid() as pid\`;
await killer\`select pg_terminate_backend(\${pid})\`;
const outcome = (query) => Promise.race([
  query.then(() => 'answered', (error) => error.code),
  new Promise((resolve) => setTimeout(() => resolve('hung'), 5000)),
]);
const first = await outcome(reserved\`select 1\`);
const second = await outcome(reserved\`select 1\`);
reserved.release();
const afterRelease = await outcome(sql\`select 1\`);
process.stdout.write(JSON.stringify({ first, second, afterRelease }) + '\\n');
await sql.end({ timeout: 1 });
await killer.end({ timeout: 1 });
`;

describe.skipIf(!DATABASE_URL)(
  'postgres.js patched for porsager/postgres#1208 (PostgreSQL only: set DATABASE_URL to run it)',
  () => {
    it('a reserved connection whose backend is terminated fails its queries, ends no process, and the pool goes on', () => {
      // Several runs: the cut reaches the driver as a close or as a reset, depending on timing.
      for (let run = 0; run < 3; run += 1) {
        const child = spawnSync(process.execPath, ['--input-type=module', '-e', SEQUENCE], {
          // From the server package, so that 'postgres' resolves as the server's own import does.
          cwd: dirname(fileURLToPath(import.meta.url)),
          env: { ...process.env, DATABASE_URL },
          encoding: 'utf8',
          timeout: 30_000,
        });
        const lastLine = child.stdout.trim().split('\n').at(-1) ?? '';
        expect(child.status, `run ${run}: ${lastLine} ${child.stderr}`).toBe(0);
        const result = JSON.parse(lastLine) as { first: string; second: string; afterRelease: string };
        expect(['CONNECTION_CLOSED', 'ECONNRESET']).toContain(result.first);
        expect(result.second).toBe('CONNECTION_CLOSED');
        expect(result.afterRelease).toBe('answered');
      }
    }, 120_000);
  },
);

/** True when every index of the result holds a row (a sparse array has holes before its rows). */
function isDense(rows: readonly unknown[]): boolean {
  return rows.every((_, index) => index in rows) && Object.keys(rows).length >= rows.length;
}

describe.skipIf(!DATABASE_URL)(
  'postgres.js patched for porsager/postgres#1119 and #1181 (PostgreSQL only: set DATABASE_URL to run it)',
  () => {
    // Rows 1 and 2 stream, then row 3 divides by zero.
    const FAILS_AT_ROW_3 = 'select 1 / (3 - x) as v from generate_series(1, 5) x';

    it('a query after one that failed while its rows streamed gets its own rows, no holes before them', async () => {
      const sql = postgres(DATABASE_URL!, { max: 1, onnotice: () => {} });
      try {
        await expect(sql.unsafe(FAILS_AT_ROW_3)).rejects.toThrow('division by zero');
        const rows = await sql`select key from (values ('a'), ('b')) as t(key)`;
        expect(rows.length).toBe(2);
        expect(isDense(rows)).toBe(true);
        expect([...rows].map((row) => row.key)).toEqual(['a', 'b']);
        // What the settings reader does with them: no "Iterator value undefined is not an entry object".
        expect(new Map(rows.map((row) => [row.key, row.key])).size).toBe(2);
      } finally {
        await sql.end({ timeout: 1 });
      }
    });

    it('the same when the next query was already sent behind the failing one (pipelined)', async () => {
      const sql = postgres(DATABASE_URL!, { max: 1, onnotice: () => {} });
      try {
        const failing = sql.unsafe(FAILS_AT_ROW_3).catch((error: Error) => error.message);
        const next = sql`select x from generate_series(1, 3) x`;
        expect(await failing).toBe('division by zero');
        const rows = await next;
        expect(rows.length).toBe(3);
        expect(isDense(rows)).toBe(true);
      } finally {
        await sql.end({ timeout: 1 });
      }
    });

    it('the first query on a connection renewed after its backend was terminated while rows streamed has no holes', async () => {
      const sql = postgres(DATABASE_URL!, { max: 1, onnotice: () => {} });
      const killer = postgres(DATABASE_URL!, { max: 1, onnotice: () => {} });
      try {
        const [backend] = await sql<{ pid: number }[]>`select pg_backend_pid() as pid`;
        const pid = backend!.pid;
        // Rows 1 and 2 are produced, then row 3 waits: the termination comes while the rows stream.
        const streaming = sql
          .unsafe('select x, case when x = 3 then pg_sleep(30) end as pause from generate_series(1, 5) x')
          .catch((error: { code?: string }) => error.code);
        await new Promise((resolve) => setTimeout(resolve, 500));
        await killer`select pg_terminate_backend(${pid})`;
        expect(['57P01', 'CONNECTION_CLOSED']).toContain(await streaming);
        const rows = await sql`select x from generate_series(1, 3) x`;
        expect(rows.length).toBe(3);
        expect(isDense(rows)).toBe(true);
      } finally {
        await sql.end({ timeout: 1 });
        await killer.end({ timeout: 1 });
      }
    }, 30_000);
  },
);
