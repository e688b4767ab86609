import { pendingActions } from '../../features/distribution';

/** Empties the pending distributions (memory and storage) when the session ends. */
export function signOutDistributions(): void {
  pendingActions.signOut();
}
