/** The slice of a node:cluster worker the supervisor uses (tests pass their own). */
export type SupervisedWorker = {
  id: number;
  process: { pid?: number | undefined; kill: (signal?: NodeJS.Signals) => boolean };
  on(event: 'listening', listener: () => void): unknown;
  on(event: 'exit', listener: (code: number | null, signal: string | null) => void): unknown;
};

type SupervisorLog = {
  info: (message: string) => void;
  error: (message: string) => void;
  fatal: (message: string) => void;
};

/** A worker that exits before it listens failed to start; this many in a row and the primary gives up. */
export const MAX_FAILED_STARTS = 5;
/** How long the workers get to close after a stop before they are killed (each gives itself 10 s). */
const STOP_TIMEOUT_MS = 15_000;
/** Deaths within this time count for the restart delay. */
const RECENT_MS = 60_000;

/** The wait before the next restart: 100 ms after the first death of the last minute, doubling to 10 s. */
export function restartDelayMs(recentDeaths: number): number {
  return Math.min(100 * 2 ** Math.max(0, recentDeaths - 1), 10_000);
}

/**
 * The primary's work: keeps `count` workers running. A worker that dies while the pool is not
 * stopping is replaced after a delay that grows with the deaths of the last minute; after
 * MAX_FAILED_STARTS workers in a row that died before listening, the others are stopped and the
 * primary exits with 1. stop(signal) passes the signal on, waits for every worker to close and
 * exits with 0 when all of them closed cleanly.
 */
export function superviseWorkers(options: {
  count: number;
  fork: () => SupervisedWorker;
  log: SupervisorLog;
  exit: (code: number) => void;
  /** Called once, when the first worker listens. */
  onFirstListening?: () => void;
  now?: () => number;
}): { stop: (signal: NodeJS.Signals) => void } {
  const now = options.now ?? Date.now;
  const workers = new Set<SupervisedWorker>();
  const restarts = new Set<NodeJS.Timeout>();
  const deaths: number[] = [];
  let failedStarts = 0;
  let hasListened = false;
  let isStopping = false;
  let exitCode = 0;
  let stopTimer: NodeJS.Timeout | undefined;
  let hasExited = false;
  const exit = (code: number) => {
    if (hasExited) return;
    hasExited = true;
    clearTimeout(stopTimer);
    options.exit(code);
  };

  function fork(): void {
    const worker = options.fork();
    workers.add(worker);
    let isListening = false;
    options.log.info(`Worker ${worker.id} started (process ${worker.process.pid})`);
    worker.on('listening', () => {
      isListening = true;
      failedStarts = 0;
      if (!hasListened) {
        hasListened = true;
        options.onFirstListening?.();
      }
    });
    worker.on('exit', (code, signal) => {
      workers.delete(worker);
      if (isStopping) {
        if (code !== 0) exitCode = 1;
        if (workers.size === 0) exit(exitCode);
        return;
      }
      options.log.error(
        `Worker ${worker.id} (process ${worker.process.pid}) ended unexpectedly (${signal ? `signal ${signal}` : `exit code ${code}`})`,
      );
      if (!isListening) failedStarts += 1;
      if (failedStarts >= MAX_FAILED_STARTS) {
        options.log.fatal(`${failedStarts} workers in a row ended before listening: giving up`);
        exitCode = 1;
        stop('SIGTERM');
        return;
      }
      deaths.push(now());
      while (deaths.length > 0 && deaths[0]! < now() - RECENT_MS) deaths.shift();
      const timer = setTimeout(() => {
        restarts.delete(timer);
        if (!isStopping) fork();
      }, restartDelayMs(deaths.length));
      restarts.add(timer);
    });
  }

  function stop(signal: NodeJS.Signals): void {
    for (const worker of workers) worker.process.kill(signal);
    if (isStopping) return;
    isStopping = true;
    for (const timer of restarts) clearTimeout(timer);
    restarts.clear();
    if (workers.size === 0) {
      exit(exitCode);
      return;
    }
    stopTimer = setTimeout(() => {
      options.log.error('Workers still running after the stop timeout: killed');
      for (const worker of workers) worker.process.kill('SIGKILL');
      exit(1);
    }, STOP_TIMEOUT_MS);
    stopTimer.unref();
  }

  for (let index = 0; index < options.count; index += 1) fork();
  return { stop };
}
