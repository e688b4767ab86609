import { type PeriodicTask, startPeriodicTask, type TaskLogger } from '../../../lib/periodic-task.js';
import type { SessionService } from './session.service.js';

/** How often ended sessions are deleted. */
export const SESSION_PURGE_INTERVAL_MS = 15 * 60_000;

/**
 * Deletes ended sessions (idle or past their absolute end) on a timer. Every server process runs
 * it: the purge is one DELETE of rows that no request can use any more, so two processes running
 * it at once delete each row once and neither fails.
 */
export function startSessionPurge(options: {
  sessions: Pick<SessionService, 'purgeEndedSessions'>;
  log: TaskLogger & { info: (details: object, message: string) => void };
  intervalMs?: number;
}): PeriodicTask {
  return startPeriodicTask({
    name: 'session purge',
    intervalMs: options.intervalMs ?? SESSION_PURGE_INTERVAL_MS,
    run: async () => {
      const deleted = await options.sessions.purgeEndedSessions();
      if (deleted > 0) options.log.info({ deleted }, 'ended sessions purged');
    },
    log: options.log,
  });
}
