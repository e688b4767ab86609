import { backofficeUserListEndpoint, USER_STATES } from '@label-portal/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** Users of a page of the list. */
export const WAITING_USERS_PAGE_SIZE = 25;

/** Every query of the list starts with this key. */
export const WAITING_USERS_KEY = ['backoffice', 'users'] as const;

/** The state filter: a state or every user; the screen opens on the users waiting for activation. */
export const USER_STATE_FILTERS = [
  'CS_APPROVAL_REQUESTED',
  'ALL',
  ...USER_STATES.filter((s) => s !== 'CS_APPROVAL_REQUESTED'),
] as const;
export type UserStateFilter = (typeof USER_STATE_FILTERS)[number];

/** GET backoffice:api_user_list?state=…&q=…&after=N: pages by id ("load more"). */
export function waitingUsersQueryOptions(
  filter: { state: UserStateFilter; q: string } = { state: 'CS_APPROVAL_REQUESTED', q: '' },
) {
  return infiniteQueryOptions({
    queryKey: [...WAITING_USERS_KEY, filter.state, filter.q] as const,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(backofficeUserListEndpoint, {
        query: {
          state: filter.state,
          ...(filter.q ? { q: filter.q } : {}),
          after: String(pageParam),
          limit: String(WAITING_USERS_PAGE_SIZE),
        },
        signal,
      }),
    getNextPageParam: (page) => page.next_after ?? undefined,
  });
}
