/** The slice of a logger a periodic task needs (pino's and Fastify's loggers fit). */
export type TaskLogger = { error: (details: object, message: string) => void };

export type PeriodicTask = {
  /** Runs one round now (after the current one, never two at once) and resolves when it is done. */
  runNow: () => Promise<void>;
  /** Stops the timer and waits for the round under way. */
  stop: () => Promise<void>;
};

/**
 * Runs `run` every `intervalMs`, one round at a time in this process; a failed round is logged and
 * the next one runs as planned. The timer does not keep the process alive.
 */
export function startPeriodicTask(options: {
  name: string;
  intervalMs: number;
  run: () => Promise<unknown>;
  log: TaskLogger;
}): PeriodicTask {
  let running: Promise<void> = Promise.resolve();
  let isStopped = false;
  const runNow = () => {
    running = running.then(async () => {
      if (isStopped) return;
      try {
        await options.run();
      } catch (error) {
        options.log.error({ err: error, task: options.name }, `${options.name} failed`);
      }
    });
    return running;
  };
  const timer = setInterval(() => void runNow(), options.intervalMs);
  timer.unref();
  return {
    runNow,
    stop: async () => {
      isStopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
