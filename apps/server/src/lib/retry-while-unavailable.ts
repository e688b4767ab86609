import { isDatabaseUnavailable } from './database-unavailable.js';

type RetryLog = { warn: (object: object, message: string) => void };

/**
 * Runs `work` again every `retryMs` for as long as it fails because the database cannot be reached
 * or refuses connections (decision 289): a server process started during an outage (a worker
 * replaced then, or the whole server) waits for the database instead of ending before it listens,
 * which the primary would count as a failed start. Any other error is thrown at once.
 */
export async function retryWhileUnavailable<T>(
  work: () => Promise<T>,
  log: RetryLog,
  what: string,
  retryMs = 1_000,
): Promise<T> {
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      log.warn({ err: error }, `${what}: the database is unavailable, trying again in ${retryMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  }
}
