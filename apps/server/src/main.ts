import cluster from 'node:cluster';
import { type LoggerOptions, pino } from 'pino';
import { type Config, ConfigError, loadConfig } from './config.js';
import { loggerOptions } from './lib/logger-options.js';
import { superviseWorkers } from './lib/worker-supervisor.js';
import { formatDemoAccounts } from './seed/demo-accounts.js';

// The entry of `npm start` (dist/main.js). With WEB_CONCURRENCY above 1 (PostgreSQL only) this
// process is the primary: it forks the server processes, restarts one that dies and passes a stop
// on to them; each of them runs startServer (server.ts), as the one process does otherwise.

/** The demo accounts, on standard output so that they read well whatever the log format. */
function printDemoAccounts(): void {
  process.stdout.write(formatDemoAccounts());
}

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** The primary: no server, no database; the server code is not even loaded here. */
function superviseServers(config: Config): void {
  const log = pino(loggerOptions(config) as LoggerOptions);
  log.info(`Starting ${config.workers} server processes (WEB_CONCURRENCY)`);
  const pool = superviseWorkers({
    count: config.workers,
    fork: () => cluster.fork(),
    log: {
      info: (message) => log.info(message),
      error: (message) => log.error(message),
      fatal: (message) => log.fatal(message),
    },
    exit: (code) => process.exit(code),
    onFirstListening: printDemoAccounts,
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      log.info(`${signal}: stopping the server processes`);
      pool.stop(signal);
    });
  }
}

const config = loadConfigOrExit();
if (cluster.isPrimary && config.workers > 1) {
  superviseServers(config);
} else {
  const { startServer } = await import('./server.js');
  await startServer(config);
  if (cluster.isPrimary) printDemoAccounts();
}
