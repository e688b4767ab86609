import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { startPeriodicTask, type TaskLogger } from '../../lib/periodic-task.js';
import { addWindowHits, deleteEndedWindows, type WindowHits } from './rate-limit.repository.js';

/** How often a process adds its counts to the shared ones and reads the totals back. */
export const RATE_LIMIT_SYNC_INTERVAL_MS = 1_000;
/** How often a process deletes ended windows (a DELETE of rows nobody reads: any process may). */
const PURGE_INTERVAL_MS = 60_000;
/** Addresses held in memory at most; the oldest go first (their counts stay in the database). */
const MAX_KEYS = 100_000;

type Entry = {
  windowStartMs: number;
  windowEndMs: number;
  /** The total of every process at the last sync. */
  shared: number;
  /** Counted here since the last sync. */
  pending: number;
  /** Counted here and being added by the sync under way. */
  sending: number;
};

export type SharedRateLimit = {
  /** Counts one request of `key` in the window of `windowMs` that holds now; no database call. */
  increment: (key: string, windowMs: number) => { current: number; ttl: number };
  /** Adds this process's counts to the shared ones and reads the totals (the timer's round; tests call it). */
  sync: () => Promise<void>;
  /** Stops the timer after a last sync. */
  stop: () => Promise<void>;
};

/**
 * A rate-limit count shared by the server processes through the database without a query per
 * request: each process counts in memory and, about every second, adds what it counted to the
 * window's shared row in one statement that returns the totals. So a limit holds across processes
 * within about a second. Windows are fixed and aligned on the clock (every process agrees on
 * them); a key's count restarts when its window ends.
 */
export function createSharedRateLimit(options: {
  db: Database;
  now: Clock;
  log: TaskLogger;
  syncIntervalMs?: number;
}): SharedRateLimit {
  const { db, now } = options;
  const entries = new Map<string, Entry>();
  // The first purge comes a minute after the start: the migrations have made the table by then.
  let lastPurgeMs = now().getTime();

  function increment(key: string, windowMs: number) {
    const nowMs = now().getTime();
    const windowStartMs = Math.floor(nowMs / windowMs) * windowMs;
    let entry = entries.get(key);
    if (entry?.windowStartMs !== windowStartMs) {
      entries.delete(key);
      entry = { windowStartMs, windowEndMs: windowStartMs + windowMs, shared: 0, pending: 0, sending: 0 };
      entries.set(key, entry);
      if (entries.size > MAX_KEYS) entries.delete(entries.keys().next().value!);
    }
    entry.pending += 1;
    return { current: entry.shared + entry.sending + entry.pending, ttl: entry.windowEndMs - nowMs };
  }

  /** The entry of `key` if it still counts the given window. */
  const entryOf = (key: string, windowStartMs: number) => {
    const entry = entries.get(key);
    return entry?.windowStartMs === windowStartMs ? entry : undefined;
  };

  async function syncOnce(): Promise<void> {
    const nowMs = now().getTime();
    const batch: WindowHits[] = [];
    for (const [key, entry] of entries) {
      if (entry.windowEndMs <= nowMs) entries.delete(key);
      else if (entry.pending > 0) {
        entry.sending = entry.pending;
        entry.pending = 0;
        const { windowStartMs, windowEndMs } = entry;
        batch.push({ key, windowStartMs, windowEndMs, hits: entry.sending });
      }
    }
    try {
      for (const total of await addWindowHits(db, batch)) {
        const entry = entryOf(total.key, total.windowStartMs);
        if (entry) Object.assign(entry, { shared: total.hits, sending: 0 });
      }
    } catch (error) {
      // Not added: counted again with the next sync.
      for (const row of batch) {
        const entry = entryOf(row.key, row.windowStartMs);
        if (entry) Object.assign(entry, { pending: entry.pending + entry.sending, sending: 0 });
      }
      throw error;
    }
    if (nowMs - lastPurgeMs >= PURGE_INTERVAL_MS) {
      lastPurgeMs = nowMs;
      await deleteEndedWindows(db, nowMs);
    }
  }

  const task = startPeriodicTask({
    name: 'rate limit sync',
    intervalMs: options.syncIntervalMs ?? RATE_LIMIT_SYNC_INTERVAL_MS,
    run: syncOnce,
    log: options.log,
  });
  return {
    increment,
    sync: task.runNow,
    stop: async () => {
      await task.stop();
      await syncOnce().catch((error) => options.log.error({ err: error }, 'last rate limit sync failed'));
    },
  };
}
