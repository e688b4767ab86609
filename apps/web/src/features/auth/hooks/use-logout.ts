import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { logout } from '../api/logout';

/** Ends the session on the server; `onSignedOut` then clears the client state (app/clear-client-state). */
export function useLogout(options: { onSignedOut: () => void; onFailure: (error: unknown) => void }) {
  return useMutation({
    mutationFn: async () => {
      try {
        await logout();
      } catch (error) {
        // A session that has already ended counts as signed out.
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    },
    onSuccess: options.onSignedOut,
    onError: options.onFailure,
  });
}
