/**
 * postgres.js 3.4.x can throw from a timer after a connection was cut
 * (`TypeError: Cannot read properties of null (reading 'write')` in `nextWrite`,
 * porsager/postgres#1066 and #1154, fix proposed in #1168 and #1176, not released). The queries of
 * that connection have already failed through the driver's normal CONNECTION_CLOSED path, so the
 * throw carries no lost work: it must not end the process.
 */
export function isKnownDriverCrash(error: unknown): boolean {
  if (!(error instanceof TypeError)) return false;
  const stack = error.stack ?? '';
  return (
    error.message === "Cannot read properties of null (reading 'write')" &&
    /nextWrite/.test(stack) &&
    /postgres[\\/](cjs[\\/])?src[\\/]connection\.js/.test(stack)
  );
}

type GuardLog = {
  warn: (object: object, message: string) => void;
  fatal: (object: object, message: string) => void;
};

/**
 * Keeps the server alive through the driver's known crash and only that one; any other uncaught
 * exception is logged and ends the process with status 1, as Node would have.
 */
export function installProcessGuard(log: GuardLog, options: { isSupervised?: boolean } = {}): void {
  process.on('uncaughtException', (error) => {
    if (isKnownDriverCrash(error)) {
      // The crash can leave a query of the lost connection unanswered, and the pool handing new
      // queries to that connection: a supervised worker is replaced at once (decision 092).
      if (options.isSupervised) {
        log.fatal({ err: error }, 'known postgres.js error after a lost connection: restarting this worker');
        process.exit(1);
      }
      log.warn({ err: error }, 'known postgres.js error after a lost connection: ignored');
      return;
    }
    log.fatal({ err: error }, 'uncaught exception');
    process.exit(1);
  });
}
