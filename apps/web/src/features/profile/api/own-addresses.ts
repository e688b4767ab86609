import { ownAddressListEndpoint } from '@label-portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** GET /accounts/api/address/: the company's addresses with their state. */
export function ownAddressesQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['accounts', 'addresses', language] as const,
    queryFn: () => callEndpoint(ownAddressListEndpoint),
  });
}
