// `npm run bench:api`: API throughput of the portal in production mode on the large data set,
// against a bare Fastify hello-world in the same run. Options: --help. Figures are appended to
// bench/api-throughput.md; --profile writes bench/profiles/<date>-<scenario>.md.
import { parseArgs } from 'node:util';
import { log } from '../../scripts/lib.mjs';
import { DEFAULT_BENCH_DATABASE_URL, ensureBenchDatabase, runSeed } from './database.mjs';
import { cleanUp, cleanUpOnSignals, isStoppedBySignal, makeTempFolder } from './processes.mjs';
import { runProfile } from './profile.mjs';
import { SCENARIO_NAMES } from './scenarios.mjs';
import { ensureBuilds } from './servers.mjs';
import { runSuite } from './suite.mjs';
import { printAndWrite } from './summary.mjs';
import { ensureWrk, readWrkVersion } from './wrk.mjs';

const USAGE = `usage: npm run bench:api -- [options]

  --connections N       wrk connections (default 256; 16 with --profile)
  --duration S          seconds of load per scenario (default 15)
  --threads N           wrk threads (default 1)
  --warmup S            seconds of load before each measured run (default 3; 0 for none)
  --timeout S           wrk's reply timeout (default 10)
  --send-connections N  connections of the order send (default 100)
  --processes N         server processes (sets WEB_CONCURRENCY; default: the server's own)
  --scenarios a,b       run only these (${SCENARIO_NAMES.join(', ')})
  --soak S              after the scenarios, the history page for S seconds, then RSS again
  --pglite              after the PostgreSQL suite, the same on PGlite (one process, scaled-down seed)
  --pglite-only         the PGlite suite alone, compared with the last written PostgreSQL figures
  --pglite-companies N  companies of the PGlite seed (default 2000)
  --pglite-orders N     orders of the PGlite seed (default 100000)
  --profile             one server process under node --cpu-prof, one scenario (--scenario, default
                        history), summary to bench/profiles/<date>-<scenario>.md
  --profile-dir DIR     keep the .cpuprofile there (default: a temporary folder, removed)
  --reseed              rebuild the benchmark database (seed CLI --reset)
  --server-log FILE     keep the portal's log in FILE (default: a temporary file)
  --no-write            print only; write nothing to bench/
  --socket DIR          the portal connects to PostgreSQL through the Unix socket in DIR
                        (e.g. /var/run/postgresql; same host only)

PostgreSQL: BENCH_DATABASE_URL (default ${DEFAULT_BENCH_DATABASE_URL}); the database is created
and seeded with the large set when missing or empty (2 to 4 minutes) and kept afterwards.`;

function readOptions() {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string' },
      duration: { type: 'string', default: '15' },
      threads: { type: 'string', default: '1' },
      warmup: { type: 'string', default: '3' },
      timeout: { type: 'string', default: '10' },
      'send-connections': { type: 'string', default: '100' },
      processes: { type: 'string' },
      scenarios: { type: 'string' },
      scenario: { type: 'string', default: 'history' },
      soak: { type: 'string', default: '0' },
      pglite: { type: 'boolean', default: false },
      'pglite-only': { type: 'boolean', default: false },
      'pglite-companies': { type: 'string', default: '2000' },
      'pglite-orders': { type: 'string', default: '100000' },
      profile: { type: 'boolean', default: false },
      'profile-dir': { type: 'string' },
      reseed: { type: 'boolean', default: false },
      'server-log': { type: 'string' },
      'no-write': { type: 'boolean', default: false },
      socket: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const whole = (name, fallback, min = 1) => {
    const text = values[name] ?? fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || value < min)
      throw new Error(`--${name} needs a whole number ≥ ${min}, got ${text}`);
    return value;
  };
  const scenarioNames = values.scenarios
    ? values.scenarios.split(',').map((name) => name.trim())
    : SCENARIO_NAMES;
  for (const name of [...scenarioNames, values.scenario]) {
    if (!SCENARIO_NAMES.includes(name))
      throw new Error(`unknown scenario ${name}: ${SCENARIO_NAMES.join(', ')}`);
  }
  return {
    settings: {
      connections: whole('connections', values.profile ? '16' : '256'),
      duration: whole('duration'),
      threads: whole('threads'),
      warmup: whole('warmup', undefined, 0),
      timeout: whole('timeout'),
      sendConnections: whole('send-connections'),
      processes: values.processes === undefined ? undefined : whole('processes'),
      soak: whole('soak', undefined, 0),
      serverLog: values['server-log'],
      profileDir: values['profile-dir'],
      socket: values.socket,
    },
    scenarioNames,
    profileScenario: values.scenario,
    isProfile: values.profile,
    isPostgres: !values['pglite-only'],
    isPglite: values.pglite || values['pglite-only'],
    pgliteSeed: { companies: whole('pglite-companies'), orders: whole('pglite-orders') },
    reseed: values.reseed,
    isWriting: !values['no-write'],
  };
}

/** Seeds PGlite in a temporary folder with the scaled-down large set; answers its DATA_DIR and the time. */
async function seedPglite({ companies, orders }) {
  const dataDir = `${makeTempFolder('bench-pglite')}/data`;
  log(`Seeding PGlite (${companies} companies, ${orders} orders) in ${dataDir}…`);
  const args = [
    '--size',
    'large',
    '--companies',
    String(companies),
    '--orders',
    String(orders),
    '--scans',
    '0',
  ];
  const seconds = await runSeed(args, { DATA_DIR: dataDir, DATABASE_URL: '' });
  log(`PGlite seeded in ${seconds.toFixed(0)} s`);
  return { dataDir, seconds, companies, orders };
}

async function main() {
  const options = readOptions();
  cleanUpOnSignals();
  const wrk = ensureWrk(log);
  const wrkVersion = readWrkVersion(wrk);
  ensureBuilds();
  const databaseUrl = process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL;
  if (options.isPostgres) await ensureBenchDatabase(databaseUrl, { reseed: options.reseed, log });

  if (options.isProfile) {
    const pglite = options.isPostgres ? undefined : await seedPglite(options.pgliteSeed);
    const { file, text } = await runProfile({
      wrk,
      wrkVersion,
      databaseUrl: pglite ? undefined : databaseUrl,
      dataDir: pglite?.dataDir,
      settings: options.settings,
      scenarioName: options.profileScenario,
      log,
    });
    process.stdout.write(`\n${text}\n`);
    log(`Profile summary written to ${file}`);
    return;
  }
  const suites = {};
  if (options.isPostgres) {
    suites.postgres = await runSuite({
      wrk,
      databaseUrl,
      settings: options.settings,
      scenarioNames: options.scenarioNames,
      log,
    });
  }
  if (options.isPglite) {
    const pglite = await seedPglite(options.pgliteSeed);
    const settings = { ...options.settings, processes: 1 };
    suites.pglite = {
      ...(await runSuite({
        wrk,
        dataDir: pglite.dataDir,
        settings,
        scenarioNames: options.scenarioNames,
        log,
      })),
      seed: pglite,
    };
  }
  const failures = printAndWrite({
    suites,
    settings: options.settings,
    wrkVersion,
    isWriting: options.isWriting,
    log,
  });
  if (failures > 0) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  if (isStoppedBySignal()) await new Promise(() => {}); // the signal handler exits
  process.stderr.write(`\nbench:api failed: ${error instanceof Error ? error.message : error}\n`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
