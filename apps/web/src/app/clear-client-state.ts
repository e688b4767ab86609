import { clearSessionExpired, markSessionExpired, signOutLocally } from '../features/auth';
import { queryClient } from '../lib/query-client';
import { signOutCart, signOutDistributions } from './sign-out-cart';

/**
 * The one place that forgets the signed-in user's client state: the query cache (and the rights),
 * pending mutations, the cart with its print data, drafts and the repeat basket, and the pending
 * distributions. Used by sign-out, the heartbeat's session expiry and a 401 reply; `expired` makes
 * the login page say so. The cart's and the distributions' code loads on demand, not with the
 * first JavaScript (decision 050).
 */
export function clearClientState({ expired }: { expired: boolean }): void {
  if (expired) markSessionExpired();
  else clearSessionExpired();
  signOutLocally(queryClient);
  signOutCart();
  signOutDistributions();
}
