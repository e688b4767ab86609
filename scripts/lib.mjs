// Helpers shared by the start, dev and test scripts. Node built-ins only: these run before `npm ci`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A line of the scripts' own output; coloured only on a terminal, never in a file or a CI log. */
export function log(message) {
  const tag = process.stdout.isTTY ? '\x1b[36m[label-portal]\x1b[0m' : '[label-portal]';
  process.stdout.write(`${tag} ${message}\n`);
}

/** Runs a command with inherited output; throws on a non-zero exit. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  if (result.status !== 0) {
    const error = new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
    error.exitCode = result.status ?? 1;
    throw error;
  }
}

/** Runs a command and resolves with its exit code (no throw). */
export function runAsync(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: 'inherit',
      ...options,
      env: { ...process.env, ...options.env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs a command with its output (standard output and error) written to a stream; resolves with
 * its exit code. An environment entry set to undefined is removed from the inherited environment.
 */
export function runAsyncToFile(command, args, stream, options = {}) {
  const env = { ...process.env, ...options.env };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, ...options, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(stream, { end: false });
    child.stderr.pipe(stream, { end: false });
    child.on('close', (code, signal) => stream.end(() => resolve(code ?? (signal ? 1 : 0))));
  });
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Installs the locked dependencies when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = join(ROOT, 'node_modules/.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('Installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

/** Builds the web app when its build is missing or older than its sources. */
export function ensureWebBuild({ force = false } = {}) {
  const built = join(ROOT, 'apps/web/dist/index.html');
  const sources = Math.max(
    newestMtime(join(ROOT, 'apps/web')),
    newestMtime(join(ROOT, 'packages/contract/src')),
  );
  if (!force && existsSync(built) && statSync(built).mtimeMs >= sources) return;
  log('Building the web app…');
  run('npm', ['run', 'build', '-w', 'apps/web']);
}

/** The built server (apps/server/scripts/build.mjs) that `npm start` and the browser tests run. */
export const SERVER_ENTRY = join(ROOT, 'apps/server/dist/main.js');

/** Builds the server when its bundle is missing or older than its sources or the contract's. */
export function ensureServerBuild({ force = false } = {}) {
  const sources = Math.max(
    newestMtime(join(ROOT, 'apps/server/src')),
    newestMtime(join(ROOT, 'apps/server/scripts')),
    newestMtime(join(ROOT, 'apps/server/package.json')),
    newestMtime(join(ROOT, 'packages/contract/src')),
  );
  if (!force && existsSync(SERVER_ENTRY) && statSync(SERVER_ENTRY).mtimeMs >= sources) return;
  log('Building the server…');
  run('npm', ['run', 'build', '-w', 'apps/server']);
}

export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate));
}

/** Installs Debian's Chromium for the browser tests when it is absent (needs root and apt-get). */
export function ensureChromium() {
  if (findChromium()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    throw new Error('Chromium is missing: install Debian\'s "chromium" package or set CHROMIUM_PATH');
  }
  log("Installing Debian's Chromium for the browser tests…");
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
}
