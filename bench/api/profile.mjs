// `npm run bench:api -- --profile`: one server process under `node --cpu-prof`, one scenario,
// a graceful stop (SIGTERM: main.ts closes and exits, and Node writes the profile), and a summary
// of the samples taken while the load ran, written to bench/profiles/<date>-<scenario>.md.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ROOT, SERVER_ENTRY } from '../../scripts/lib.mjs';
import { findSendingSuppliers, openCheckDatabase } from './database.mjs';
import { makeTempFolder, readCpuSeconds, stopProcess } from './processes.mjs';
import { formatProfileSummary, readBundleModules, summariseProfile } from './profile-summary.mjs';
import { describeMachine } from './report.mjs';
import { buildScenarios } from './scenarios.mjs';
import { describeProcesses, startPortal, waitUntilQuiet } from './servers.mjs';
import { findOrderingAccount, loadOrderingData, signIn } from './sign-in.mjs';
import { runWrk } from './wrk.mjs';

const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/** Runs the profile; answers the path of the summary written and the summary text. */
export async function runProfile({ wrk, wrkVersion, databaseUrl, dataDir, settings, scenarioName, log }) {
  const folder = makeTempFolder('bench-profile');
  const profileDir = settings.profileDir ? resolve(settings.profileDir) : join(folder, 'profiles');
  mkdirSync(profileDir, { recursive: true });
  const earlier = new Set(readdirSync(profileDir));
  const database = await openCheckDatabase(databaseUrl ? { url: databaseUrl } : { dataDir });
  const candidates = await findSendingSuppliers(database);
  await database.close();
  log(`Starting one portal process under --cpu-prof (${databaseUrl ? 'PostgreSQL' : 'PGlite'})…`);
  const portal = await startPortal({
    databaseUrl,
    dataDir,
    processes: 1,
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
    logFile: join(folder, 'server.log'),
  });
  const session = await signIn(portal.url);
  const ordering = await loadOrderingData(portal.url, session);
  const sender = scenarioName === 'send' ? await findOrderingAccount(portal.url, candidates) : undefined;
  const scenario = buildScenarios({
    sender,
    session,
    ordering,
    runId: `profile${Date.now().toString(36)}`,
    sendConnections: settings.connections,
  })[scenarioName];
  if (scenario.server !== 'portal') throw new Error(`--scenario ${scenarioName} does not load the portal`);
  const common = {
    baseUrl: portal.url,
    scenario: { ...scenario, connections: undefined },
    connections: settings.connections,
    threads: settings.threads,
    timeout: settings.timeout,
    folder,
  };
  if (settings.warmup > 0) await runWrk(wrk, { ...common, duration: settings.warmup, tag: 'warmup' });
  await waitUntilQuiet(portal);
  const [pid] = describeProcesses(portal).serving;
  const cpuBefore = readCpuSeconds(pid);
  const window = { fromUs: nowUs() };
  const result = await runWrk(wrk, { ...common, duration: settings.duration, tag: 'profile' });
  window.toUs = nowUs();
  const cpuMs = 1000 * (readCpuSeconds(pid) - cpuBefore);
  log(
    `${scenarioName}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, errors ${result.errors}`,
  );
  log('Stopping the portal (SIGTERM) so that it writes its profile…');
  const exit = await stopProcess(portal, { graceMs: 30_000 });
  const files = readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile') && !earlier.has(name));
  if (files.length === 0) throw new Error(`the portal wrote no profile (it exited with ${exit})`);

  const bundle = readBundleModules(dirname(SERVER_ENTRY));
  const summaries = files.map((name) => {
    const profile = JSON.parse(readFileSync(join(profileDir, name), 'utf8'));
    const overlaps = profile.startTime <= window.toUs && profile.endTime >= window.fromUs;
    return {
      name,
      overlaps,
      summary: summariseProfile(profile, { bundle, window: overlaps ? window : undefined }),
    };
  });
  // The process that served: the most busy time in the window (a cluster primary idles).
  const busy = ({ summary }) =>
    summary.totalUs - (summary.categories.find((c) => c.category === 'idle')?.us ?? 0);
  summaries.sort((a, b) => busy(b) - busy(a));
  const [served, ...others] = summaries;
  const machine = describeMachine();
  const date = new Date().toISOString().slice(0, 10);
  const notes = [
    `Date ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${machine.commit}. Machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.ramGiB} GiB RAM, Node ${machine.node}, load average at the end ${machine.loadAverage}; database ${databaseUrl ? 'PostgreSQL (large set)' : 'PGlite'}.`,
    `Load: \`${scenarioName}\` (${scenario.method} ${scenario.path}), wrk ${wrkVersion}, ${settings.threads} thread(s), ${settings.connections} connections, ${settings.duration} s after a ${settings.warmup} s warm-up: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, ${result.errors} errors.`,
    `Server: one process (WEB_CONCURRENCY=1), \`node --cpu-prof\` on apps/server/dist/main.js, production mode. Samples outside the load window (start-up, warm-up, shutdown) are left out${served.overlaps ? '' : ' — except here: the profile clock did not match, the whole profile is counted'}. Lines of the build (apps/server/dist) are mapped to their source file through esbuild's module comments.`,
    `CPU time of the server process in the window (user + system, /proc/${pid}/stat): ${cpuMs.toFixed(0)} ms = ${((100_000 * cpuMs) / (window.toUs - window.fromUs)).toFixed(0)} % of one core, ${(cpuMs / result.requests).toFixed(2)} ms per request answered. Where it is lower than the busy time below, the process waited for a core (for example while a PostgreSQL backend it had just woken ran on it).`,
    ...others.map(
      (other) =>
        `Other profile ${other.name}: ${(busy(other) / 1000).toFixed(1)} ms busy in the window (a cluster primary).`,
    ),
  ];
  const text = formatProfileSummary(served.summary, {
    title: `CPU profile: ${scenarioName}, ${date}`,
    requests: result.requests,
    notes,
  });
  const outDir = join(ROOT, 'bench/profiles');
  mkdirSync(outDir, { recursive: true });
  const outFile = join(outDir, `${date}-${scenarioName}.md`);
  writeFileSync(outFile, text);
  if (settings.profileDir)
    log(`CPU profile kept in ${profileDir} (open it in Chrome DevTools or speedscope)`);
  return { file: relative(ROOT, outFile), text };
}
