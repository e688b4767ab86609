import {
  type Language,
  ORDER_OVERVIEW_PAGE_SIZE,
  orderOverviewCountEndpoint,
  orderOverviewEndpoint,
} from '@label-portal/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import type { OverviewQuery, OverviewSort } from '../utils/overview-search';

export const ORDER_OVERVIEW_KEY = ['statistics', 'order-overview'] as const;

/**
 * GET statistics:api_order_overview by keyset pages: the next page follows `next_cursor`. A 403
 * is not sent to the root page: the screen shows Unauthorized Access (decision 217).
 */
export function orderOverviewPagesOptions(query: OverviewQuery, sort: OverviewSort, language: Language) {
  return infiniteQueryOptions({
    queryKey: [...ORDER_OVERVIEW_KEY, 'pages', language, query, sort] as const,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(orderOverviewEndpoint, {
        query: {
          ...query,
          ...sort,
          limit: String(ORDER_OVERVIEW_PAGE_SIZE.default),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
        noRedirect: true,
        signal,
      }),
    initialPageParam: '' as string,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** GET statistics:api_order_overview_count: once per filter set, not per page (decision 215). */
export function orderOverviewCountOptions(query: OverviewQuery) {
  return queryOptions({
    queryKey: [...ORDER_OVERVIEW_KEY, 'count', query] as const,
    queryFn: ({ signal }) => callEndpoint(orderOverviewCountEndpoint, { query, noRedirect: true, signal }),
  });
}
