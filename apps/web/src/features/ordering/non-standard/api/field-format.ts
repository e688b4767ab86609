import type { OrderFieldFormatEntry, OrderFieldFormatReply } from '@label-portal/contract';
import { api } from '../../../../lib/api-client';

/** POST /orders/api/order_field_format/: the values as the label prints them (spaced part numbers…). */
export function postFieldFormat(
  body: readonly OrderFieldFormatEntry[],
  signal?: AbortSignal,
): Promise<OrderFieldFormatReply> {
  return api.post<OrderFieldFormatReply>('/orders/api/order_field_format/', body, { signal });
}
