import type { SessionStatus } from '@label-portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** GET /accounts/api/session_status/: timed_out when the browser carries an ended session. */
export async function getSessionStatus(): Promise<SessionStatus> {
  const { sessionStatusEndpoint } = await import('./session-reply-schemas');
  return callEndpoint(sessionStatusEndpoint, { noRedirect: true });
}

export const sessionStatusQueryOptions = queryOptions({
  queryKey: ['session', 'status'] as const,
  queryFn: getSessionStatus,
  staleTime: 0,
  gcTime: 0,
  retry: false,
});
