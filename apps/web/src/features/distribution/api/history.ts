import { DISTRIBUTION_HISTORY_PAGE_SIZE, distributionHistoryEndpoint } from '@label-portal/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** GET /distribution/api/distribution_list/: the sent redistributions, newest first, "load more". */
export function historyQueryOptions(language: string) {
  return infiniteQueryOptions({
    queryKey: ['distribution', 'history', language] as const,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(distributionHistoryEndpoint, {
        query: {
          limit: String(DISTRIBUTION_HISTORY_PAGE_SIZE),
          ...(pageParam !== undefined ? { before: pageParam } : {}),
        },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
}
