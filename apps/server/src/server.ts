import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { systemClock } from './lib/clock.js';
import { installProcessGuard } from './lib/process-guard.js';
import { retryWhileUnavailable } from './lib/retry-while-unavailable.js';
import { SESSION_PURGE_INTERVAL_MS } from './modules/accounts/auth/index.js';
import { createMailTransport, startOutboxWorker } from './modules/platform/mail/index.js';
import { createSharedRateLimit } from './modules/platform/rate-limit/index.js';
import { startReattributionWorker } from './modules/scans/verifications/index.js';
import { isDatabaseEmpty, seedDemo } from './seed/demo.js';

/** The address the server really listens on (PORT=0 picks a free port), for the start log. */
function listeningUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') return String(address);
  const host = ['0.0.0.0', '::'].includes(address.address) ? 'localhost' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/**
 * One server process: opens the database, migrates and seeds it (one process at a time), listens,
 * runs the periodic work, and closes gracefully on SIGTERM or SIGINT. Resolves once it listens.
 */
export async function startServer(config: Config): Promise<void> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({
    config,
    database,
    now: systemClock,
    sessionPurgeIntervalMs: SESSION_PURGE_INTERVAL_MS,
    // Several processes on PostgreSQL count the per-address limit together; PGlite runs one.
    ...(database.kind === 'postgres'
      ? { sharedRateLimit: (log) => createSharedRateLimit({ db: database.db, now: systemClock, log }) }
      : {}),
  });
  installProcessGuard(app.log);
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  app.log.info(`Database: ${where}`);
  // Several processes may start at once on one database: one migrates and seeds, the others wait.
  // A process started while the database refuses connections waits for it (decision 289).
  await retryWhileUnavailable(
    () =>
      database.withStartupLock(async () => {
        await migrateDatabase(database);
        if (config.seedDemo && (await isDatabaseEmpty(database))) {
          app.log.info('Empty database: filling it with demo data');
          await seedDemo(database, (line) => app.log.info(line), { publicUrl: config.publicUrl });
        }
      }),
    app.log,
    'start-up',
  );
  // Without SMTP_URL no worker runs: mail stays in the outbox, read as the local mailbox (105).
  const outboxWorker = config.smtpUrl
    ? startOutboxWorker({
        db: database.db,
        send: createMailTransport(config.smtpUrl, config.mailFrom),
        log: app.log,
        now: systemClock,
      })
    : undefined;
  if (!config.smtpUrl) app.log.info('No SMTP_URL: mail stays in the outbox, read at /backoffice/mailbox');
  // Scans stored before their rolls were shipped follow them to their company (decision 248).
  const reattributionWorker = startReattributionWorker({ db: database.db, log: app.log });

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info(`${signal}: closing`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await outboxWorker?.stop();
      await reattributionWorker.stop();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while closing');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Label Portal listening on ${listeningUrl(app)} (public address ${config.publicUrl})`);
}
