type GuardLog = {
  fatal: (object: object, message: string) => void;
};

/**
 * Logs an uncaught exception in the server's log (with its stack, where the operators read) and
 * ends the process with status 1, as Node would have; a supervised worker is then replaced
 * (decision 092). No error is swallowed here: the driver's crash after a lost connection
 * (postgres.js' nextWrite, porsager/postgres#1066, #1154, #1208) is fixed in the driver by the
 * project's patch (patches/, decision 289), and the database errors of the periodic work are
 * handled where they happen.
 */
export function installProcessGuard(log: GuardLog): void {
  process.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'uncaught exception');
    process.exit(1);
  });
}
