import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { sessionStatusQueryOptions } from '../api/session-status';
import { isSessionExpired, subscribeSessionExpired } from '../utils/expired-flag';

/** True when the login page should say 'Your session has expired.'. */
export function useSessionExpired(): boolean {
  const flagged = useSyncExternalStore(subscribeSessionExpired, isSessionExpired, () => false);
  const status = useQuery(sessionStatusQueryOptions);
  return flagged || status.data?.timed_out === true;
}
