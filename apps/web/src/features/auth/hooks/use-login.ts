import type { LoginBody, PermissionsReply } from '@label-portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_STATUS_KEY, authStatusQueryOptions } from '../api/auth-status';
import { login } from '../api/login';

/** Signs in; on success the rights are stored, which makes the login route move on. */
export function useLogin(onSuccess?: (reply: PermissionsReply) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => login(body),
    onSuccess: (reply) => {
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== AUTH_STATUS_KEY[0] });
      onSuccess?.(reply);
      client.setQueryData(authStatusQueryOptions.queryKey, reply);
    },
  });
}
