// The figures of a bench run: the table on the terminal, the machine it ran on, and the dated
// section appended to bench/api-throughput.md (with its figures as JSON in an HTML comment, so
// that a later --pglite run can compare with them).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib.mjs';

export const RESULTS_FILE = join(ROOT, 'bench/api-throughput.md');
const DATA_MARK = 'bench-api-data';

export const SCENARIO_LABELS = {
  'hello-world': 'hello-world (bare Fastify)',
  healthz: 'GET /healthz (no session)',
  history: 'history page (GET orders, page 1)',
  products: 'product list (GET products)',
  draft: 'order draft (POST, 3 positions)',
  send: 'order send (POST, new key each)',
};

const HEADER = `# API throughput (\`npm run bench:api\`)

How to run: \`npm run bench:api\` (options: \`npm run bench:api -- --help\`). It seeds the large set
(10,000 companies, 1,000,000 orders) into PostgreSQL \`label_portal_bench\` (or BENCH_DATABASE_URL)
when that database is missing or empty, and keeps it; starts the portal as \`npm start\` does
(production build, NODE_ENV=production, TRUST_PROXY=1, default LOG_LEVEL, WEB_CONCURRENCY from
--processes) and a bare Fastify hello-world with as many processes; signs in as the demo supplier;
and loads each scenario with wrk (bench/api/lua/load.lua: every request from its own
X-Forwarded-For address, so the per-address rate limit stays out of the way; every order send with
its own Idempotency-Key). Server logs go to a file in a temporary folder.

What it measures: requests per second and latency (p50, p99) of the calls a supplier's browser
makes, against the hello-world as the ceiling of the same machine in the same run; errors are
replies other than 2xx plus socket errors (connect, read, write, timeouts). After the runs it
checks in the database that no Idempotency-Key made two orders, and sends one key from 100
concurrent requests (exactly one order expected). RSS is VmRSS of every server process after the
start and after the runs. \`--pglite\` repeats the suite on PGlite (one process, scaled-down
seed); \`--profile\` writes a CPU profile summary to bench/profiles/.

Every order send adds orders to the benchmark database: they are sent as a supplier of the large
set (the first that may order), not as the demo supplier, whose history page is measured and would
otherwise slow down from run to run (its count of orders grows). The figures depend on the machine and what else
runs on it: compare runs of the same machine only. Drop the database with
\`psql -h 127.0.0.1 -U postgres -c 'drop database label_portal_bench'\`.
`;

function gitDescription() {
  const run = (args) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout?.trim() ?? '';
  const commit = run(['rev-parse', '--short', 'HEAD']);
  const branch = run(['rev-parse', '--abbrev-ref', 'HEAD']);
  const dirty = run(['status', '--porcelain', '--untracked-files=no']) ? ', uncommitted changes' : '';
  return commit ? `${commit} (${branch}${dirty})` : 'unknown';
}

/** What the figures were measured on. */
export function describeMachine() {
  const [first] = cpus();
  return {
    cpus: cpus().length,
    cpuModel: first?.model?.trim() ?? 'unknown',
    ramGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    loadAverage: loadavg()
      .map((value) => value.toFixed(2))
      .join(' '),
    commit: gitDescription(),
  };
}

const fixed = (value, digits) => (value === undefined ? '–' : value.toFixed(digits));

function errorText(result) {
  if (result.errors === 0) return '0';
  const parts = Object.entries(result.statuses)
    .filter(([status]) => Number(status) < 200 || Number(status) > 299)
    .map(([status, count]) => `${count}×${status}`);
  for (const [kind, count] of Object.entries(result.socketErrors))
    if (count > 0) parts.push(`${count} ${kind}`);
  return `${result.errors} (${parts.join(', ')})`;
}

/** Rows of the table: scenario, connections, req/s, p50, p99, errors, ratio to the reference. */
export function tableRows(results, { reference, referenceLabel }) {
  const header = [
    'scenario',
    'conn',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors (non-2xx + socket)',
    referenceLabel,
  ];
  const rows = Object.entries(results).map(([name, result]) => {
    const base = reference(name);
    return [
      SCENARIO_LABELS[name] ?? name,
      String(result.connections),
      fixed(result.requestsPerSecond, 0),
      fixed(result.p50Ms, 1),
      fixed(result.p99Ms, 1),
      errorText(result),
      base ? `${((100 * result.requestsPerSecond) / base).toFixed(1)} %` : '–',
    ];
  });
  return [header, ...rows];
}

/** A plain text table, columns padded (numbers right-aligned). */
export function formatTextTable(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const isNumber = (text) => /^[\d.,]+( %)?$|^–$/.test(text);
  return rows
    .map((row, index) =>
      row
        .map((cell, column) =>
          index > 0 && isNumber(cell) ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function formatMarkdownTable(rows) {
  const [header, ...body] = rows;
  return [header, header.map(() => '---'), ...body].map((row) => `| ${row.join(' | ')} |`).join('\n');
}

/** RSS table: one row per server process, one column per moment. */
export function rssRows(moments) {
  const labels = Object.keys(moments);
  const pids = [...new Set(Object.values(moments).flatMap((entries) => entries.map((entry) => entry.pid)))];
  const header = ['process', ...labels.map((label) => `RSS MiB ${label}`)];
  const rows = pids.map((pid) => {
    const role = Object.values(moments)
      .flat()
      .find((entry) => entry.pid === pid)?.role;
    return [
      `${role} ${pid}`,
      ...labels.map((label) => fixed(moments[label].find((entry) => entry.pid === pid)?.rssMiB, 0)),
    ];
  });
  return [header, ...rows];
}

/** Appends a section to bench/api-throughput.md (created with its header when missing). */
export function appendSection(markdown, data) {
  const current = existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, 'utf8') : HEADER;
  const comment = `<!-- ${DATA_MARK} ${JSON.stringify(data)} -->`;
  writeFileSync(RESULTS_FILE, `${current.trimEnd()}\n\n${markdown.trim()}\n\n${comment}\n`);
}

/** The req/s per scenario of the last PostgreSQL run written to bench/api-throughput.md. */
export function readLastPostgresFigures() {
  if (!existsSync(RESULTS_FILE)) return undefined;
  const pattern = new RegExp(`<!-- ${DATA_MARK} (.*?) -->`, 'g');
  const runs = [...readFileSync(RESULTS_FILE, 'utf8').matchAll(pattern)]
    .map((match) => JSON.parse(match[1]))
    .filter((data) => data.database === 'postgres');
  return runs.at(-1);
}
