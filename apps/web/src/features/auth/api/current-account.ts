import { type Account, userListEndpoint } from '@label-portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** GET /accounts/api/users/: the first item is the signed-in account, with its company profile. */
export async function getCurrentAccount(): Promise<Account | null> {
  const accounts = await callEndpoint(userListEndpoint);
  return accounts[0] ?? null;
}

export const currentAccountQueryOptions = queryOptions({
  queryKey: ['accounts', 'current'] as const,
  queryFn: getCurrentAccount,
  staleTime: 60_000,
});
