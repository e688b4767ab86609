import {
  isNotBeforeTomorrow,
  type Language,
  MESSAGE,
  type OrderSent,
  translateMessage,
} from '@label-portal/contract';
import { AppError, type FieldErrors } from '../../lib/app-error.js';
import type { AuthContext } from '../../plugins/request-context.js';
import { buildOrderPlacedMails } from '../mail/order-mails.js';
import { insertMails } from '../mail/outbox.repository.js';
import { loadOrderingContext, type OrdersDeps } from './ordering-context.service.js';
import {
  findQuotaBalances,
  findUserEmail,
  insertLicensingEvents,
  insertOrder,
  insertOrderPositions,
  insertOrderStateChange,
  nextOrderNumber,
} from './orders.repository.js';
import { priceCart } from './pricing.service.js';
import { checkOrderAddresses, checkTransport, type SendableBody } from './send-order.checks.js';
import { hashRequest, isUniqueViolation, replayExisting } from './send-order.replay.js';
import { buildOrderWarnings } from './send-order.warnings.js';

const BLOCKED_MESSAGES = {
  UNPAID_BILLS: MESSAGE.blockedUnpaidBills,
  INACTIVITY: MESSAGE.blockedInactivity,
  NON_ACTIVATED_ORDERS: MESSAGE.blockedNonActivated,
} as const;

/**
 * Sends an order: every rule checked again on the server, then one transaction writes the order,
 * its positions, the state change, the quota withdrawals and the mails. The same Idempotency-Key
 * answers the same order, never a second one (also for concurrent calls).
 */
export async function sendOrder(
  deps: OrdersDeps,
  auth: AuthContext,
  body: SendableBody,
  idempotencyKey: string,
  language: Language,
): Promise<OrderSent> {
  const requestHash = hashRequest(body);
  const replay = await replayExisting(deps, auth, idempotencyKey, requestHash);
  if (replay) return replay;

  const context = await loadOrderingContext(deps, auth);
  if (context.blocking.reasons.length > 0) {
    const detail = context.blocking.reasons.map((reason) =>
      translateMessage(BLOCKED_MESSAGES[reason], language),
    );
    throw new AppError('VALIDATION_FAILED', {
      detail: detail.join(' '),
      extra: { type: 'ORDERING_BLOCKED' },
    });
  }
  const errors: FieldErrors = {};
  // Checked here, after the replay above, not in the route schema: a retry of a lost answer the
  // next day must answer the stored order (docs/decisions/005).
  if (!isNotBeforeTomorrow(body.desired_delivery_date, deps.now())) {
    errors.desired_delivery_date = [MESSAGE.dateNotBeforeTomorrow];
  }
  const addresses = await checkOrderAddresses(deps.db, context.company, body, errors);
  checkTransport(context.company.transportRestriction, body.transport_by_customer, errors);
  let priced: Awaited<ReturnType<typeof priceCart>> | undefined;
  try {
    priced = await priceCart(
      {
        positions: body.order_positions,
        transportByCustomer: body.transport_by_customer,
        handlingIncluded: context.company.handlingIncluded,
      },
      context.products,
      deps.settings,
      context.fees,
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    Object.assign(errors, error.options.fields);
  }
  if (Object.keys(errors).length > 0 || !priced || !addresses) {
    const pending =
      addresses === undefined && errors.delivery_address?.includes(MESSAGE.deliveryAddressPending);
    throw new AppError('VALIDATION_FAILED', {
      fields: errors,
      ...(pending ? { detail: MESSAGE.deliveryAddressPending } : {}),
    });
  }

  const quantityByGroup = new Map<number, number>();
  for (const position of priced.positions) {
    const group = position.productRow.product_group.pk;
    quantityByGroup.set(group, (quantityByGroup.get(group) ?? 0) + position.quantity);
  }
  const balances = await findQuotaBalances(deps.db, context.company.id, [...quantityByGroup.keys()]);
  const warnings = buildOrderWarnings({
    language,
    blocking: context.blocking,
    quantityByGroup,
    balances,
    groupNames: new Map(
      priced.positions.map((p) => [p.productRow.product_group.pk, p.productRow.product_group.name]),
    ),
    transportByCustomer: body.transport_by_customer,
  });
  const customerService = await deps.settings.getString('mail.customer_service_address');
  const { draft } = priced;
  const pricedPositions = priced.positions;

  try {
    return await deps.db.transaction(async (tx) => {
      const number = await nextOrderNumber(tx);
      const orderId = `${new Date().getUTCFullYear()}-${number}`;
      const order = await insertOrder(tx, {
        orderId,
        companyId: context.company.id,
        userId: auth.userId,
        customerOrderNo: body.customer_order_no,
        desiredDeliveryDate: body.desired_delivery_date,
        state: 'ORDER_PENDING',
        transportByCustomer: body.transport_by_customer,
        deliveryAddressId: addresses.delivery.pk,
        billingAddressId: addresses.billing.pk,
        deliveryAddress: addresses.delivery,
        billingAddress: addresses.billing,
        labelsTotal: draft.labels_total,
        handlingCosts: draft.handling_costs,
        handlingSubCostsOperator: draft.handling_sub_costs_operator,
        deliveryCosts: draft.delivery_costs,
        total: draft.total,
        labelCount: draft.label_count,
        idempotencyKey,
        requestHash,
        warnings,
      });
      await insertOrderPositions(
        tx,
        pricedPositions.map((position) => ({
          orderId: order.id,
          uuid: position.uuid,
          productId: position.product,
          quantity: position.quantity,
          unitPrice: position.unitPrice,
          total: position.total,
          isPartialRoll: position.isPartialRoll,
          isPrinted: position.isPrinted,
          extraServiceData: position.extraServices,
        })),
      );
      await insertOrderStateChange(tx, {
        orderId: order.id,
        fromState: null,
        toState: 'ORDER_PENDING',
        userId: auth.userId,
      });
      await insertLicensingEvents(
        tx,
        [...quantityByGroup].map(([productGroupId, amount]) => ({
          companyId: context.company.id,
          productGroupId,
          type: 'WITHDRAWAL' as const,
          amount,
          orderId: order.id,
        })),
      );
      await insertMails(
        tx,
        buildOrderPlacedMails(
          {
            orderId,
            customerOrderNo: body.customer_order_no,
            companyName: context.company.name,
            accountId: context.company.cofor10,
            userEmail: await findUserEmail(tx, auth.userId),
            desiredDeliveryDate: body.desired_delivery_date,
            total: draft.total,
            positions: pricedPositions.map((position) => ({
              reference: position.productRow.customer_reference,
              quantity: position.quantity,
              total: position.total,
            })),
            transportByCustomer: body.transport_by_customer,
          },
          customerService,
        ),
      );
      return { warnings, order: { pk: order.id, order_id: orderId } };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const existing = await replayExisting(deps, auth, idempotencyKey, requestHash);
      if (existing) return existing;
    }
    throw error;
  }
}
