import {
  countryListEndpoint,
  type QuotaUpdateBody,
  quotaUpdateEndpoint,
  registrationListEndpoint,
  statisticsCompanyDetailEndpoint,
} from '@label-portal/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import type { RegistrationListQuery } from '../utils/registration-filters';

export const REGISTRATIONS_KEY = ['statistics', 'registrations'] as const;

/**
 * GET statistics/api/registrations/ with the screen's filters and sort, keyset pages following
 * `next`; the count comes on the first page (decision 220).
 */
export function registrationListQueryOptions(query: RegistrationListQuery) {
  return infiniteQueryOptions({
    queryKey: [...REGISTRATIONS_KEY, 'list', query] as const,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(registrationListEndpoint, {
        query: { ...query, ...(pageParam ? { after: pageParam } : {}) },
        signal,
      }),
    initialPageParam: '' as string,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** GET statistics/api/company_detail/{cofor6_cofor10}. */
export function companyDetailQueryOptions(id: string, language: string) {
  return queryOptions({
    queryKey: [...REGISTRATIONS_KEY, 'company', id, language] as const,
    queryFn: ({ signal }) => callEndpoint(statisticsCompanyDetailEndpoint, { params: { id }, signal }),
  });
}

/**
 * PUT orders/api/quota_update/ with the ticked product-group ids. A refusal (403, 404) is the
 * screen's to report as the failure notice, not a reason to leave the page.
 */
export function updateProductGroupRights(body: QuotaUpdateBody) {
  return callEndpoint(quotaUpdateEndpoint, { body, noRedirect: true });
}

/** GET /accounts/api/countries/: the country filter's choices in the interface language. */
export function countriesQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['countries', language] as const,
    queryFn: () => callEndpoint(countryListEndpoint),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
