// One suite of `npm run bench:api` on one database: start the portal and the hello-world, sign
// in, load every scenario with wrk, measure RSS and server CPU, check idempotency, stop everything.
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import {
  checkIdempotency,
  countCompanyOrders,
  countOrdersWithKey,
  findSendingSuppliers,
  openCheckDatabase,
  readServerVersion,
} from './database.mjs';
import { probeScenario, readLogErrors, readLogTail } from './diagnose.mjs';
import { sendOneKeyConcurrently } from './idempotency.mjs';
import { isRunning, makeTempFolder, readCpuSeconds, stopProcess } from './processes.mjs';
import { buildScenarios, orderBody } from './scenarios.mjs';
import { describeProcesses, measureRss, startHelloWorld, startPortal, waitUntilQuiet } from './servers.mjs';
import { DEMO_SUPPLIER, findOrderingAccount, loadOrderingData, signIn } from './sign-in.mjs';
import { runWrk } from './wrk.mjs';

const sum = (values) => values.reduce((total, value) => total + value, 0);
/** Replies with a 2xx status. */
const countSuccesses = (statuses) =>
  sum(Object.entries(statuses).map(([status, count]) => (Number(status) < 300 ? count : 0)));

/** Runs one scenario: a warm-up, then the measured load, with the server processes' CPU time. */
async function loadScenario({ wrk, name, scenario, server, settings, folder, log }) {
  const connections = scenario.connections ?? settings.connections;
  const common = {
    baseUrl: server.url,
    scenario,
    threads: settings.threads,
    timeout: settings.timeout,
    folder,
  };
  let warmupSuccesses = 0;
  if (settings.warmup > 0) {
    const warm = await runWrk(wrk, {
      ...common,
      connections,
      duration: settings.warmup,
      tag: `${name}-warmup`,
    });
    warmupSuccesses = countSuccesses(warm.statuses);
  }
  await waitUntilQuiet(server);
  const pids = describeProcesses(server).serving;
  const cpuBefore = sum(pids.map(readCpuSeconds));
  const result = await runWrk(wrk, { ...common, connections, duration: settings.duration, tag: name });
  // The server goes on with the requests in flight when wrk stopped (about one per connection):
  // its CPU time until it is idle again, over the replies plus those.
  await waitUntilQuiet(server);
  const cpuSeconds = sum(pids.map(readCpuSeconds)) - cpuBefore;
  const row = {
    ...result,
    connections,
    cpuMsPerRequest: (1000 * cpuSeconds) / (result.requests + connections),
    warmupSuccesses,
  };
  if (result.nonSuccess > 0) row.probe = await probeScenario(server.url, scenario);
  log(
    `${name.padEnd(12)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${result.p50Ms.toFixed(1)} ms` +
      `  p99 ${result.p99Ms.toFixed(1)} ms  errors ${result.errors}  server CPU ${row.cpuMsPerRequest.toFixed(2)} ms/req`,
  );
  return row;
}

/**
 * Runs the scenarios against the portal on PostgreSQL (`databaseUrl`) or PGlite (`dataDir`):
 * answers { results, rss, processes, checks, databaseVersion, supplierOrders }.
 */
export async function runSuite({ wrk, databaseUrl, dataDir, settings, scenarioNames, log }) {
  const folder = makeTempFolder('bench-api');
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const checkTarget = databaseUrl ? { url: databaseUrl } : { dataDir };
  const first = await openCheckDatabase(checkTarget);
  const databaseVersion = await readServerVersion(first);
  const before = await countCompanyOrders(first, DEMO_SUPPLIER.username);
  // Counted now: PGlite's folder cannot be read while the portal runs.
  const candidates = await findSendingSuppliers(first);
  for (const candidate of candidates) candidate.orders = await countCompanyOrders(first, candidate.username);
  await first.close();
  const logFile = settings.serverLog ?? join(folder, 'server.log');
  // --socket: the portal reaches PostgreSQL through its Unix socket (DATABASE_URL's ?host=<dir>,
  // decision 325); the bench's own checks stay on BENCH_DATABASE_URL.
  const portalDatabaseUrl =
    databaseUrl && settings.socket
      ? `${databaseUrl}${databaseUrl.includes('?') ? '&' : '?'}host=${settings.socket}`
      : databaseUrl;
  log(
    `Starting the portal (${databaseUrl ? 'PostgreSQL' : 'PGlite'}${portalDatabaseUrl !== databaseUrl ? `, Unix socket in ${settings.socket}` : ''})…`,
  );
  const portal = await startPortal({
    databaseUrl: portalDatabaseUrl,
    dataDir,
    processes: settings.processes,
    logFile,
  });
  const processes = describeProcesses(portal);
  log(
    `Portal on ${portal.url}: ${processes.serving.length} serving process(es) (${processes.workers.length} worker(s) of pid ${processes.primary})`,
  );
  const rss = { 'after start': measureRss(portal) };
  const hello = await startHelloWorld(processes.serving.length);
  log(`Hello-world on ${hello.url} with ${processes.serving.length} process(es)`);

  const session = await signIn(portal.url);
  const ordering = await loadOrderingData(portal.url, session);
  const found = await findOrderingAccount(portal.url, candidates);
  const sender = found ?? { account: DEMO_SUPPLIER, session, ordering };
  const senderBefore = found ? found.account.orders : before;
  log(`Orders are sent as ${sender.account.username} (${sender.account.account_id})`);
  const scenarios = buildScenarios({
    session,
    ordering,
    sender,
    runId,
    sendConnections: settings.sendConnections,
  });
  const results = {};
  let crash;
  for (const name of scenarioNames) {
    const scenario = scenarios[name];
    const server = scenario.server === 'hello' ? hello : portal;
    results[name] = await loadScenario({ wrk, name, scenario, server, settings, folder, log });
    if (!isRunning(portal)) {
      crash = { scenario: name, exit: await portal.exited, logTail: readLogTail(logFile) };
      results[name].cpuMsPerRequest = Number.NaN;
      log(`The portal exited (${crash.exit}) during ${name}; the remaining scenarios are skipped`);
      break;
    }
  }
  rss['after the runs'] = measureRss(portal);
  if (settings.soak > 0 && !crash) {
    log(`Soak: history page for ${settings.soak} s with ${settings.connections} connections…`);
    const soakSettings = { ...settings, duration: settings.soak, warmup: 0 };
    results['history (soak)'] = await loadScenario({
      wrk,
      name: 'soak',
      scenario: scenarios.history,
      server: portal,
      settings: soakSettings,
      folder,
      log,
    });
    rss[`after ${settings.soak} s soak`] = measureRss(portal);
  }

  let concurrent;
  if (scenarioNames.includes('send') && !crash) {
    log('Sending one Idempotency-Key from 100 concurrent requests…');
    const key = `bench1key-${runId}-${randomUUID()}`;
    concurrent = {
      key,
      ...(await sendOneKeyConcurrently({
        baseUrl: portal.url,
        session: sender.session,
        body: orderBody(sender.ordering),
        key,
      })),
    };
  }
  await stopProcess(hello);
  // PGlite's data folder opens in one process only: the checks read it after the portal stopped.
  if (!databaseUrl) await stopProcess(portal);
  const database = await openCheckDatabase(checkTarget);
  const checks = { runId, crash, logErrors: readLogErrors(logFile) };
  try {
    if (results.send) {
      const sent = results.send;
      checks.idempotency = await checkIdempotency(database, `bench-${runId}`);
      checks.idempotency.acceptedReplies = sent.warmupSuccesses + countSuccesses(sent.statuses);
      if (concurrent) {
        concurrent.ordersWithKey = await countOrdersWithKey(database, concurrent.key);
        checks.concurrent = concurrent;
      }
    }
    checks.supplierOrders = { before, after: await countCompanyOrders(database, DEMO_SUPPLIER.username) };
    checks.senderOrders = {
      account: sender.account,
      before: senderBefore,
      after: await countCompanyOrders(database, sender.account.username),
    };
  } finally {
    await database.close();
  }
  await stopProcess(portal);
  return { results, rss, processes: processes.serving.length, checks, databaseVersion };
}
