import { isSignedInLocally, signOutLocally } from '../features/auth';
import { cartActions } from '../features/ordering';
import { markSessionExpired } from '../features/session';
import { configureApiClient } from '../lib/api-client';
import { getCurrentLanguage } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { router } from './router';

/**
 * Global handling of 401 and 403 replies (calls without noRedirect): the user is sent to the root
 * page; a 401 also marks the session signed out (and empties the cart of the tab), and the login
 * page then says it expired.
 */
export function handleAuthFailure(status: 401 | 403): void {
  if (status === 401 && isSignedInLocally(queryClient)) {
    markSessionExpired();
    signOutLocally(queryClient);
    cartActions.signOut();
  }
  void router.navigate('/');
}

export function setUpApiClient(): void {
  configureApiClient({ getLanguage: getCurrentLanguage, onAuthFailure: handleAuthFailure });
}
