import { type Language, MESSAGE, type OrderShipBody, type OrderShipResult } from '@label-portal/contract';
import type { Transaction } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { RandomBytes } from '../../../lib/random-bytes.js';
import { sqlStateOf } from '../../../lib/sql-state.js';
import { staleVersionError } from '../../../lib/stale-version.js';
import type { AuthContext } from '../../../plugins/request-context.js';
import { recordAudit } from '../../platform/audit/index.js';
import { buildOrderStateMail, insertMails } from '../../platform/mail/index.js';
import { queueOrderReattribution } from '../../scans/verifications/index.js';
import {
  countOrderRolls,
  findStaffOrder,
  insertStateChange,
  updateOrderState,
} from './backoffice-orders.repository.js';
import { getStaffOrder, transitionRefused } from './backoffice-orders.service.js';
import type { BackofficeOrdersDeps } from './backoffice-orders-deps.js';
import { makeLabelIds } from './label-ids.js';
import {
  allowLargeSorts,
  insertAllLabels,
  insertMissingLabels,
  insertOrderSpools,
} from './shipping.repository.js';

/** Rounds of label inserts after a collision before giving up (each round only refills the gaps). */
const MAX_LABEL_ROUNDS = 8;
/** Sorting a million labels by id in memory rather than in temporary files (this transaction only). */
const LABEL_SORT_WORK_MEM = '256MB';

/**
 * Makes the order's labels (`count`, all missing): first all of them in one insert without
 * ON CONFLICT inside a savepoint; only when an id is already taken (a unique violation) the
 * savepoint is rolled back and the gaps are filled in rounds that skip taken ids (decision 164).
 * Answers the labels made.
 */
async function makeOrderLabels(
  tx: Transaction,
  random: RandomBytes,
  orderPk: number,
  count: number,
): Promise<number> {
  await allowLargeSorts(tx, LABEL_SORT_WORK_MEM);
  try {
    await tx.transaction((savepoint) => insertAllLabels(savepoint, orderPk, makeLabelIds(count, random)));
    return count;
  } catch (error) {
    if (sqlStateOf(error) !== '23505') throw error;
  }
  let inserted = 0;
  for (let round = 0; inserted < count && round < MAX_LABEL_ROUNDS; round++) {
    inserted += await insertMissingLabels(tx, orderPk, makeLabelIds(count - inserted, random));
  }
  return inserted;
}

/**
 * Ships an order IN_PRODUCTION (decision 162): in one transaction its rolls (full rolls of
 * labels_per_unit and a last partial roll per position), their labels generated in bulk (random
 * ids made here, one insert), the state change to SHIPPED, the mail to the user and the audit row. The order row is
 * locked first, so a second click or a retry waits and then answers the shipment already made.
 */
export async function shipOrder(
  deps: BackofficeOrdersDeps,
  auth: AuthContext,
  orderId: string,
  body: OrderShipBody,
  language: Language,
): Promise<OrderShipResult> {
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    const found = await findStaffOrder(tx, orderId, true);
    if (!found) throw new AppError('NOT_FOUND', { detail: MESSAGE.notFound });
    const { order, user } = found;
    if (order.state === 'SHIPPED') {
      // A retry of a shipping that went through: the same rolls, nothing new.
      const made = await countOrderRolls(tx, order.id);
      return { order: await getStaffOrder(tx, orderId, language), ...made, already_shipped: true };
    }
    if (order.version !== body.version) throw staleVersionError();
    if (order.state !== 'IN_PRODUCTION') {
      throw transitionRefused(order.state, 'SHIPPED');
    }
    const made = await insertOrderSpools(tx, { pk: order.id, companyId: order.companyId }, at);
    if (made.labels === 0) throw new AppError('CONFLICT', { detail: MESSAGE.orderNothingToShip });
    const inserted = await makeOrderLabels(tx, deps.randomBytes, order.id, made.labels);
    if (inserted !== made.labels)
      throw new Error(`shipping ${orderId}: ${inserted} of ${made.labels} labels made`);
    // Scans that arrived for these labels before they were made follow them: queued here, moved by
    // the re-attribution worker (decision 248), so shipping does not wait for it.
    await queueOrderReattribution(tx, order.id, at);
    const version = await updateOrderState(tx, {
      orderPk: order.id,
      version: body.version,
      from: 'IN_PRODUCTION',
      to: 'SHIPPED',
      at,
    });
    if (version === undefined) throw staleVersionError();
    await insertStateChange(tx, {
      orderId: order.id,
      fromState: 'IN_PRODUCTION',
      toState: 'SHIPPED',
      userId: auth.userId,
      createdAt: at,
    });
    await insertMails(tx, [
      buildOrderStateMail({
        kind: 'SHIPPED',
        orderId: order.orderId,
        customerOrderNo: order.customerOrderNo,
        user: { email: user.email, language: user.language },
        shipment: made,
        publicUrl: deps.publicUrl,
      }),
    ]);
    await recordAudit(tx, { kind: 'user', userId: auth.userId }, at, {
      entityType: 'order',
      entityId: order.orderId,
      action: 'order.ship',
      companyId: order.companyId,
      before: { state: order.state, version: order.version },
      after: { state: 'SHIPPED', version, rolls: made.rolls, labels: made.labels },
    });
    return { order: await getStaffOrder(tx, orderId, language), ...made, already_shipped: false };
  });
}
