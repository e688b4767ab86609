// Availability when the database connections drop (issue 31, decision 289): the portal as
// `npm start` runs it (built, WEB_CONCURRENCY server processes) on a PostgreSQL database of its own,
// under a mixed load (order history reads, order sends with Idempotency-Keys), while its backends
// are terminated every few seconds and the database refuses connections for a few seconds at a
// time. Counts worker exits, replies by status, refused connections, recovery times, and checks
// that every order sent is stored exactly once. Only this run's own database is cut or blocked.
//
//   node bench/database-faults.mjs [--cuts 25] [--cut-every 4] [--outages 3] [--outage-seconds 8]
//                                  [--processes 2] [--clients 8] [--write] [--json]
//
// --write appends the figures to bench/database-faults.md; --json prints the summary as one JSON
// line (the acceptance test reads it).
import { randomUUID } from 'node:crypto';
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { ROOT } from '../scripts/lib.mjs';
import { cleanUp, makeTempFolder, stopProcess } from './api/processes.mjs';
import { ensureBuilds, startPortal } from './api/servers.mjs';
import { loadOrderingData, sessionHeaders, signIn } from './api/sign-in.mjs';

const { values: args } = parseArgs({
  options: {
    cuts: { type: 'string', default: '25' },
    'cut-every': { type: 'string', default: '4' },
    outages: { type: 'string', default: '3' },
    'outage-seconds': { type: 'string', default: '8' },
    processes: { type: 'string', default: '2' },
    clients: { type: 'string', default: '8' },
    'admin-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    write: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});
const CUTS = Number(args.cuts);
const CUT_EVERY_MS = Number(args['cut-every']) * 1000;
const OUTAGES = Number(args.outages);
const OUTAGE_MS = Number(args['outage-seconds']) * 1000;
const PROCESSES = Number(args.processes);
const CLIENTS = Number(args.clients);

const say = (line) => {
  if (!args.json) process.stdout.write(`${line}\n`);
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const databaseName = `label_portal_faults_${process.pid}_${Date.now()}`;
const adminUrl = args['admin-url'];
const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${databaseName}`);
// The administrator's connection lives on another database: an outage refuses connections to ours.
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
const folder = makeTempFolder('label-portal-faults-');
const logFile = process.env.FAULTS_LOG ?? join(folder, 'server.log');

/** Ends every backend of this run's database (never another's). */
async function cutConnections() {
  const rows = await admin`select pg_terminate_backend(pid) from pg_stat_activity
    where datname = ${databaseName} and pid <> pg_backend_pid()`;
  return rows.length;
}

const statuses = new Map();
let refused = 0;
const count = (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
const badReplies = [];
/** Keys of the orders sent, and whether the portal has confirmed each one (200 or 201). */
const orderKeys = new Map();
/** Read probes: [sent at, succeeded]. */
const probes = [];
let isLoading = true;

/**
 * Each client comes from an address of its own (TRUST_PROXY=1: X-Forwarded-For), and paces itself
 * under the per-address limit (1,200 a minute): the run measures faults, not the limiter.
 */
async function request(baseUrl, session, method, path, { body, key, address } = {}) {
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...sessionHeaders(session, { isUnsafe: method !== 'GET' }),
        ...(key ? { 'Idempotency-Key': key } : {}),
        'X-Forwarded-For': address,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    count(response.status);
    if (response.status >= 500 && response.status !== 503) badReplies.push(`${response.status} ${text}`);
    if (
      response.status === 503 &&
      (!response.headers.get('retry-after') || !text.includes('SERVICE_UNAVAILABLE'))
    )
      badReplies.push(`503 without Retry-After or the error shape: ${text}`);
    return response.status;
  } catch {
    refused += 1;
    return 0;
  }
}

function orderBody(ordering) {
  const product = ordering.standard[0];
  const date = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  return {
    order_positions: [
      { uuid: randomUUID(), extra_service_data: [], product: product.pk, quantity: product.labels_per_unit },
    ],
    transport_by_customer: false,
    delivery_address: ordering.addresses.delivery,
    billing_address: ordering.addresses.billing,
    customer_order_no: 'FAULTS',
    desired_delivery_date: date,
  };
}

/** One client: reads the history and sends an order, in turn; a send not confirmed is sent again. */
async function runClient(baseUrl, session, ordering, address) {
  let pending;
  while (isLoading) {
    await sleep(120);
    await request(baseUrl, session, 'GET', '/orders/api/orders/?limit=10&offset=0', { address });
    if (!pending) {
      pending = { key: randomUUID(), body: orderBody(ordering) };
      orderKeys.set(pending.key, false);
    }
    const status = await request(baseUrl, session, 'POST', '/orders/api/orders/', { ...pending, address });
    if (status === 200 || status === 201) {
      orderKeys.set(pending.key, true);
      pending = undefined;
    } else if (status === 0 || status === 503) {
      await sleep(200);
    } else {
      badReplies.push(`order send answered ${status}`);
      pending = undefined;
    }
  }
  // The client keeps sending its last order until it is confirmed, as the web app does.
  for (let attempt = 0; pending && attempt < 100; attempt += 1) {
    const status = await request(baseUrl, session, 'POST', '/orders/api/orders/', { ...pending, address });
    if (status === 200 || status === 201) {
      orderKeys.set(pending.key, true);
      pending = undefined;
    } else await sleep(200);
  }
}

async function runProbe(baseUrl, session) {
  while (isLoading) {
    const at = performance.now();
    const status = await request(baseUrl, session, 'GET', '/orders/api/orders/?limit=1&offset=0', {
      address: '10.99.0.1',
    });
    probes.push([at, status === 200]);
    await sleep(80);
  }
}

/** Milliseconds from `at` to the start of the first successful probe sent at or after it. */
function recoveryMs(at) {
  const first = probes.find(([sentAt, ok]) => sentAt >= at && ok);
  return first ? Math.round(first[0] - at) : -1;
}

let portal;
let exitCode = 0;
try {
  await admin.unsafe(`create database ${databaseName}`);
  say(`database ${databaseName}; building and starting the portal (${PROCESSES} processes)`);
  ensureBuilds();
  portal = await startPortal({ databaseUrl, processes: PROCESSES, logFile });
  const session = await signIn(portal.url);
  const ordering = await loadOrderingData(portal.url, session);

  const clients = Array.from({ length: CLIENTS }, (_, index) =>
    runClient(portal.url, session, ordering, `10.99.1.${index + 1}`),
  );
  const probe = runProbe(portal.url, session);
  await sleep(2000);

  const cutTimes = [];
  const outageEnds = [];
  const outageAfter = new Set(
    Array.from({ length: OUTAGES }, (_, index) => Math.round(((index + 1) * CUTS) / (OUTAGES + 1))),
  );
  let outagesDone = 0;
  for (let cut = 1; cut <= CUTS; cut += 1) {
    const at = performance.now();
    const ended = await cutConnections();
    cutTimes.push(at);
    say(`cut ${cut}/${CUTS}: ${ended} backends ended`);
    await sleep(CUT_EVERY_MS);
    if (outageAfter.has(cut) && outagesDone < OUTAGES) {
      outagesDone += 1;
      await admin.unsafe(`alter database ${databaseName} allow_connections false`);
      await cutConnections();
      say(`outage ${outagesDone}/${OUTAGES}: ${OUTAGE_MS / 1000} s`);
      await sleep(OUTAGE_MS);
      await admin.unsafe(`alter database ${databaseName} allow_connections true`);
      outageEnds.push(performance.now());
      await sleep(CUT_EVERY_MS);
    }
  }
  isLoading = false;
  await Promise.all([...clients, probe]);
  // Every process listens again (cache notices, decision 289): one connection each whose last
  // statement is a LISTEN, a few seconds after the last fault.
  await sleep(3000);
  const [{ listening }] = await admin`select count(distinct pid)::int as listening from pg_stat_activity
    where datname = ${databaseName} and query ilike 'listen %'`;

  const check = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const keys = [...orderKeys.keys()];
  const stored = await check`select idempotency_key as key, count(*)::int as n from orders
    where idempotency_key = any(${keys}) group by idempotency_key`;
  await check.end({ timeout: 1 });
  const storedCount = new Map(stored.map((row) => [row.key, row.n]));
  const lost = keys.filter((key) => !storedCount.has(key)).length;
  const duplicated = stored.filter((row) => row.n > 1).length;
  const unconfirmed = [...orderKeys.values()].filter((isConfirmed) => !isConfirmed).length;

  const log = readFileSync(logFile, 'utf8');
  const workerExits = (log.match(/ended unexpectedly/g) ?? []).length;
  const uncaught = log
    .split('\n')
    .filter((line) => /uncaught|unhandled/i.test(line))
    .map((line) => line.slice(0, 600));
  // What the processes logged of each 500 (its message and first frames): a failed run says why.
  const serverErrors = log
    .split('\n')
    .filter((line) => line.includes('"msg":"unhandled error"'))
    .map((line) => {
      const { err } = JSON.parse(line);
      return `${err?.type}: ${err?.message} ${String(err?.stack ?? '')
        .split('\n')
        .slice(1, 4)
        .join(' ')}`.slice(0, 400);
    });
  const cutRecoveries = cutTimes.map(recoveryMs);
  const outageRecoveries = outageEnds.map(recoveryMs);
  const summary = {
    cuts: CUTS,
    outages: OUTAGES,
    outageSeconds: OUTAGE_MS / 1000,
    processes: PROCESSES,
    clients: CLIENTS,
    workerExits,
    listening,
    replies: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
    status500: [...statuses]
      .filter(([status]) => status >= 500 && status !== 503)
      .reduce((n, [, c]) => n + c, 0),
    refused,
    serverErrors: serverErrors.slice(0, 5),
    badReplies: badReplies.slice(0, 10),
    uncaught: uncaught.slice(0, 10),
    maxCutRecoveryMs: cutRecoveries.includes(-1) ? -1 : Math.max(...cutRecoveries),
    cutRecoveriesMs: cutRecoveries,
    maxOutageRecoveryMs: outageRecoveries.includes(-1) ? -1 : Math.max(...outageRecoveries),
    outageRecoveriesMs: outageRecoveries,
    orders: keys.length,
    lost,
    duplicated,
    unconfirmed,
  };
  if (args.json) process.stdout.write(`${JSON.stringify(summary)}\n`);
  else say(JSON.stringify(summary, null, 2));
  if (args.write) {
    const lines = [
      '',
      `## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${CUTS} cuts every ${CUT_EVERY_MS / 1000} s, ${OUTAGES} outages of ${OUTAGE_MS / 1000} s, ${PROCESSES} processes, ${CLIENTS} clients`,
      '',
      '| figure | value |',
      '| --- | --- |',
      `| worker exits | ${workerExits} |`,
      `| processes listening again at the end | ${listening} of ${PROCESSES} |`,
      `| replies | ${Object.entries(summary.replies)
        .map(([status, n]) => `${n} × ${status}`)
        .join(', ')} |`,
      `| 5xx other than 503 | ${summary.status500} |`,
      `| refused connections | ${refused} |`,
      `| recovery after a cut (max; all, ms) | ${summary.maxCutRecoveryMs} ms; ${cutRecoveries.join(', ')} |`,
      `| recovery after an outage, from the database back (max; all, ms) | ${summary.maxOutageRecoveryMs} ms; ${outageRecoveries.join(', ')} |`,
      `| orders sent / lost / duplicated / unconfirmed | ${keys.length} / ${lost} / ${duplicated} / ${unconfirmed} |`,
      '',
    ];
    appendFileSync(join(ROOT, 'bench/database-faults.md'), lines.join('\n'));
  }
} catch (error) {
  process.stderr.write(`${error.stack ?? error}\n`);
  exitCode = 1;
} finally {
  isLoading = false;
  if (portal) await stopProcess(portal).catch(() => {});
  await cleanUp().catch(() => {});
  await admin.unsafe(`drop database if exists ${databaseName} with (force)`).catch(() => {});
  await admin.end({ timeout: 1 });
}
process.exit(exitCode);
