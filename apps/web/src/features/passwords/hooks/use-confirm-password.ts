import type { ConfirmPasswordBody } from '@label-portal/contract';
import { useMutation } from '@tanstack/react-query';
import { clearSessionExpired, useStoreSignIn } from '../../auth';
import { confirmPassword } from '../api/confirm-password';

/**
 * Sets the new password. The reply signs the browser in: its permissions are stored as a login's
 * are, and `onDone` learns whether the user is signed in.
 */
export function useConfirmPassword(onDone: (isSignedIn: boolean) => void) {
  const storeSignIn = useStoreSignIn();
  return useMutation({
    mutationFn: (body: ConfirmPasswordBody) => confirmPassword(body),
    onSuccess: (reply) => {
      clearSessionExpired();
      // Told first: storing the rights moves the page into the signed-in shell (a new mount).
      onDone(reply.is_authenticated);
      storeSignIn(reply);
    },
  });
}
