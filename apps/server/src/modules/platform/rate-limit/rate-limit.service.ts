import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';
import { startPeriodicTask, type TaskLogger } from '../../../lib/periodic-task.js';
import { addWindowHits, deleteEndedWindows } from './rate-limit.repository.js';

/** How often a process deletes ended windows (a DELETE of rows nobody reads: any process may). */
const PURGE_INTERVAL_MS = 60_000;
/** The share of the limit a process reserves at once: 1 % (at least one request). */
const SHARE_OF_LIMIT = 0.01;
/** Addresses held in memory at most; the oldest go first (their counts stay in the database). */
const MAX_KEYS = 100_000;

/** What a process holds of a key's window: the numbers it reserved and has not handed out yet. */
type Share = {
  windowStartMs: number;
  windowEndMs: number;
  /** The next number of the window's count this process hands out. */
  next: number;
  /** The last number reserved (next > last: nothing left). */
  last: number;
  /** The reservation under way, which the requests arriving meanwhile wait for. */
  reserving: Promise<void> | undefined;
};

export type SharedRateLimit = {
  /**
   * Counts one request of `key` in the window of `windowMs` that holds now: its number in the
   * window's count of every process (more than `max` is refused by the caller) and the window's
   * remaining time.
   */
  increment: (key: string, windowMs: number, max: number) => Promise<{ current: number; ttl: number }>;
  /** Deletes the ended windows (the timer's round; tests call it). */
  purge: () => Promise<void>;
  /** Stops the timer. */
  stop: () => Promise<void>;
};

/**
 * A per-address request count shared by the server processes through the database (decision 294).
 * The count lives in PostgreSQL only: a process reserves the next numbers of a key's window in one
 * atomic upsert, a share of 1 % of the limit at a time, and hands them out to its requests. Every
 * number is given once across the processes, so no more than the limit passes; a process's
 * reserved but unused numbers (at most a share) are lost, so at least the limit less one share per
 * process passes. What a process keeps in memory is only its own unused share: another process
 * never needs it. Windows are fixed and aligned on the clock (every process agrees on them).
 */
export function createSharedRateLimit(options: {
  db: Database;
  now: Clock;
  log: TaskLogger;
}): SharedRateLimit {
  const { db, now } = options;
  const shares = new Map<string, Share>();

  function shareOf(key: string, windowMs: number, nowMs: number): Share {
    const windowStartMs = Math.floor(nowMs / windowMs) * windowMs;
    const share = shares.get(key);
    if (share?.windowStartMs === windowStartMs) return share;
    shares.delete(key);
    const fresh: Share = {
      windowStartMs,
      windowEndMs: windowStartMs + windowMs,
      next: 1,
      last: 0,
      reserving: undefined,
    };
    shares.set(key, fresh);
    if (shares.size > MAX_KEYS) shares.delete(shares.keys().next().value!);
    return fresh;
  }

  async function reserve(key: string, share: Share, max: number): Promise<void> {
    const size = Math.max(1, Math.floor(max * SHARE_OF_LIMIT));
    const { windowStartMs, windowEndMs } = share;
    const total = await addWindowHits(db, { key, windowStartMs, windowEndMs, hits: size });
    share.next = total - size + 1;
    share.last = total;
  }

  async function increment(key: string, windowMs: number, max: number) {
    const nowMs = now().getTime();
    const share = shareOf(key, windowMs, nowMs);
    while (share.next > share.last) {
      share.reserving ??= reserve(key, share, max).finally(() => {
        share.reserving = undefined;
      });
      await share.reserving;
    }
    const current = share.next;
    share.next += 1;
    return { current, ttl: share.windowEndMs - nowMs };
  }

  async function purge(): Promise<void> {
    const nowMs = now().getTime();
    for (const [key, share] of shares) if (share.windowEndMs <= nowMs) shares.delete(key);
    await deleteEndedWindows(db, nowMs);
  }

  const task = startPeriodicTask({
    name: 'rate limit purge',
    intervalMs: PURGE_INTERVAL_MS,
    run: purge,
    log: options.log,
  });
  return { increment, purge: task.runNow, stop: task.stop };
}
