import { ApiError } from '../../../lib/api-client';
import type { HeartbeatReply } from '../api/heartbeat';

export type HeartbeatOutcome = 'alive' | 'expired' | 'unknown';

/** Reads a heartbeat answer: the session ended when it says so or when the call answers 401. */
export function heartbeatOutcomeOf(reply: HeartbeatReply | undefined, error?: unknown): HeartbeatOutcome {
  if (error !== undefined) {
    return error instanceof ApiError && error.status === 401 ? 'expired' : 'unknown';
  }
  if (!reply) return 'unknown';
  return reply.is_authenticated ? 'alive' : 'expired';
}
