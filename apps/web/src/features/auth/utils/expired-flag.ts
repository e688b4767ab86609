/**
 * Remembers, for this page load, that the app sent the user to login because the session ended
 * (heartbeat or a 401). The login page then says 'Your session has expired.'.
 */
type Listener = () => void;

let expired = false;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function markSessionExpired(): void {
  if (expired) return;
  expired = true;
  notify();
}

export function clearSessionExpired(): void {
  if (!expired) return;
  expired = false;
  notify();
}

export function isSessionExpired(): boolean {
  return expired;
}

export function subscribeSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
