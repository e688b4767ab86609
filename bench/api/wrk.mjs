// wrk (Debian's package) with bench/api/lua/load.lua: one run of one scenario, its figures parsed
// from the line the script prints in done().
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib.mjs';
import { startProcess } from './processes.mjs';

const LUA_SCRIPT = join(ROOT, 'bench/api/lua/load.lua');

function findWrk() {
  const result = spawnSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** The wrk binary; installs Debian's package when running as root, else stops with how to get it. */
export function ensureWrk(log) {
  const found = findWrk();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error('wrk is missing: install it (Debian/Ubuntu: sudo apt-get install -y wrk) and run again');
  }
  log("Installing Debian's wrk…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'wrk'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed: install wrk by hand`);
  }
  const installed = findWrk();
  if (!installed) throw new Error('apt-get installed no wrk: install it by hand');
  return installed;
}

/** wrk's version line ("wrk debian/4.1.0-3 [epoll] …" → "debian/4.1.0-3 [epoll]"). */
export function readWrkVersion(wrk) {
  const result = spawnSync(wrk, ['-v'], { encoding: 'utf8' });
  const line = `${result.stdout}${result.stderr}`.split('\n')[0] ?? '';
  return /^wrk (.*?) Copyright/.exec(line)?.[1]?.trim() ?? line.trim();
}

/**
 * Loads `baseUrl` with one scenario for `duration` seconds and answers the figures: req/s, p50,
 * p99 (ms), replies by status, non-2xx and socket errors. `folder` holds the body file.
 */
export async function runWrk(
  wrk,
  { baseUrl, scenario, connections, duration, threads, timeout, folder, tag },
) {
  const headerLines = Object.entries(scenario.headers ?? {}).map(([name, value]) => `${name}: ${value}`);
  const env = { ...process.env, BENCH_METHOD: scenario.method, BENCH_HEADERS: headerLines.join('\n') };
  if (scenario.body !== undefined) {
    env.BENCH_BODY_FILE = join(folder, 'body.json');
    writeFileSync(env.BENCH_BODY_FILE, scenario.body);
  }
  if (scenario.keyPrefix) env.BENCH_KEY_PREFIX = `${scenario.keyPrefix}-${tag}`;
  const args = [
    `--threads=${threads}`,
    `--connections=${Math.max(connections, threads)}`,
    `--duration=${duration}s`,
    `--timeout=${timeout}s`,
    `--script=${LUA_SCRIPT}`,
    `${baseUrl}${scenario.path}`,
  ];
  const handle = startProcess(wrk, args, { env, output: 'pipe' });
  let output = '';
  handle.child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  handle.child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exit = await handle.exited;
  const line = output.split('\n').find((text) => text.startsWith('BENCH_JSON '));
  if (exit !== 0 || !line) throw new Error(`wrk ${args.join(' ')} exited ${exit}:\n${output}`);
  return summarise(JSON.parse(line.slice('BENCH_JSON '.length)));
}

function summarise(raw) {
  const seconds = raw.duration_us / 1e6;
  const nonSuccess = Object.entries(raw.statuses)
    .filter(([status]) => Number(status) < 200 || Number(status) > 299)
    .reduce((sum, [, count]) => sum + count, 0);
  const socket = raw.errors.connect + raw.errors.read + raw.errors.write + raw.errors.timeout;
  return {
    requests: raw.requests,
    seconds,
    requestsPerSecond: raw.requests / seconds,
    p50Ms: raw.latency_us.p50 / 1000,
    p90Ms: raw.latency_us.p90 / 1000,
    p99Ms: raw.latency_us.p99 / 1000,
    maxMs: raw.latency_us.max / 1000,
    statuses: raw.statuses,
    nonSuccess,
    socketErrors: raw.errors,
    errors: nonSuccess + socket,
  };
}
