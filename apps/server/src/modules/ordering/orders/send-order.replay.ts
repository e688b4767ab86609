import { createHash } from 'node:crypto';
import { MESSAGE, type OrderSent, type OrderWarning } from '@label-portal/contract';
import type { Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { sqlStateOf } from '../../../lib/sql-state.js';
import type { AuthContext } from '../../../plugins/request-context.js';
import { findOrderByIdempotencyKey } from './orders.repository.js';
import type { SendableBody } from './send-order.checks.js';

/** The SHA-256 of the parsed payload, stored with the order to tell a retry from a different order. */
export function hashRequest(body: SendableBody): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/** Whether an error (or its cause) is a unique violation: a concurrent send with the same key won. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}

/** The stored order of a key already used with the same payload; 409 for a different payload. */
export async function replayExisting(
  db: Executor,
  auth: AuthContext,
  key: string,
  requestHash: string,
): Promise<OrderSent | undefined> {
  const existing = await findOrderByIdempotencyKey(db, auth.userId, key);
  if (!existing) return undefined;
  if (existing.requestHash !== requestHash) {
    throw new AppError('CONFLICT', { detail: MESSAGE.idempotencyKeyReused });
  }
  return {
    warnings: existing.warnings as OrderWarning[],
    order: { pk: existing.id, order_id: existing.orderId },
  };
}
