import { type OrderBody, type OrderSent, sendOrderEndpoint } from '@label-portal/contract';
import { callEndpoint } from '../../../lib/api-client';

/**
 * POST /orders/api/orders/ with the attempt's Idempotency-Key: the same key and body answer the
 * same order, never a second one. The answer is checked against the contract.
 */
export function sendOrder(body: OrderBody, idempotencyKey: string): Promise<OrderSent> {
  return callEndpoint(sendOrderEndpoint, { body, headers: { 'idempotency-key': idempotencyKey } });
}
