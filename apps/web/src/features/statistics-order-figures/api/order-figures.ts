import { orderFiguresEndpoint } from '@label-portal/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** The asked range and company; empty strings are left out (the server's defaults apply). */
export type OrderFiguresFilters = { date_from: string; date_to: string; company: string };

/** GET /statistics/api/order_statistics/ (decision 240). */
export function orderFiguresQueryOptions(filters: OrderFiguresFilters) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  return queryOptions({
    queryKey: ['statistics', 'order-figures', query] as const,
    queryFn: ({ signal }) => callEndpoint(orderFiguresEndpoint, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
