import { backofficeUserListEndpoint } from '@label-portal/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** Users of a page of the list. */
export const WAITING_USERS_PAGE_SIZE = 25;

/** Every query of the list starts with this key. */
export const WAITING_USERS_KEY = ['backoffice', 'users', 'CS_APPROVAL_REQUESTED'] as const;

/** GET backoffice:api_user_list?state=CS_APPROVAL_REQUESTED&after=N: pages by id ("load more"). */
export function waitingUsersQueryOptions() {
  return infiniteQueryOptions({
    queryKey: WAITING_USERS_KEY,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(backofficeUserListEndpoint, {
        query: { state: 'CS_APPROVAL_REQUESTED', after: pageParam, limit: WAITING_USERS_PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (page) => page.next_after ?? undefined,
  });
}
