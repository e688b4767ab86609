import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { logout } from '../api/logout';
import { signOutLocally } from '../utils/sign-out-locally';

/** Ends the session on the server, then clears the cache and the rights. */
export function useLogout(options: { onSignedOut: () => void; onFailure: (error: unknown) => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await logout();
      } catch (error) {
        // A session that has already ended counts as signed out.
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    },
    onSuccess: () => {
      signOutLocally(client);
      options.onSignedOut();
    },
    onError: options.onFailure,
  });
}
