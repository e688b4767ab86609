import { labelInfoEndpoint } from '@label-portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const LABEL_INFO_KEY = ['verifications', 'label-info'] as const;

/**
 * GET statistics:api_label_info: a label by its 12-character id or by an object id's digits (the `#`
 * is not sent, statistics.md section 5). `{}` means not found (`isLabelFound` tells them apart). A
 * 401 or 403 is not sent to the root page: the screen's guard already checked the right.
 */
export function labelInfoQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...LABEL_INFO_KEY, id] as const,
    queryFn: ({ signal }) => callEndpoint(labelInfoEndpoint, { params: { id }, noRedirect: true, signal }),
    enabled: id !== '',
    staleTime: 60_000,
  });
}
