import {
  type AuditAction,
  type BackofficeOrderDetail,
  type BackofficeOrderPage,
  type BackofficeOrderQuery,
  type Language,
  MESSAGE,
  type OrderState,
  type OrderTransitionBody,
  pickText,
  type StaffTransitionTarget,
} from '@label-portal/contract';
import type { Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { splitKeysetPage } from '../../../lib/keyset-page.js';
import { staleVersionError } from '../../../lib/stale-version.js';
import type { AuthContext } from '../../../plugins/request-context.js';
import { recordAudit } from '../../platform/audit/index.js';
import { buildOrderStateMail, insertMails, type OrderStateMailKind } from '../../platform/mail/index.js';
import {
  countOrderRolls,
  findOrderRolls,
  findPositions,
  findStaffOrder,
  findStaffOrderPage,
  findStateBeforeCancelRequest,
  findStateHistory,
  insertCancelWithdrawals,
  insertStateChange,
  updateOrderState,
} from './backoffice-orders.repository.js';
import type { BackofficeOrdersDeps } from './backoffice-orders-deps.js';

/** The audit action of each staff transition (decision 188; shipping writes `order.ship`). */
const TRANSITION_AUDIT_ACTIONS = {
  ORDER_RECEIVED: 'order.accept',
  IN_PRODUCTION: 'order.start_production',
  CANCELLED: 'order.cancel',
  CANCEL_REFUSED: 'order.refuse_cancellation',
} as const satisfies Record<StaffTransitionTarget, AuditAction>;

import { allowedActions, isTransitionAllowed } from './order-transitions.js';

/** Rolls listed in the detail; the counts cover all of them. */
const ROLLS_SHOWN = 500;

function cursorOf(row: { createdAt: Date; id: number }): string {
  return `${row.createdAt.toISOString()}~${row.id}`;
}

function parseCursor(cursor: string | undefined): { createdAt: Date; id: number } | undefined {
  if (!cursor) return undefined;
  const [at, id] = cursor.split('~');
  const createdAt = new Date(at ?? '');
  if (Number.isNaN(createdAt.getTime())) {
    throw new AppError('VALIDATION_FAILED', { fields: { cursor: [MESSAGE.invalid] } });
  }
  return { createdAt, id: Number(id) };
}

/** A page of every company's sent orders, newest first, by keyset (decision 161). */
export async function listStaffOrders(
  deps: BackofficeOrdersDeps,
  query: BackofficeOrderQuery,
): Promise<BackofficeOrderPage> {
  const rows = await findStaffOrderPage(
    deps.db,
    {
      state: query.state,
      company: query.company || undefined,
      from: query.from,
      to: query.to,
      orderId: query.order_id || undefined,
      customerOrderNo: query.customer_order_no || undefined,
    },
    parseCursor(query.cursor),
    query.limit,
  );
  const { page, next } = splitKeysetPage(rows, query.limit, (last) => cursorOf(last.order));
  return {
    next_cursor: next,
    results: page.map((row) => ({
      pk: row.order.id,
      order_id: row.order.orderId,
      customer_order_no: row.order.customerOrderNo,
      state: row.order.state,
      company: {
        pk: row.company.id,
        name: row.company.name,
        cofor6: row.company.cofor6,
        cofor10: row.company.cofor10,
      },
      user_email: row.userEmail,
      label_count: row.order.labelCount,
      total: row.order.total,
      created_at: row.order.createdAt.toISOString(),
    })),
  };
}

/** One order as staff see it (404 for an unknown order id or a draft). */
export async function getStaffOrder(
  db: Executor,
  orderId: string,
  language: Language,
): Promise<BackofficeOrderDetail> {
  const found = await findStaffOrder(db, orderId);
  if (!found) throw new AppError('NOT_FOUND', { detail: MESSAGE.notFound });
  const { order, company, user } = found;
  const [positions, history, rolls, rollCounts] = await Promise.all([
    findPositions(db, order.id),
    findStateHistory(db, order.id),
    findOrderRolls(db, order.id, ROLLS_SHOWN),
    countOrderRolls(db, order.id),
  ]);
  return {
    pk: order.id,
    order_id: order.orderId,
    customer_order_no: order.customerOrderNo,
    state: order.state,
    version: order.version,
    company: {
      pk: company.id,
      name: company.name,
      cofor6: company.cofor6,
      cofor10: company.cofor10,
      country_code: order.deliveryAddress.country_code ?? '',
    },
    user: {
      email: user.email,
      name: `${user.firstName} ${user.lastName}`.trim(),
      language: user.language,
    },
    desired_delivery_date: order.desiredDeliveryDate,
    transport_by_customer: order.transportByCustomer,
    delivery_address: order.deliveryAddress,
    positions: positions.map(({ position, product }) => ({
      pk: position.id,
      customer_reference: product.customerReference,
      description: pickText(product.description, language),
      quantity: position.quantity,
      labels_per_unit: product.labelsPerUnit,
      full_rolls: Math.floor(position.quantity / product.labelsPerUnit),
      partial_roll_labels: position.quantity % product.labelsPerUnit,
      unit_price: position.unitPrice,
      total: position.total,
      is_printed: position.isPrinted,
    })),
    costs: {
      labels_total: order.labelsTotal,
      handling_costs: order.handlingCosts,
      handling_sub_costs_operator: order.handlingSubCostsOperator,
      delivery_costs: order.deliveryCosts,
      total: order.total,
    },
    label_count: order.labelCount,
    created_at: order.createdAt.toISOString(),
    history: history.map((change) => ({
      from_state: change.fromState,
      to_state: change.toState,
      by: change.email ?? '',
      at: change.createdAt.toISOString(),
    })),
    state_before_cancel:
      order.state === 'CANCEL_REQUESTED' ? await findStateBeforeCancelRequest(db, order.id) : null,
    actions: allowedActions(order.state),
    rolls_count: rollCounts.rolls,
    rolls_label_count: rollCounts.labels,
    rolls: rolls.map((roll) => ({
      spool_no: roll.spoolNo,
      customer_reference: roll.customerReference,
      label_count: roll.labelCount,
    })),
  };
}

/** The refusal of a move the state does not allow (409, names both states). */
export function transitionRefused(state: OrderState, target: string): AppError {
  return new AppError('CONFLICT', {
    detail: MESSAGE.orderTransitionRefused,
    params: { state, target },
    extra: { type: 'TRANSITION_REFUSED' },
  });
}

/**
 * Moves an order on (decision 160): in one transaction the state change with its history row, the
 * mail to the user who placed it, the audit row, and for a cancellation the quota given back.
 */
export async function changeOrderState(
  deps: BackofficeOrdersDeps,
  auth: AuthContext,
  orderId: string,
  body: OrderTransitionBody,
  language: Language,
): Promise<BackofficeOrderDetail> {
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    const found = await findStaffOrder(tx, orderId, true);
    if (!found) throw new AppError('NOT_FOUND', { detail: MESSAGE.notFound });
    const { order, user } = found;
    if (order.version !== body.version) throw staleVersionError();
    if (!isTransitionAllowed(order.state, body.to)) throw transitionRefused(order.state, body.to);
    let to: OrderState;
    if (body.to === 'CANCEL_REFUSED') {
      to = (await findStateBeforeCancelRequest(tx, order.id)) ?? order.stateBeforeCancel ?? 'ORDER_PENDING';
    } else {
      to = body.to;
    }
    const version = await updateOrderState(tx, {
      orderPk: order.id,
      version: body.version,
      from: order.state,
      to,
      at,
    });
    if (version === undefined) throw staleVersionError();
    await insertStateChange(tx, {
      orderId: order.id,
      fromState: order.state,
      toState: to,
      userId: auth.userId,
      createdAt: at,
    });
    const givenBack = body.to === 'CANCELLED' ? await insertCancelWithdrawals(tx, order.id, at) : [];
    await insertMails(tx, [
      buildOrderStateMail({
        kind: body.to as OrderStateMailKind,
        orderId: order.orderId,
        customerOrderNo: order.customerOrderNo,
        user: { email: user.email, language: user.language },
        publicUrl: deps.publicUrl,
      }),
    ]);
    await recordAudit(tx, { kind: 'user', userId: auth.userId }, at, {
      entityType: 'order',
      entityId: order.orderId,
      action: TRANSITION_AUDIT_ACTIONS[body.to],
      companyId: order.companyId,
      before: { state: order.state, version: order.version },
      after: {
        state: to,
        version,
        ...(givenBack.length > 0
          ? {
              quota_given_back: givenBack.map((event) => ({
                product_group: event.productGroupId,
                amount: event.amount,
              })),
            }
          : {}),
      },
    });
    return getStaffOrder(tx, orderId, language);
  });
}
