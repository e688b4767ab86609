import { type Language, productListEndpoint, shopSettingsEndpoint } from '@label-portal/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/**
 * GET /orders/api/products/: the products the company may order, sorted, with blocked flags; their
 * texts (print field labels, notes…) come in the language of the call, hence the language in the key.
 */
export function productsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['orders', 'products', language] as const,
    queryFn: ({ signal }) => callEndpoint(productListEndpoint, { signal }),
    staleTime: 60_000,
    // On a language switch the open forms keep showing (and keep their input) until the new texts arrive.
    placeholderData: keepPreviousData,
  });
}

/** GET /orders/api/settings/. */
export const shopSettingsQueryOptions = queryOptions({
  queryKey: ['orders', 'settings'] as const,
  queryFn: ({ signal }) => callEndpoint(shopSettingsEndpoint, { signal }),
  staleTime: 5 * 60_000,
});
