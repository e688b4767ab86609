import { isSignedInLocally } from '../features/auth';
import { configureApiClient } from '../lib/api-client';
import { getCurrentLanguage } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { clearClientState } from './clear-client-state';
import { router } from './router';

/**
 * Global handling of 401 and 403 replies (calls without noRedirect): the user is sent to the root
 * page; a 401 also marks the session signed out (and empties the cart of the tab), and the login
 * page then says it expired.
 */
export function handleAuthFailure(status: 401 | 403): void {
  if (status === 401 && isSignedInLocally(queryClient)) {
    clearClientState({ expired: true });
  }
  void router.navigate('/');
}

export function setUpApiClient(): void {
  configureApiClient({ getLanguage: getCurrentLanguage, onAuthFailure: handleAuthFailure });
}
