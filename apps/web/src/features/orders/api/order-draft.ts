import { type OrderDraft, type OrderDraftBody, orderDraftEndpoint } from '@label-portal/contract';
import { callEndpoint } from '../../../lib/api-client';

/** POST /orders/api/order_draft/: the server prices the cart; nothing is written. */
export function postOrderDraft(body: OrderDraftBody, signal?: AbortSignal): Promise<OrderDraft> {
  return callEndpoint(orderDraftEndpoint, { body, signal });
}
