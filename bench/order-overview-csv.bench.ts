/**
 * The orders CSV of every order through a real server process (issue 13: ≥ 100,000 lines/s with
 * flat server memory). Starts bench/support/bench-server.ts as a child process, downloads
 * `GET /statistics/api/order_overview/csv/` with `fetch`, and reports lines/s, the server process's
 * RSS (sampled every 100 ms from /proc, and its VmHWM peak), the CPU seconds the server process and
 * the PostgreSQL backend serving the export spent (on a loaded machine lines per CPU second say
 * what the code costs; wall time says how busy the machine was).
 * Run: DATABASE_URL=postgres://…/db npx tsx bench/order-overview-csv.bench.ts [query string]
 * BENCH_CSV=verifications downloads `GET /statistics/api/verifications/download/` instead (issue 14:
 * the verifications file, ≥ 100,000 rows/s with flat memory), on a database with scans.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import postgres from 'postgres';
import { loadAverages, readStreamedReply } from './support/streamed-reply.js';

const filters = process.argv[2] ?? '';
const isVerifications = process.env.BENCH_CSV === 'verifications';
const path = isVerifications
  ? '/statistics/api/verifications/download/'
  : '/statistics/api/order_overview/csv/';
/** A word of the export's statement, to find the PostgreSQL backend serving it. */
const statementWord = isVerifications ? 'verification_events' : 'order_positions';
const TICKS_PER_SECOND = 100;

function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}
function statusKb(pid: number, key: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith(`${key}:`))!;
  return Number(line.replace(/\D+/g, ''));
}

const server = spawn(process.execPath, ['--import', 'tsx', 'bench/support/bench-server.ts'], {
  env: process.env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const firstLine = await new Promise<string>((resolve) => {
  createInterface({ input: server.stdout! }).once('line', resolve);
});
const { url, headers } = JSON.parse(firstLine) as { url: string; headers: Record<string, string> };
const pid = server.pid!;
const monitor = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });

const rssBefore = statusKb(pid, 'VmRSS');
const rssSamples: number[] = [];
const sampler = setInterval(() => rssSamples.push(statusKb(pid, 'VmRSS')), 100);
let backendPid: number | undefined;
let backendCpuStart = 0;
const findBackend = setInterval(async () => {
  if (backendPid) return;
  const [row] = await monitor<{ pid: number }[]>`select pid from pg_stat_activity
    where datname = current_database() and state = 'active' and query like ${`%${statementWord}%`} and pid <> pg_backend_pid()`;
  if (row && !backendPid) {
    backendPid = row.pid;
    backendCpuStart = cpuSeconds(row.pid);
  }
}, 20);
const loadBefore = loadAverages();
const serverCpuStart = cpuSeconds(pid);
let backendCpuEnd = 0;
const start = performance.now();
const response = await fetch(`${url}${path}${filters ? `?${filters}` : ''}`, {
  headers,
});
const { bytes, lines } = await readStreamedReply(response, () => {
  if (backendPid) backendCpuEnd = cpuSeconds(backendPid);
});
const seconds = (performance.now() - start) / 1000;
const serverCpu = cpuSeconds(pid) - serverCpuStart;
clearInterval(sampler);
clearInterval(findBackend);
const dataLines = lines - 1;
const backendCpu = backendPid ? backendCpuEnd - backendCpuStart : Number.NaN;
console.log(
  `CSV ${filters || '(no filter)'}: ${response.status} ${response.headers.get('content-disposition')}`,
);
console.log(
  `${dataLines.toLocaleString('en')} lines, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s wall: ${Math.round(dataLines / seconds).toLocaleString('en')} lines/s`,
);
console.log(
  `CPU: server process ${serverCpu.toFixed(1)} s, PostgreSQL backend ${backendCpu.toFixed(1)} s; lines per CPU second of the slower of the two: ${Math.round(dataLines / Math.max(serverCpu, backendCpu)).toLocaleString('en')}`,
);
console.log(
  `server RSS: ${(rssBefore / 1024).toFixed(0)} MB before, max sampled ${(Math.max(...rssSamples) / 1024).toFixed(0)} MB, VmHWM ${(statusKb(pid, 'VmHWM') / 1024).toFixed(0)} MB; load average before ${loadBefore}, after ${loadAverages()}`,
);
server.kill('SIGTERM');
await monitor.end();
