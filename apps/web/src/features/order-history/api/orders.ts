import { type Language, ORDER_HISTORY_PAGE_SIZE, type Order, type OrderList } from '@label-portal/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every query of the order history starts with this key. */
export const ORDER_HISTORY_KEY = ['orders', 'history'] as const;

/** GET /orders/api/orders/?q_not_state=CREATED&limit=10&offset=N (state_display in the language). */
export function orderListQueryOptions(offset: number, language: Language) {
  return queryOptions({
    queryKey: [...ORDER_HISTORY_KEY, 'list', language, offset] as const,
    queryFn: ({ signal }) =>
      api.get<OrderList>('/orders/api/orders/', {
        query: { q_not_state: 'CREATED', limit: ORDER_HISTORY_PAGE_SIZE, offset },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /orders/api/orders/{pk}. */
export function orderQueryOptions(pk: number, language: Language) {
  return queryOptions({
    queryKey: [...ORDER_HISTORY_KEY, 'detail', language, pk] as const,
    queryFn: ({ signal }) => api.get<Order>(`/orders/api/orders/${pk}`, { signal }),
  });
}

/** PATCH /orders/api/orders/{pk} with state CANCEL_REQUESTED. */
export function requestCancellation(pk: number): Promise<Order> {
  return api.patch<Order>(`/orders/api/orders/${pk}`, { state: 'CANCEL_REQUESTED' });
}
