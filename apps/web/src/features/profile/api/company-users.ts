import { userListEndpoint } from '@label-portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** GET /accounts/api/users/?q_showall=true: the signed-in account first, then the company users. */
export const companyUsersQueryOptions = queryOptions({
  queryKey: ['accounts', 'users', 'all'] as const,
  queryFn: () => callEndpoint(userListEndpoint, { query: { q_showall: 'true' } }),
});
