import { HEARTBEAT_INTERVAL_MS } from '@label-portal/contract';
import { useEffect, useRef } from 'react';
import { getHeartbeat } from '../api/heartbeat';
import { heartbeatOutcomeOf } from '../utils/heartbeat-outcome';

/**
 * While signed in, calls GET /accounts/api/session_heartbeat/ every HEARTBEAT_INTERVAL_MS; when the
 * session turns out to have ended, calls onExpired once.
 */
export function useHeartbeat(enabled: boolean, onExpired: () => void, intervalMs = HEARTBEAT_INTERVAL_MS) {
  const onExpiredRef = useRef(onExpired);
  onExpiredRef.current = onExpired;

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    const beat = async () => {
      let outcome: ReturnType<typeof heartbeatOutcomeOf>;
      try {
        outcome = heartbeatOutcomeOf(await getHeartbeat());
      } catch (error) {
        outcome = heartbeatOutcomeOf(undefined, error);
      }
      if (active && outcome === 'expired') {
        active = false;
        onExpiredRef.current();
      }
    };
    const timer = window.setInterval(() => void beat(), intervalMs);
    return () => {
      active = false;
      window.clearInterval(timer);
    };
  }, [enabled, intervalMs]);
}
