import type { Clock } from '../../../lib/clock.js';
import { createKeptReads } from '../../../lib/kept-reads.js';
import type { SessionWithRights } from './session.repository.js';

/**
 * How long a process trusts a session it read (user state and rights included) without reading it
 * again. A change sent through the channel below takes effect at once in every process; this is
 * the bound when a notification was lost (decision 095).
 */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Sessions a process keeps in memory at most (least recently used go first). */
const SESSION_CACHE_MAX = 50_000;

/**
 * The PostgreSQL NOTIFY channel of session changes: `session:<id>`, `user:<id>`, `users:<id>,<id>…`
 * or `all`.
 */
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
  const reads = createKeptReads<string, SessionWithRights>({
    now: deps.now,
    ttlMs: deps.ttlMs ?? SESSION_CACHE_TTL_MS,
    max: SESSION_CACHE_MAX,
  });
  const get = (id: string) => reads.get(id, () => deps.load(id));
  const forget = (id: string) => reads.forget(id);
  const forgetUser = (userId: number) => reads.forgetWhere((session) => session.userId === userId);
  /** One pass over the kept sessions for many users (a company's users enabled at once). */
  const forgetUsers = (userIds: readonly number[]) => {
    const ids = new Set(userIds);
    reads.forgetWhere((session) => ids.has(session.userId));
  };
  const clear = () => reads.clear();

  return {
    get,
    forget,
    forgetUser,
    forgetUsers,
    /** Applies a notification of the session channel (from any process, this one included). */
    applyNotification(payload: string): void {
      const [kind, value] = payload.split(':');
      if (kind === 'session' && value) forget(value);
      else if (kind === 'user' && value) forgetUser(Number(value));
      else if (kind === 'users' && value) forgetUsers(value.split(',').map(Number));
      else clear();
    },
    clear,
  };
}
