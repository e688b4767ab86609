import type { Product, ShopSettings } from '@label-portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /orders/api/products/: the products the company may order, sorted, with blocked flags. */
export const productsQueryOptions = queryOptions({
  queryKey: ['orders', 'products'] as const,
  queryFn: ({ signal }) => api.get<Product[]>('/orders/api/products/', { signal }),
  staleTime: 60_000,
});

/** GET /orders/api/settings/. */
export const shopSettingsQueryOptions = queryOptions({
  queryKey: ['orders', 'settings'] as const,
  queryFn: ({ signal }) => api.get<ShopSettings>('/orders/api/settings/', { signal }),
  staleTime: 5 * 60_000,
});
