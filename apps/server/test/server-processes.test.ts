import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { countRows, createScratchDatabase } from './helpers/database.js';

// The server entry as `npm start` runs it (through tsx here, so that it is the code under test
// and not an older build), with its processes, signals and exit codes.
const DATABASE_URL = process.env.DATABASE_URL;
const ENTRY = join(REPO_ROOT, 'apps/server/src/main.ts');
const LISTENING = /^Label Portal listening on (http:\/\/127\.0\.0\.1:\d+) /;

type LogLine = { pid?: number; msg?: string; [field: string]: unknown };

/** A started server: its log lines as they come, and a way to wait for the ones a test needs. */
class ServerProcess {
  readonly child: ChildProcess;
  readonly lines: LogLine[] = [];
  stdout = '';
  stderr = '';
  readonly exited: Promise<number | null>;
  private waiters: (() => void)[] = [];

  constructor(env: Record<string, string>) {
    const inherited = { ...process.env };
    delete inherited.DATABASE_URL;
    delete inherited.WEB_CONCURRENCY;
    this.child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
      cwd: REPO_ROOT,
      env: {
        ...inherited,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        SERVE_WEB: 'false',
        LOG_LEVEL: 'info',
        SESSION_SECRET: 'processes-test-secret-0123456789abcdef',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let partial = '';
    this.child.stdout!.on('data', (chunk: Buffer) => {
      this.stdout += chunk;
      const text = partial + chunk;
      const complete = text.split('\n');
      partial = complete.pop()!;
      for (const line of complete) {
        if (line.startsWith('{')) this.lines.push(JSON.parse(line) as LogLine);
      }
      this.wake();
    });
    this.child.stderr!.on('data', (chunk: Buffer) => {
      this.stderr += chunk;
    });
    this.exited = new Promise((resolve) => {
      this.child.on('exit', (code) => {
        resolve(code);
        this.wake();
      });
    });
  }

  /** Resolves with the log lines matching once there are `count` of them; fails if the server ends first. */
  async waitForLines(match: (line: LogLine) => boolean, count: number): Promise<LogLine[]> {
    for (;;) {
      const found = this.lines.filter(match);
      if (found.length >= count) return found;
      if (this.child.exitCode !== null || this.child.signalCode !== null) {
        throw new Error(
          `the server ended (${this.child.exitCode ?? this.child.signalCode}):\n${this.stderr}`,
        );
      }
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /** The pids and address of the processes that listen, once `count` of them do. */
  async listening(count: number): Promise<{ pids: number[]; url: string }> {
    const lines = await this.waitForLines((line) => LISTENING.test(line.msg ?? ''), count);
    return { pids: lines.map((line) => line.pid!), url: LISTENING.exec(lines[0]!.msg!)![1]! };
  }

  kill() {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }
}

/** A GET; by default on a connection of its own. */
function getStatus(url: string, agent: Agent | false = false): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode!));
    }).on('error', reject);
  });
}

/** The inodes of the established TCP connections on a local port (Linux: /proc/net). */
function connectionsOnPort(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const row of readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      const [, local = '', , state, , , , , , inode = ''] = row.trim().split(/\s+/);
      if (Number.parseInt(local.split(':')[1] ?? '', 16) === port && state === '01') inodes.add(inode);
    }
  }
  return inodes;
}

/** How many of the given connections a process holds open (Linux: /proc/<pid>/fd). */
function connectionsHeldBy(pid: number, inodes: Set<string>): number {
  const held = readdirSync(`/proc/${pid}/fd`).map((fd) => {
    try {
      return /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
    } catch {
      return undefined; // closed meanwhile
    }
  });
  return held.filter((inode) => inode !== undefined && inodes.has(inode)).length;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const started: ServerProcess[] = [];
const cleanUps: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const server of started.splice(0)) {
    server.kill();
    await server.exited;
  }
  for (const cleanUp of cleanUps.splice(0)) await cleanUp();
});

function startServer(env: Record<string, string>) {
  const server = new ServerProcess(env);
  started.push(server);
  return server;
}

describe.skipIf(!DATABASE_URL || process.platform !== 'linux')(
  'several server processes on PostgreSQL (PostgreSQL on Linux only: skipped on PGlite, set DATABASE_URL to run it)',
  () => {
    it('starts WEB_CONCURRENCY workers that serve together, and stops them all on SIGTERM with 0', async () => {
      const scratch = await createScratchDatabase('processes');
      cleanUps.push(() => scratch.drop());
      const server = startServer({
        DATABASE_URL: scratch.url,
        WEB_CONCURRENCY: '2',
        // Round robin, as on Linux by default: each new connection goes to the next worker.
        NODE_CLUSTER_SCHED_POLICY: 'rr',
      });
      // Both started together on an empty database: one migrated and seeded, the other waited.
      const { pids, url } = await server.listening(2);
      const primary = server.child.pid!;
      expect(new Set(pids).size).toBe(2);
      expect(pids).not.toContain(primary);
      const starts = server.lines.filter((line) =>
        /^Worker \d started \(process \d+\)$/.test(line.msg ?? ''),
      );
      expect(starts.map((line) => line.pid)).toEqual([primary, primary]);
      expect(
        server.lines.filter((line) => line.msg === 'Empty database: filling it with demo data'),
      ).toHaveLength(1);

      // Six calls at once on six kept-alive connections: the primary hands each new connection to a
      // free worker, the other one first, so each worker holds and served some of them.
      const agent = new Agent({ keepAlive: true, maxSockets: 6 });
      try {
        const statuses = await Promise.all(
          Array.from({ length: 6 }, () => getStatus(`${url}/accounts/api/session_status/`, agent)),
        );
        expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
        const connections = connectionsOnPort(Number(new URL(url).port));
        const held = pids.map((pid) => connectionsHeldBy(pid, connections));
        expect(held.every((count) => count > 0)).toBe(true);
        expect(held[0]! + held[1]!).toBe(6);
      } finally {
        agent.destroy();
      }

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(pids.filter(isRunning)).toEqual([]);
      expect(server.stdout.match(/Demo accounts \(password /g)).toHaveLength(1);
      expect(
        server.lines
          .filter((line) => line.msg === 'SIGTERM: closing')
          .map((line) => line.pid)
          .sort(),
      ).toEqual([...pids].sort());

      // The workers counted the calls of 127.0.0.1 together, in one row: each reserved a share of
      // 12 numbers (1 % of 1,200) for the calls it served (decision 294).
      const sql = postgres(scratch.url, { max: 1, onnotice: () => {} });
      try {
        const rows = await sql`select hits from rate_limit_hits where key = '127.0.0.1'`;
        expect(rows.map((row) => row.hits)).toEqual([24]);
      } finally {
        await sql.end();
      }
    }, 90_000);
  },
);

describe('one server process on PGlite', () => {
  it('serves from the process started, without workers, and stops on SIGTERM with 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'label-portal-processes-'));
    cleanUps.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = startServer({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
    const { pids, url } = await server.listening(1);
    expect(pids).toEqual([server.child.pid]);
    expect(server.lines.some((line) => /^Worker \d started/.test(line.msg ?? ''))).toBe(false);
    expect(await getStatus(`${url}/accounts/api/session_status/`)).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.stdout.match(/Demo accounts \(password /g)).toHaveLength(1);
    // One process counts the rate limit in memory: nothing was written to the shared count.
    const database = await openDatabase({ dataDir });
    try {
      expect(await countRows(database, 'rate_limit_hits')).toBe(0);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses several processes on PGlite with the reason, before opening anything', async () => {
    const dataDir = join(tmpdir(), `label-portal-never-made-${process.pid}`);
    const server = startServer({ WEB_CONCURRENCY: '2', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(existsSync(dataDir)).toBe(false);
    expect(server.stderr).toContain(
      'WEB_CONCURRENCY: several server processes need PostgreSQL (DATABASE_URL); PGlite runs in one process, so leave WEB_CONCURRENCY unset or set it to 1',
    );
    expect(server.lines).toEqual([]);
  }, 30_000);
});
