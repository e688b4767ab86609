import { countryListEndpoint } from '@label-portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** GET /accounts/api/countries/: the country choices in the interface language. */
export function countriesQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['countries', language] as const,
    queryFn: () => callEndpoint(countryListEndpoint),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
