// The two servers of a bench run: the portal in production mode, started as `npm start` starts it
// (built web app and server, then node on apps/server/dist/main.js), and the bare Fastify
// hello-world that gives the ceiling. Both on 127.0.0.1 on a free port.
import { randomBytes } from 'node:crypto';
import { openSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ensureServerBuild, ensureWebBuild, ROOT, SERVER_ENTRY } from '../../scripts/lib.mjs';
import { findFreePort, listDescendants, readCpuSeconds, readRssMiB, startProcess } from './processes.mjs';

/** Variables of the caller's environment that would change what is measured. */
const CLEARED = [
  'DATABASE_URL',
  'DATA_DIR',
  'HOST',
  'PORT',
  'LOG_LEVEL',
  'NODE_OPTIONS',
  'PUBLIC_URL',
  'RECAPTCHA_SECRET',
  'SESSION_SECRET',
  'SMTP_URL',
  'SERVE_WEB',
  'TRUST_PROXY',
  'WEB_CONCURRENCY',
];

function cleanEnvironment() {
  const env = { ...process.env };
  for (const name of CLEARED) delete env[name];
  return env;
}

/** The builds `npm start` would make: the web app and the server bundle, when missing or stale. */
export function ensureBuilds() {
  ensureWebBuild();
  ensureServerBuild();
}

/**
 * Starts the portal: NODE_ENV=production, LOG_LEVEL left at its default, TRUST_PROXY=1 (one
 * proxy: wrk's X-Forwarded-For is the client address), a random SESSION_SECRET. `processes`
 * sets WEB_CONCURRENCY (unset: the server's own default); `nodeArgs` go before the entry
 * (--cpu-prof …). Without `databaseUrl` the portal runs on PGlite in `dataDir`.
 */
export async function startPortal({ databaseUrl, dataDir, processes, nodeArgs = [], logFile }) {
  const port = await findFreePort();
  const env = {
    ...cleanEnvironment(),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    TRUST_PROXY: '1',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...(processes ? { WEB_CONCURRENCY: String(processes) } : {}),
  };
  const output = logFile ? openSync(logFile, 'a') : 'ignore';
  const handle = startProcess(process.execPath, [...nodeArgs, SERVER_ENTRY], { env, cwd: ROOT, output });
  handle.url = `http://127.0.0.1:${port}`;
  handle.requestedProcesses = processes ? Number(processes) : undefined;
  await waitUntilReady(handle, '/healthz', 180_000);
  await waitForWorkers(handle, processes ? Number(processes) : availableParallelism());
  return handle;
}

/** Starts the hello-world with `processes` processes (node:cluster when more than one). */
export async function startHelloWorld(processes) {
  const port = await findFreePort();
  const env = {
    ...cleanEnvironment(),
    HOST: '127.0.0.1',
    PORT: String(port),
    WEB_CONCURRENCY: String(processes),
  };
  const handle = startProcess(process.execPath, [join(ROOT, 'bench/api/hello-world.mjs')], {
    env,
    cwd: ROOT,
  });
  handle.url = `http://127.0.0.1:${port}`;
  await waitUntilReady(handle, '/', 30_000);
  await waitForWorkers(handle, processes);
  return handle;
}

async function waitUntilReady(handle, path, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let exitedWith;
  handle.exited.then((result) => {
    exitedWith = result;
  });
  while (Date.now() < deadline) {
    if (exitedWith !== undefined) {
      throw new Error(`${handle.name} exited (${exitedWith}) before answering ${path}`);
    }
    try {
      const response = await fetch(`${handle.url}${path}`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${handle.name} did not answer ${path} within ${timeoutMs / 1000} s`);
}

/**
 * The processes that serve: a cluster's workers once `expected` of them run (or the count stays
 * the same for two seconds), or the one process itself when it forks none.
 */
async function waitForWorkers(handle, expected) {
  let last = -1;
  let stableSince = Date.now();
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const count = listDescendants(handle.child.pid).length;
    if (count >= expected) break;
    if (count !== last) {
      last = count;
      stableSince = Date.now();
    } else if (Date.now() - stableSince >= 2_000) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The server's processes: the one started and its descendants; `serving` are the workers if any. */
export function describeProcesses(handle) {
  const primary = handle.child.pid;
  const workers = listDescendants(primary);
  return { primary, workers, serving: workers.length > 0 ? workers : [primary] };
}

/** RSS in MiB of the started process and of each descendant. */
export function measureRss(handle) {
  const { primary, workers } = describeProcesses(handle);
  return [primary, ...workers].map((pid) => ({
    pid,
    role: pid === primary ? (workers.length > 0 ? 'primary' : 'server') : 'worker',
    rssMiB: readRssMiB(pid),
  }));
}

/**
 * Waits until the server's processes are nearly idle (under 10 % of a core over half a second):
 * requests a finished wrk run left queued are answered before the next run starts. Answers the
 * seconds waited; gives up after `limitMs`.
 */
export async function waitUntilQuiet(handle, limitMs = 60_000) {
  const started = Date.now();
  const cpu = () => sum(describeProcesses(handle).serving.map(readCpuSeconds));
  let last = cpu();
  while (Date.now() - started < limitMs) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = cpu();
    // Idle, or gone (NaN).
    if (!(now - last >= 0.05)) break;
    last = now;
  }
  return (Date.now() - started) / 1000;
}

function sum(values) {
  return values.reduce((total, value) => total + value, 0);
}
