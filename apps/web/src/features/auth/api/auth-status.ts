import { type PermissionsReply, permissionsReplySchema } from '@label-portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const LOGIN_PATH = '/accounts/api/login/';

export const AUTH_STATUS_KEY = ['auth', 'status'] as const;

export const SIGNED_OUT: PermissionsReply = { is_authenticated: false, permissions: [] };

/** GET /accounts/api/login/: whether the session is signed in, and its rights. Also sets csrftoken. */
export function getAuthStatus(): Promise<PermissionsReply> {
  return api.get(LOGIN_PATH, { noRedirect: true, parse: (data) => permissionsReplySchema.parse(data) });
}

export const authStatusQueryOptions = queryOptions({
  queryKey: AUTH_STATUS_KEY,
  queryFn: getAuthStatus,
  staleTime: Number.POSITIVE_INFINITY,
});
