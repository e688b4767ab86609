import { adminCatalogueEndpoint } from '@label-portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const CATALOGUE_QUERY_KEY = ['backoffice', 'catalogue'] as const;

/** GET /backoffice/api/catalogue/: groups, products of every status and extra services. */
export function adminCatalogueQueryOptions() {
  return queryOptions({
    queryKey: CATALOGUE_QUERY_KEY,
    queryFn: ({ signal }) => callEndpoint(adminCatalogueEndpoint, { signal }),
  });
}
