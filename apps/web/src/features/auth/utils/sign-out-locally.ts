import type { QueryClient } from '@tanstack/react-query';
import { AUTH_STATUS_KEY, authStatusQueryOptions, SIGNED_OUT } from '../api/auth-status';

const isAuthQuery = (queryKey: readonly unknown[]) => queryKey[0] === AUTH_STATUS_KEY[0];

/** Forgets everything cached for the signed-in user and marks the session signed out. */
export function signOutLocally(client: QueryClient): void {
  void client.cancelQueries({ predicate: (query) => !isAuthQuery(query.queryKey) });
  client.removeQueries({ predicate: (query) => !isAuthQuery(query.queryKey) });
  client.getMutationCache().clear();
  client.setQueryData(authStatusQueryOptions.queryKey, SIGNED_OUT);
}

/** True when the cached session state says signed in. */
export function isSignedInLocally(client: QueryClient): boolean {
  return client.getQueryData(authStatusQueryOptions.queryKey)?.is_authenticated === true;
}
