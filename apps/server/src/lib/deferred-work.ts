/** The slice of a logger deferred work needs (pino's and Fastify's loggers fit). */
type WorkLogger = { error: (details: object, message: string) => void };

export type DeferredWork = {
  /**
   * Runs `task` after the reply under way has been written (setImmediate: after this turn's
   * writes), so the time of the reply does not depend on it; a failure is logged, never thrown.
   */
  defer: (name: string, task: () => Promise<unknown>) => void;
  /** Resolves when every task deferred so far has settled (app.close() waits for it, tests too). */
  idle: () => Promise<void>;
  /**
   * Holds the tasks deferred from now on until the returned function is called: tests show with
   * it that a reply came while its work had not run yet, whatever the machine's load.
   */
  hold: () => () => void;
};

/**
 * Work a request answers before doing (decision 293): the public account calls reply at once and
 * finish here, so that their reply time tells nothing of what the work found. The tasks live in
 * this process only, and no other process needs them; one lost in a crash is a mail that did not
 * go, as the reply already allows ("if a matching account was found").
 */
export function createDeferredWork(log: WorkLogger): DeferredWork {
  const running = new Set<Promise<void>>();
  let held: Promise<void> = Promise.resolve();
  function defer(name: string, task: () => Promise<unknown>): void {
    const gate = held;
    const settled: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => gate)
      .then(task)
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error, task: name }, `${name} failed`),
      )
      .finally(() => running.delete(settled));
    running.add(settled);
  }
  async function idle(): Promise<void> {
    while (running.size > 0) await Promise.all(running);
  }
  function hold(): () => void {
    let release!: () => void;
    held = new Promise<void>((resolve) => {
      release = resolve;
    });
    return () => {
      held = Promise.resolve();
      release();
    };
  }
  return { defer, idle, hold };
}
