import { createHash, randomBytes } from 'node:crypto';
import type { Database, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { AuthContext } from '../../plugins/request-context.js';
import type { SettingsService } from '../settings/index.js';
import {
  deleteEndedSessions,
  deleteSession,
  findSession,
  findUserRights,
  insertSession,
  touchSession,
} from './session.repository.js';

/** lastSeenAt is written at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60_000;

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type SessionService = ReturnType<typeof createSessionService>;

export function createSessionService(deps: { db: Database; settings: SettingsService; now: Clock }) {
  const { db, settings, now: clock } = deps;

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
    const session = await findSession(db, id);
    if (!session) return null;
    const now = clock();
    const idleMinutes = await settings.getNumber('accounts.session_idle_minutes');
    const isIdle = now.getTime() - session.lastSeenAt.getTime() > idleMinutes * 60_000;
    const isOver = session.expiresAt.getTime() <= now.getTime();
    if (isIdle || isOver || !session.isUserActive || session.userState !== 'APPROVED') {
      await deleteSession(db, id);
      return null;
    }
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await touchSession(db, id, now);
    const rights = await findUserRights(db, session.userId);
    const idleEnd = new Date(Math.max(now.getTime(), session.lastSeenAt.getTime()) + idleMinutes * 60_000);
    return {
      auth: { userId: session.userId, companyId: session.companyId, sessionId: id, rights },
      expiresAt: idleEnd < session.expiresAt ? idleEnd : session.expiresAt,
    };
  }

  async function endSession(sessionId: string, executor: Executor = db): Promise<void> {
    await deleteSession(executor, sessionId);
  }

  /** Deletes every ended session (idle or past its end); safe to run from several processes at once. */
  async function purgeEndedSessions(): Promise<number> {
    return deleteEndedSessions(db, clock(), await settings.getNumber('accounts.session_idle_minutes'));
  }

  return {
    startSession,
    resolveSession,
    endSession,
    purgeEndedSessions,
    findUserRights: (userId: number, executor: Executor = db) => findUserRights(executor, userId),
  };
}
