import type { OrderDraft, OrderDraftBody } from '@label-portal/contract';
import { api } from '../../../lib/api-client';

/** POST /orders/api/order_draft/: the server prices the cart; nothing is written. */
export function postOrderDraft(body: OrderDraftBody, signal?: AbortSignal): Promise<OrderDraft> {
  return api.post<OrderDraft>('/orders/api/order_draft/', body, { signal });
}
