import {
  backofficeOrderDetailEndpoint,
  backofficeOrderListEndpoint,
  backofficeOrderShipEndpoint,
  backofficeOrderTransitionEndpoint,
  backofficeRollLabelsEndpoint,
  type StaffTransitionTarget,
} from '@label-portal/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** Orders per page of the staff list. */
export const ORDER_PAGE_SIZE = 50;

/** The list's filters, as the URL carries them ('' = not set). */
export type OrderFilters = {
  state: string;
  company: string;
  from: string;
  to: string;
  order_id: string;
  customer_order_no: string;
};
export const FILTER_KEYS = ['state', 'company', 'from', 'to', 'order_id', 'customer_order_no'] as const;

export const BACKOFFICE_ORDERS_KEY = ['backoffice', 'orders'] as const;

/** GET backoffice:api_order_list, newest first; "load more" follows next_cursor (keyset). */
export function orderListQueryOptions(filters: OrderFilters) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  return infiniteQueryOptions({
    queryKey: [...BACKOFFICE_ORDERS_KEY, 'list', query] as const,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(backofficeOrderListEndpoint, {
        query: { ...query, limit: String(ORDER_PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: '' as string,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** GET backoffice:api_order_detail. */
export function orderDetailQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: [...BACKOFFICE_ORDERS_KEY, 'detail', orderId] as const,
    queryFn: ({ signal }) =>
      callEndpoint(backofficeOrderDetailEndpoint, { params: { order_id: orderId }, signal }),
  });
}

/** POST backoffice:api_order_transition with the version the screen shows. */
export function changeOrderState(orderId: string, to: StaffTransitionTarget, version: number) {
  return callEndpoint(backofficeOrderTransitionEndpoint, {
    params: { order_id: orderId },
    body: { to, version },
  });
}

/** POST backoffice:api_order_ship (a retry answers the same shipment). */
export function shipOrder(orderId: string, version: number) {
  return callEndpoint(backofficeOrderShipEndpoint, { params: { order_id: orderId }, body: { version } });
}

/** Labels per page of a roll's list. */
export const ROLL_LABELS_PAGE_SIZE = 200;

/** GET backoffice:api_roll_labels, by label id; "load more" follows next_after (keyset). */
export function rollLabelsQueryOptions(orderId: string, spoolNo: string) {
  return infiniteQueryOptions({
    queryKey: [...BACKOFFICE_ORDERS_KEY, 'roll-labels', orderId, spoolNo] as const,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(backofficeRollLabelsEndpoint, {
        params: { order_id: orderId, spool_no: spoolNo },
        query: { limit: String(ROLL_LABELS_PAGE_SIZE), ...(pageParam ? { after: pageParam } : {}) },
        signal,
      }),
    initialPageParam: '' as string,
    getNextPageParam: (last) => last.next_after ?? undefined,
  });
}
