import { createHash, randomBytes } from 'node:crypto';
import type { Database, Executor } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';
import type { AuthContext } from '../../../plugins/request-context.js';
import type { SettingsService } from '../../platform/settings/index.js';
import {
  deleteEndedSessions,
  deleteSession,
  deleteUserSessions,
  findSessionWithRights,
  findUserRights,
  insertSession,
  notifySessionChange,
  renameSession,
  touchSession,
} from './session.repository.js';
import { createSessionCache, SESSION_CHANNEL } from './session-cache.js';

/** lastSeenAt is written at most this often (per process), so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60_000;

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Users named in one session notice: 500 ids of at most 10 digits stay under NOTIFY's 8,000 bytes. */
const USERS_PER_NOTICE = 500;

export type SessionService = ReturnType<typeof createSessionService>;

export function createSessionService(deps: {
  db: Database;
  settings: SettingsService;
  now: Clock;
  /** How long a process trusts a session it read (session-cache.ts); tests shorten or lengthen it. */
  cacheTtlMs?: number;
}) {
  const { db, settings, now: clock } = deps;
  const cache = createSessionCache({
    load: (id) => findSessionWithRights(db, id),
    now: clock,
    ...(deps.cacheTtlMs !== undefined ? { ttlMs: deps.cacheTtlMs } : {}),
  });

  /** Starts a session; `executor` is the caller's transaction when the start is part of a change. */
  async function startSession(
    userId: number,
    meta: { userAgent: string; ip: string },
    executor: Executor = db,
    now: Date = clock(),
  ) {
    const token = randomBytes(32).toString('base64url');
    const absoluteHours = await settings.getNumber('accounts.session_absolute_hours');
    const expiresAt = new Date(now.getTime() + absoluteHours * 3_600_000);
    await insertSession(executor, {
      id: hashSessionToken(token),
      userId,
      expiresAt,
      userAgent: meta.userAgent.slice(0, 300),
      ip: meta.ip,
    });
    return { token, expiresAt };
  }

  /** The signed-in context of a cookie token, or null when the session has ended (and is then removed). */
  async function resolveSession(token: string): Promise<{ auth: AuthContext; expiresAt: Date } | null> {
    const id = hashSessionToken(token);
    const session = await cache.get(id);
    if (!session) return null;
    const now = clock();
    const idleMinutes = await settings.getNumber('accounts.session_idle_minutes');
    const lastSeenAt = session.lastSeenAt;
    const isIdle = now.getTime() - lastSeenAt.getTime() > idleMinutes * 60_000;
    const isOver = session.expiresAt.getTime() <= now.getTime();
    if (isIdle || isOver || !session.isUserActive || session.userState !== 'APPROVED') {
      cache.forget(id);
      await deleteSession(db, id);
      return null;
    }
    if (now.getTime() - lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      // Marked first: the requests that arrive while the write runs do not write again.
      session.lastSeenAt = now;
      await touchSession(db, id, now);
    }
    const idleEnd = new Date(Math.max(now.getTime(), lastSeenAt.getTime()) + idleMinutes * 60_000);
    return {
      auth: { userId: session.userId, companyId: session.companyId, sessionId: id, rights: session.rights },
      expiresAt: idleEnd < session.expiresAt ? idleEnd : session.expiresAt,
    };
  }

  /**
   * Ends a session in every process: here at once, elsewhere when the deletion commits, in
   * `executor`'s transaction or, without one, in a transaction of its own (the row and the notice
   * go together).
   */
  async function endSession(sessionId: string, executor?: Executor): Promise<void> {
    cache.forget(sessionId);
    const end = async (tx: Executor) => {
      await deleteSession(tx, sessionId);
      await notifySessionChange(tx, SESSION_CHANNEL, `session:${sessionId}`);
    };
    if (executor) await end(executor);
    else await db.transaction(end);
  }

  /**
   * Gives a session a new token (after a password change): the old token ends in every process
   * when `executor`'s transaction commits, the session keeps its start, activity and end. Answers
   * the new token and the session's end, or null when the session has ended meanwhile.
   */
  async function renewSession(
    sessionId: string,
    executor: Executor,
  ): Promise<{ token: string; expiresAt: Date } | null> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = await renameSession(executor, sessionId, hashSessionToken(token));
    cache.forget(sessionId);
    await notifySessionChange(executor, SESSION_CHANNEL, `session:${sessionId}`);
    return expiresAt ? { token, expiresAt } : null;
  }

  /**
   * After a change of a user's state, activity or rights (in `executor`'s transaction): every
   * process reads the user's sessions again before trusting them.
   */
  async function refreshUserSessions(userId: number, executor: Executor = db): Promise<void> {
    cache.forgetUser(userId);
    await notifySessionChange(executor, SESSION_CHANNEL, `user:${userId}`);
  }

  /**
   * The same for many users at once (a company's users enabled or disabled together): one pass over
   * this process's cache, one notice per 500 users (a NOTIFY payload holds under 8,000 bytes).
   */
  async function refreshUsersSessions(userIds: readonly number[], executor: Executor = db): Promise<void> {
    cache.forgetUsers(userIds);
    for (let start = 0; start < userIds.length; start += USERS_PER_NOTICE) {
      const chunk = userIds.slice(start, start + USERS_PER_NOTICE);
      await notifySessionChange(executor, SESSION_CHANNEL, `users:${chunk.join(',')}`);
    }
  }

  /**
   * Ends every session of a user (a password set with a mailed code), in `executor`'s
   * transaction: every process forgets them when it commits, this one at once.
   */
  async function endUserSessions(userId: number, executor: Executor = db): Promise<void> {
    await deleteUserSessions(executor, userId);
    await refreshUserSessions(userId, executor);
  }

  /** Deletes every ended session (idle or past its end); safe to run from several processes at once. */
  async function purgeEndedSessions(): Promise<number> {
    return deleteEndedSessions(db, clock(), await settings.getNumber('accounts.session_idle_minutes'));
  }

  return {
    startSession,
    resolveSession,
    endSession,
    renewSession,
    refreshUserSessions,
    refreshUsersSessions,
    endUserSessions,
    /** Drops what this process has read (tests that age sessions in the database use it). */
    forgetCachedSessions: cache.clear,
    purgeEndedSessions,
    /** The session channel's listener: wire to DatabaseHandle.listen (app.ts). */
    invalidation: {
      channel: SESSION_CHANNEL,
      onMessage: cache.applyNotification,
      onConnect: cache.clear,
    },
    findUserRights: (userId: number, executor: Executor = db) => findUserRights(executor, userId),
  };
}
