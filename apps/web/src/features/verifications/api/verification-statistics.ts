import {
  countryListEndpoint,
  mapTilesEndpoint,
  type SupplierProductCursor,
  startMarkersRequestOf,
  type VerificationAggregation,
  type VerificationQueryInput,
  type VerificationStatus,
  verificationLogEndpoint,
  verificationProductsEndpoint,
  verificationSuppliersEndpoint,
  verificationTagsEndpoint,
} from '@label-portal/contract';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, callEndpoint } from '../../../lib/api-client';
import { queryVerifications, verificationQueryOptions } from './verification-query';

export const VERIFICATION_STATISTICS_KEY = ['statistics', 'verifications'] as const;

type Filters = Omit<VerificationQueryInput, 'aggregation'>;

/** One aggregation under the panel's filters (and its options: the table's sort); the shared call. */
export function verificationAggregationQueryOptions<A extends Exclude<VerificationAggregation, 'markers'>>(
  aggregation: A,
  filters: Filters,
  extra: Partial<Filters> = {},
) {
  return verificationQueryOptions(aggregation, { ...filters, ...extra });
}

/** The look-ups of the filter panel: what the server finds for the typed text (at most 50). */
export const LOOKUPS = {
  suppliers: (search: string, signal?: AbortSignal) =>
    callEndpoint(verificationSuppliersEndpoint, { query: search ? { search } : {}, signal }),
  products: (search: string, signal?: AbortSignal) =>
    callEndpoint(verificationProductsEndpoint, { query: search ? { search } : {}, signal }),
  tags: (search: string, signal?: AbortSignal) =>
    callEndpoint(verificationTagsEndpoint, { query: search ? { search } : {}, signal }),
};
export type LookupName = keyof typeof LOOKUPS;

/** The suppliers of these ids (those the viewer may see): the names of companies a URL chose. */
export function supplierNamesOf(ids: readonly number[], signal?: AbortSignal) {
  return callEndpoint(verificationSuppliersEndpoint, { query: { ids: [...ids] }, signal });
}
export type LookupReply<N extends LookupName> = Awaited<ReturnType<(typeof LOOKUPS)[N]>>;

export function lookupQueryOptions<N extends LookupName>(name: N, search: string) {
  return queryOptions({
    queryKey: [...VERIFICATION_STATISTICS_KEY, 'lookup', name, search] as const,
    queryFn: ({ signal }) => LOOKUPS[name](search, signal) as Promise<LookupReply<N>>,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** GET /accounts/api/countries/: the order countries' choices in the interface language. */
export function countriesQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['countries', language] as const,
    queryFn: () => callEndpoint(countryListEndpoint),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * GET statistics/api/verifications/{id}: the map popup's log; null when the server has none (404).
 * A refusal is not a reason to leave the page (the popup says there is nothing to show).
 */
export async function fetchVerificationLog(id: string, signal?: AbortSignal) {
  try {
    return await callEndpoint(verificationLogEndpoint, { params: { id }, signal, noRedirect: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** GET statistics/api/map_tiles/: the map's tile layers (settings, decision 260). */
export function mapTilesQueryOptions() {
  return queryOptions({
    queryKey: [...VERIFICATION_STATISTICS_KEY, 'map-tiles'] as const,
    queryFn: ({ signal }) => callEndpoint(mapTilesEndpoint, { signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * The markers of the map's start view (the whole world at zoom 2) under the filters: fetched when a
 * screen with the map opens, so that the Map tab draws them without waiting (decision 265).
 */
export function startMarkersQueryOptions(filters: Filters) {
  return {
    ...verificationQueryOptions('markers', startMarkersRequestOf(filters)),
    staleTime: 60_000,
  };
}

/** Supplier and product rows a page of the scan analysis table holds (decision 266). */
export const SUPPLIER_TABLE_PAGE = 100;

/**
 * The suppliers scan analysis table (by_company_by_product) by keyset pages, sorted by the server by
 * one status's count descending: the next page is asked for as the user scrolls (decision 266).
 */
export function supplierProductPagesOptions(filters: Filters, sortStatus: VerificationStatus) {
  return infiniteQueryOptions({
    queryKey: [...VERIFICATION_STATISTICS_KEY, 'supplier-products', filters, sortStatus] as const,
    queryFn: ({ pageParam, signal }) =>
      queryVerifications(
        'by_company_by_product',
        {
          ...filters,
          sort_status: sortStatus,
          limit: SUPPLIER_TABLE_PAGE,
          ...(pageParam ? { after: pageParam } : {}),
        },
        signal,
      ),
    initialPageParam: null as SupplierProductCursor | null,
    getNextPageParam: (last) => last.next ?? undefined,
    placeholderData: keepPreviousData,
  });
}
