import type { PermissionsReply } from '@label-portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const AUTH_STATUS_KEY = ['auth', 'status'] as const;

export const SIGNED_OUT: PermissionsReply = { is_authenticated: false, permissions: [] };

/** GET /accounts/api/login/: whether the session is signed in, and its rights. Also sets csrftoken. */
export async function getAuthStatus(): Promise<PermissionsReply> {
  const { loginStatusEndpoint } = await import('./reply-schemas');
  return callEndpoint(loginStatusEndpoint, { noRedirect: true });
}

export const authStatusQueryOptions = queryOptions({
  queryKey: AUTH_STATUS_KEY,
  queryFn: getAuthStatus,
  staleTime: Number.POSITIVE_INFINITY,
});
