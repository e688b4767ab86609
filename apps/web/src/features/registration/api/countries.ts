import { countryListEndpoint, type Language } from '@label-portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** GET /accounts/api/countries/: names in the interface language. */
export function countriesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['accounts', 'countries', language] as const,
    queryFn: ({ signal }) => callEndpoint(countryListEndpoint, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
