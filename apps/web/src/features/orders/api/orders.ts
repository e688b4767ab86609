import {
  type Language,
  ORDER_HISTORY_PAGE_SIZE,
  type Order,
  orderDetailEndpoint,
  orderListEndpoint,
  requestCancellationEndpoint,
} from '@label-portal/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** Every query of the order history starts with this key. */
export const ORDER_HISTORY_KEY = ['orders', 'history'] as const;

/** GET /orders/api/orders/?q_not_state=CREATED&limit=10&offset=N (state_display in the language). */
export function orderListQueryOptions(offset: number, language: Language) {
  return queryOptions({
    queryKey: [...ORDER_HISTORY_KEY, 'list', language, offset] as const,
    queryFn: ({ signal }) =>
      callEndpoint(orderListEndpoint, {
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
    queryFn: ({ signal }) => callEndpoint(orderDetailEndpoint, { params: { pk }, signal }),
  });
}

/** PATCH /orders/api/orders/{pk} with state CANCEL_REQUESTED. */
export function requestCancellation(pk: number): Promise<Order> {
  return callEndpoint(requestCancellationEndpoint, { params: { pk }, body: { state: 'CANCEL_REQUESTED' } });
}
