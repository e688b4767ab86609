import {
  type VerificationAggregation,
  type VerificationFilters,
  type VerificationQueryInput,
  type VerificationReplyOf,
  verificationQueryEndpoint,
} from '@label-portal/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const VERIFICATIONS_KEY = ['verifications', 'query'] as const;

/**
 * POST statistics:api_verifications with one aggregation (statistics.md section 7). The answer is
 * typed by the aggregation asked for (decision 255: the reply is tagged with it).
 */
export async function queryVerifications<const A extends VerificationAggregation>(
  aggregation: A,
  filters: VerificationFilters,
  signal?: AbortSignal,
): Promise<VerificationReplyOf<A>> {
  const reply = await callEndpoint(verificationQueryEndpoint, {
    body: { ...filters, aggregation } as VerificationQueryInput,
    noRedirect: true,
    signal,
  });
  if (reply.aggregation !== aggregation) {
    throw new Error(`The reply answers ${reply.aggregation}, not ${aggregation}`);
  }
  return reply as VerificationReplyOf<A>;
}

/**
 * The query options of one aggregation under these filters: one cache entry per aggregation and
 * filter set; the previous answer stays on screen while the next loads.
 */
export function verificationQueryOptions<const A extends VerificationAggregation>(
  aggregation: A,
  filters: VerificationFilters,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return queryOptions({
    queryKey: [...VERIFICATIONS_KEY, aggregation, filters] as const,
    queryFn: ({ signal }) => queryVerifications(aggregation, filters, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
