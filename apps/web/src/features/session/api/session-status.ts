import { type SessionStatus, sessionStatusSchema } from '@label-portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /accounts/api/session_status/: timed_out when the browser carries an ended session. */
export function getSessionStatus(): Promise<SessionStatus> {
  return api.get('/accounts/api/session_status/', {
    noRedirect: true,
    parse: (data) => sessionStatusSchema.parse(data),
  });
}

export const sessionStatusQueryOptions = queryOptions({
  queryKey: ['session', 'status'] as const,
  queryFn: getSessionStatus,
  staleTime: 0,
  gcTime: 0,
  retry: false,
});
