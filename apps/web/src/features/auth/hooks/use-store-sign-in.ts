import type { PermissionsReply } from '@label-portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { AUTH_STATUS_KEY, authStatusQueryOptions } from '../api/auth-status';

/**
 * Keeps a sign-in reply (login, or a new password set with a mailed code): what another account
 * read is dropped, then the rights are stored, which moves the app into the signed-in shell.
 */
export function useStoreSignIn() {
  const client = useQueryClient();
  return useCallback(
    (reply: PermissionsReply) => {
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== AUTH_STATUS_KEY[0] });
      client.setQueryData(authStatusQueryOptions.queryKey, reply);
    },
    [client],
  );
}
