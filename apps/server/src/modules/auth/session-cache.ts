import { LRUCache } from 'lru-cache';
import type { Clock } from '../../lib/clock.js';
import { withDeadline } from '../../lib/deadline.js';
import type { SessionWithRights } from './session.repository.js';

/**
 * How long a process trusts a session it read (user state and rights included) without reading it
 * again. A change sent through the channel below takes effect at once in every process; this is
 * the bound when a notification was lost (decision 095).
 */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Sessions a process keeps in memory at most (least recently used go first). */
const SESSION_CACHE_MAX = 50_000;

/** The PostgreSQL NOTIFY channel of session changes: `session:<id>`, `user:<id>` or `all`. */
export const SESSION_CHANNEL = 'label_portal_sessions';

/**
 * The sessions one process has read recently, by hashed token. Concurrent misses of one session
 * share one database read. Unknown tokens are never cached.
 */
export function createSessionCache(deps: {
  load: (id: string) => Promise<SessionWithRights | undefined>;
  now: Clock;
  ttlMs?: number;
}) {
  const cache = new LRUCache<string, SessionWithRights>({
    max: SESSION_CACHE_MAX,
    ttl: deps.ttlMs ?? SESSION_CACHE_TTL_MS,
    ttlResolution: 0,
    perf: { now: () => deps.now().getTime() },
  });
  /** Reads under way: concurrent misses of one session wait for the same read. */
  const reads = new Map<string, Promise<SessionWithRights | undefined>>();
  /** Counts invalidations: a read that started before one is answered but not kept. */
  let generation = 0;

  function get(id: string): Promise<SessionWithRights | undefined> {
    const cached = cache.get(id);
    if (cached) return Promise.resolve(cached);
    const pending = reads.get(id);
    if (pending) return pending;
    const startedIn = generation;
    const read = withDeadline(deps.load(id))
      .then((session) => {
        if (session && generation === startedIn) cache.set(id, session);
        return session;
      })
      .finally(() => {
        if (reads.get(id) === read) reads.delete(id);
      });
    reads.set(id, read);
    return read;
  }

  function invalidated(): void {
    generation += 1;
    reads.clear();
  }

  function forget(id: string): void {
    invalidated();
    cache.delete(id);
  }

  function forgetUser(userId: number): void {
    invalidated();
    for (const [id, session] of cache.entries()) {
      if (session.userId === userId) cache.delete(id);
    }
  }

  function clear(): void {
    invalidated();
    cache.clear();
  }

  return {
    get,
    forget,
    forgetUser,
    /** Applies a notification of the session channel (from any process, this one included). */
    applyNotification(payload: string): void {
      const [kind, value] = payload.split(':');
      if (kind === 'session' && value) forget(value);
      else if (kind === 'user' && value) forgetUser(Number(value));
      else clear();
    },
    clear,
  };
}
