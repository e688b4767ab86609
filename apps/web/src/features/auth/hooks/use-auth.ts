import { useQuery } from '@tanstack/react-query';
import { authStatusQueryOptions } from '../api/auth-status';

export interface AuthState {
  /** True until the first GET /accounts/api/login/ has answered. */
  isLoading: boolean;
  /** True when the first status call failed (server unreachable). */
  isError: boolean;
  isAuthenticated: boolean;
  permissions: readonly string[];
  retry: () => void;
}

const NO_PERMISSIONS: readonly string[] = [];

/** The session's sign-in state and rights, from GET /accounts/api/login/ (kept in the query cache). */
export function useAuth(): AuthState {
  const query = useQuery(authStatusQueryOptions);
  return {
    isLoading: query.isPending,
    isError: query.isError && !query.data,
    isAuthenticated: query.data?.is_authenticated === true,
    permissions: query.data?.permissions ?? NO_PERMISSIONS,
    retry: () => {
      void query.refetch();
    },
  };
}
