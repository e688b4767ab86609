import { isNotBeforeTomorrow, type Language, MESSAGE, type OrderSent } from '@label-portal/contract';
import type { Transaction } from '../../../db/client.js';
import { AppError, type FieldErrors } from '../../../lib/app-error.js';
import type { AuthContext } from '../../../plugins/request-context.js';
import { findBlockingStatus } from '../../accounts/companies/index.js';
import { recordAudit } from '../../platform/audit/index.js';
import { buildOrderPlacedMails, insertMails } from '../../platform/mail/index.js';
import { listOrderedProducts } from '../catalogue/index.js';
import type { OrderingContext, OrdersDeps, OrdersReadDeps } from './ordering-context.service.js';
import {
  findCompanyAddressesByIds,
  findCompanyAndSender,
  findQuotaBalancesOfProducts,
  insertOrder,
  insertOrderPositions,
  insertOrderStateChange,
  insertWithdrawals,
  lockOrderKey,
} from './orders.repository.js';
import { type PricedCart, priceCart } from './pricing.service.js';
import { checkOrderAddresses, checkTransport, type SendableBody } from './send-order.checks.js';
import { hashRequest, isUniqueViolation, replayExisting } from './send-order.replay.js';
import { buildOrderWarnings } from './send-order.warnings.js';

const BLOCKED_MESSAGES = {
  UNPAID_BILLS: MESSAGE.blockedUnpaidBills,
  INACTIVITY: MESSAGE.blockedInactivity,
  NON_ACTIVATED_ORDERS: MESSAGE.blockedNonActivated,
} as const;

type SendOrderInputs = Awaited<ReturnType<typeof loadSendOrderInputs>>;

/**
 * Everything sending an order is decided on, read inside the order's transaction: the company with
 * its blocking status, the ordered products as the company may order them (not the whole
 * catalogue), the chosen addresses, the quota balances of the ordered products' groups and the
 * sender. Two round trips: the company and sender first, then the rest at once.
 */
async function loadSendOrderInputs(
  deps: OrdersReadDeps,
  auth: AuthContext,
  body: SendableBody,
  language: Language,
) {
  const found = await findCompanyAndSender(deps.db, auth.companyId, auth.userId);
  if (!found) throw new AppError('NOT_AUTHENTICATED');
  const { company } = found;
  const productIds = body.order_positions.map((position) => position.product);
  const [blocking, ordered, addressRows, balances, customerService] = await Promise.all([
    findBlockingStatus(deps, company),
    // Whether the company is blocked is only known from the first read: the products' blocked
    // flag is set below, so that every read of the send goes out at once.
    listOrderedProducts(deps.db, company.id, false, language, productIds),
    findCompanyAddressesByIds(deps.db, company.id, [body.delivery_address, body.billing_address]),
    findQuotaBalancesOfProducts(deps.db, company.id, productIds),
    deps.settings.getString('mail.customer_service_address'),
  ]);
  const isBlocked = blocking.reasons.length > 0;
  const feeOf = (category: string) => ordered.fees.find((row) => row.category === category)?.fee ?? '0.00';
  const context: OrderingContext = {
    company,
    blocking,
    products: new Map(
      ordered.products.map((product) => [product.pk, { ...product, blocked: isBlocked || product.blocked }]),
    ),
    fees: { partialRoll: feeOf('PARTIAL_ROLL'), printDesign: feeOf('PRINT_DESIGN') },
  };
  return {
    context,
    addressRows,
    balances,
    user: { email: found.email, language: found.language },
    customerService,
  };
}

/**
 * The decision: every rule checked on what was loaded, throwing the refusal (an AppError, decision
 * 316) or answering the plan of what to write. Writes nothing; pricing reads only the cached settings.
 */
async function decideSendOrder(
  deps: OrdersReadDeps,
  inputs: SendOrderInputs,
  body: SendableBody,
  language: Language,
): Promise<OrderPlan> {
  const { context } = inputs;
  if (context.blocking.reasons.length > 0) {
    // Each reason a catalogue message, so the reply names its keys (decision 316).
    throw new AppError('VALIDATION_FAILED', {
      detailParts: context.blocking.reasons.map((reason) => BLOCKED_MESSAGES[reason]),
      extra: { type: 'ORDERING_BLOCKED' },
    });
  }
  const errors: FieldErrors = {};
  // Checked here, after the replay, not in the route schema: a retry of a lost answer the next
  // day must answer the stored order (docs/decisions/005).
  if (!isNotBeforeTomorrow(body.desired_delivery_date, deps.now())) {
    errors.desired_delivery_date = [MESSAGE.dateNotBeforeTomorrow];
  }
  const addresses = checkOrderAddresses(inputs.addressRows, context.company, body, errors);
  checkTransport(context.company.transportRestriction, body.transport_by_customer, errors);
  let priced: PricedCart | undefined;
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
  const warnings = buildOrderWarnings({
    language,
    blocking: context.blocking,
    quantityByGroup,
    balances: inputs.balances,
    groupNames: new Map(
      priced.positions.map((p) => [p.productRow.product_group.pk, p.productRow.product_group.name]),
    ),
    transportByCustomer: body.transport_by_customer,
  });
  return { priced, addresses, quantityByGroup, warnings };
}

type OrderPlan = {
  priced: PricedCart;
  addresses: NonNullable<ReturnType<typeof checkOrderAddresses>>;
  quantityByGroup: Map<number, number>;
  warnings: ReturnType<typeof buildOrderWarnings>;
};

/**
 * Sends an order: read, decide and write in one transaction, so the guarding reads (blocking,
 * addresses, quota) see what the write commits against. The transaction writes the order, its
 * positions, the state change, the quota withdrawals and the mails. The same Idempotency-Key
 * answers the same order, never a second one: concurrent calls with one key wait for each other on
 * the key (decision 268), so the later one answers the first one's order without checking quotas
 * the first one already spent.
 */
export async function sendOrder(
  deps: OrdersDeps,
  auth: AuthContext,
  body: SendableBody,
  idempotencyKey: string,
  language: Language,
): Promise<OrderSent> {
  const requestHash = hashRequest(body);
  // Settings are configuration, not guarded data: read once before the transaction.
  const settings = await deps.settings.snapshot();
  try {
    return await deps.db.transaction(async (tx) => {
      await lockOrderKey(tx, auth.userId, idempotencyKey);
      const replayed = await replayExisting(tx, auth, idempotencyKey, requestHash);
      if (replayed) return replayed;
      const inputs = await loadSendOrderInputs({ db: tx, settings, now: deps.now }, auth, body, language);
      const plan = await decideSendOrder({ ...deps, settings }, inputs, body, language);
      return writeOrder(tx, deps, auth, body, { idempotencyKey, requestHash }, inputs, plan);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const existing = await replayExisting(deps.db, auth, idempotencyKey, requestHash);
      if (existing) return existing;
    }
    throw error;
  }
}

/** The one write of a sent order. */
async function writeOrder(
  tx: Transaction,
  deps: OrdersDeps,
  auth: AuthContext,
  body: SendableBody,
  key: { idempotencyKey: string; requestHash: string },
  inputs: SendOrderInputs,
  plan: OrderPlan,
): Promise<OrderSent> {
  const { context } = inputs;
  const { draft, positions: pricedPositions } = plan.priced;
  const { addresses, warnings } = plan;
  const order = await insertOrder(tx, {
    year: deps.now().getUTCFullYear(),
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
    idempotencyKey: key.idempotencyKey,
    requestHash: key.requestHash,
    warnings,
  });
  const { orderId } = order;
  await insertOrderPositions(
    tx,
    order.id,
    pricedPositions.map((position) => ({
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
  await insertWithdrawals(
    tx,
    { companyId: context.company.id, orderId: order.id },
    [...plan.quantityByGroup].map(([productGroupId, amount]) => ({ productGroupId, amount })),
  );
  await recordAudit(tx, { kind: 'user', userId: auth.userId }, deps.now(), {
    entityType: 'order',
    entityId: orderId,
    action: 'order.send',
    companyId: context.company.id,
    before: null,
    after: {
      pk: order.id,
      order_id: orderId,
      state: 'ORDER_PENDING',
      customer_order_no: body.customer_order_no,
      desired_delivery_date: body.desired_delivery_date,
      total: draft.total,
      positions: pricedPositions.map((position) => ({
        product: position.product,
        quantity: position.quantity,
        total: position.total,
      })),
    },
  });
  await insertMails(
    tx,
    buildOrderPlacedMails(
      {
        orderId,
        customerOrderNo: body.customer_order_no,
        companyName: context.company.name,
        accountId: context.company.cofor10,
        user: inputs.user,
        desiredDeliveryDate: body.desired_delivery_date,
        total: draft.total,
        positions: pricedPositions.map((position) => ({
          reference: position.productRow.customer_reference,
          quantity: position.quantity,
          total: position.total,
        })),
        transportByCustomer: body.transport_by_customer,
        publicUrl: deps.publicUrl,
      },
      inputs.customerService,
    ),
  );
  return { warnings, order: { pk: order.id, order_id: orderId } };
}
