// Child processes and temporary folders of one bench run, and their clean-up: every process is
// started in its own process group and stopped with it (SIGTERM, then SIGKILL), also on Ctrl-C,
// SIGTERM or an error; every temporary folder is removed.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const running = new Set();
const folders = new Set();

/** A temporary folder removed at the end of the run. */
export function makeTempFolder(prefix) {
  const folder = mkdtempSync(join(tmpdir(), `${prefix}-`));
  folders.add(folder);
  return folder;
}

export function removeTempFolder(folder) {
  rmSync(folder, { recursive: true, force: true });
  folders.delete(folder);
}

/** A port nobody listens on right now (the OS picks it). */
export function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a long-running process in its own process group; its output goes to `logFile` (or
 * nowhere). Returns { child, exited } where exited resolves with the exit code or signal.
 */
export function startProcess(command, args, { env, cwd, output = 'ignore' } = {}) {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', output, output] });
  const handle = { child, name: args.at(-1) ?? command };
  handle.exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      running.delete(handle);
      resolve(code ?? signal);
    });
    child.on('error', (error) => {
      running.delete(handle);
      resolve(error.message);
    });
  });
  running.add(handle);
  return handle;
}

function signalGroup(handle, signal) {
  try {
    process.kill(-handle.child.pid, signal);
  } catch {
    // already gone
  }
}

/** Whether a process started here still runs. */
export function isRunning(handle) {
  return running.has(handle);
}

/** Stops a process and its group: `signal` first, SIGKILL after `graceMs`. */
export async function stopProcess(handle, { signal = 'SIGTERM', graceMs = 15_000 } = {}) {
  if (!running.has(handle)) return handle.exited;
  // The process itself first (a cluster primary stops its workers), then the whole group.
  try {
    process.kill(handle.child.pid, signal);
  } catch {
    // already gone
  }
  const timer = setTimeout(() => signalGroup(handle, 'SIGKILL'), graceMs);
  const result = await handle.exited;
  clearTimeout(timer);
  signalGroup(handle, 'SIGKILL');
  return result;
}

/** Stops every process still running and removes every temporary folder. */
export async function cleanUp() {
  await Promise.all([...running].map((handle) => stopProcess(handle, { graceMs: 5_000 })));
  for (const folder of folders) removeTempFolder(folder);
}

let isStopping = false;

/** Whether a signal is stopping the run (errors of its killed processes are then expected). */
export function isStoppedBySignal() {
  return isStopping;
}

/** Runs cleanUp on Ctrl-C and SIGTERM (then exits 130/143). */
export function cleanUpOnSignals() {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    process.on(signal, () => {
      if (isStopping) return;
      isStopping = true;
      process.stderr.write(`\n${signal}: stopping the processes of this run…\n`);
      cleanUp().finally(() => process.exit(code));
    });
  }
}

function readParentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // pid (comm) state ppid …; comm may hold spaces and parentheses: read after the last ')'.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** Every descendant process of `pid` (children, grandchildren …), read from /proc. */
export function listDescendants(pid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = readParentOf(entry);
    if (parent !== undefined) parents.set(Number(entry), parent);
  }
  const found = [];
  let frontier = [pid];
  while (frontier.length > 0) {
    const next = [];
    for (const [child, parent] of parents) if (frontier.includes(parent)) next.push(child);
    found.push(...next);
    frontier = next;
  }
  return found;
}

/** Resident memory of a process in MiB (VmRSS of /proc/<pid>/status), undefined once it is gone. */
export function readRssMiB(pid) {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

let clockTicks;

/** CPU time (user + system) in seconds a process has used so far, from /proc/<pid>/stat. */
export function readCpuSeconds(pid) {
  clockTicks ??= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is the state (field 3); utime and stime are fields 14 and 15.
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return Number.NaN;
  }
}
