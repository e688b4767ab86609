import { SPOOL_LIST_PAGE_SIZE, spoolListEndpoint } from '@label-portal/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** GET /distribution/api/spool_list/: the rolls still available, by spool_no, "load more" by keyset. */
export function spoolListQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: ['distribution', 'spools', search] as const,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(spoolListEndpoint, {
        query: {
          limit: String(SPOOL_LIST_PAGE_SIZE),
          ...(search ? { q_spool_no: search } : {}),
          ...(pageParam !== undefined ? { after: pageParam } : {}),
        },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_after ?? undefined,
  });
}
