import type { DatabaseHandle, Unlisten } from './client.js';

type Logger = { warn: (object: object, message: string) => void };

/**
 * Listens to a NOTIFY channel, and keeps trying every `retryMs` while the database cannot be
 * reached at start (the server starts and answers 503 meanwhile). Once listening, the driver
 * reconnects by itself and calls `onConnect` again.
 */
export function listenWithRetry(
  database: DatabaseHandle,
  channel: string,
  handlers: { onMessage: (payload: string) => void; onConnect: () => void },
  log: Logger,
  retryMs = 5_000,
): { stop: () => Promise<void> } {
  let unlisten: Unlisten | undefined;
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;

  async function attempt(): Promise<void> {
    try {
      const stopListening = await database.listen(channel, handlers.onMessage, handlers.onConnect);
      if (isStopped) await stopListening().catch(() => {});
      else unlisten = stopListening;
    } catch (error) {
      if (isStopped) return;
      log.warn({ err: error }, `cannot listen to ${channel}: trying again in ${retryMs} ms`);
      timer = setTimeout(() => void attempt(), retryMs);
      timer.unref();
    }
  }

  const first = attempt();
  return {
    stop: async () => {
      isStopped = true;
      if (timer) clearTimeout(timer);
      await first;
      await unlisten?.().catch(() => {});
    },
  };
}
