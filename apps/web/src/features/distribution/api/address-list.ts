import { DISTRIBUTION_ADDRESS_PAGE_SIZE, distributionAddressListEndpoint } from '@label-portal/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** GET /distribution/api/address_list/: the own address and the distribution addresses, "load more" by keyset. */
export function addressListQueryOptions(language: string) {
  return infiniteQueryOptions({
    queryKey: ['distribution', 'addresses', language] as const,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(distributionAddressListEndpoint, {
        query: {
          limit: String(DISTRIBUTION_ADDRESS_PAGE_SIZE),
          ...(pageParam !== undefined ? { after: pageParam } : {}),
        },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_after ?? undefined,
  });
}
