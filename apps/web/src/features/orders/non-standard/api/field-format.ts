import {
  type OrderFieldFormatEntry,
  type OrderFieldFormatReply,
  orderFieldFormatEndpoint,
} from '@label-portal/contract';
import { callEndpoint } from '../../../../lib/api-client';

/** POST /orders/api/order_field_format/: the values as the label prints them (spaced part numbers…). */
export function postFieldFormat(
  body: readonly OrderFieldFormatEntry[],
  signal?: AbortSignal,
): Promise<OrderFieldFormatReply> {
  return callEndpoint(orderFieldFormatEndpoint, { body: [...body], signal });
}
