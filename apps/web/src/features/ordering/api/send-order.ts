import { type OrderBody, type OrderSent, orderSentSchema } from '@label-portal/contract';
import { api } from '../../../lib/api-client';

/**
 * POST /orders/api/orders/ with the attempt's Idempotency-Key: the same key and body answer the
 * same order, never a second one. The answer is checked against the contract.
 */
export function sendOrder(body: OrderBody, idempotencyKey: string): Promise<OrderSent> {
  return api.post<OrderSent>('/orders/api/orders/', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
    parse: (data) => orderSentSchema.parse(data),
  });
}
