import { useQuery } from '@tanstack/react-query';
import { currentAccountQueryOptions } from '../api/current-account';

/** The signed-in account (first item of GET /accounts/api/users/). */
export function useCurrentAccount(enabled = true) {
  return useQuery({ ...currentAccountQueryOptions, enabled });
}
