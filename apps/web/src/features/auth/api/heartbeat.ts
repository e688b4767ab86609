import type { ReplyOf, sessionHeartbeatEndpoint } from '@label-portal/contract';
import { callEndpoint } from '../../../lib/api-client';

export type HeartbeatReply = ReplyOf<typeof sessionHeartbeatEndpoint>;

/** GET /accounts/api/session_heartbeat/: keeps the session alive and tells whether it still is. */
export async function getHeartbeat(): Promise<HeartbeatReply> {
  const { sessionHeartbeatEndpoint } = await import('./session-reply-schemas');
  return callEndpoint(sessionHeartbeatEndpoint, { noRedirect: true });
}
