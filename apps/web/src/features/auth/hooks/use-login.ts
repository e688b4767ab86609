import type { LoginBody, PermissionsReply } from '@label-portal/contract';
import { useMutation } from '@tanstack/react-query';
import { login } from '../api/login';
import { useStoreSignIn } from './use-store-sign-in';

/** Signs in; on success the rights are stored, which makes the login route move on. */
export function useLogin(onSuccess?: (reply: PermissionsReply) => void) {
  const storeSignIn = useStoreSignIn();
  return useMutation({
    mutationFn: (body: LoginBody) => login(body),
    onSuccess: (reply) => {
      onSuccess?.(reply);
      storeSignIn(reply);
    },
  });
}
