import { heartbeatReplySchema } from '@label-portal/contract';
import { api } from '../../../lib/api-client';

export interface HeartbeatReply {
  is_authenticated: boolean;
  expires_at: string | null;
}

/** GET /accounts/api/session_heartbeat/: keeps the session alive and tells whether it still is. */
export function getHeartbeat(): Promise<HeartbeatReply> {
  return api.get('/accounts/api/session_heartbeat/', {
    noRedirect: true,
    parse: (data) => heartbeatReplySchema.parse(data),
  });
}
