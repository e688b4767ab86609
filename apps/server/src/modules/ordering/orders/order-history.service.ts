import {
  CANCELLABLE_STATES,
  type Language,
  MESSAGE,
  type Order,
  type OrderList,
} from '@label-portal/contract';
import { AppError } from '../../../lib/app-error.js';
import type { AuthContext } from '../../../plugins/request-context.js';
import { recordAudit } from '../../platform/audit/index.js';
import { buildCancelRequestMail, insertMails } from '../../platform/mail/index.js';
import { listPrintFieldsOfProducts } from '../catalogue/index.js';
import { toOrderView } from './order-view.js';
import {
  type CatalogueState,
  loadCatalogueState,
  loadCatalogueStates,
  type OrdersDeps,
  orderScopeOf,
} from './ordering-context.service.js';
import {
  countOrders,
  findCompanyById,
  findOrderPage,
  findPositionsOfOrders,
  findScopedOrder,
  insertOrderStateChange,
  type OrderFilters,
  type OrderViewRow,
  updateOrderToCancelRequested,
} from './orders.repository.js';

/**
 * The views of orders. A product's blocked flag is what the order's company sees; the repeat rule
 * is the viewer's (a repeat orders for the viewer's company). They differ only when staff view
 * another company's orders.
 */
async function buildViews(
  deps: OrdersDeps,
  auth: AuthContext,
  language: Language,
  rows: OrderViewRow[],
): Promise<Order[]> {
  if (rows.length === 0) return [];
  const viewer = await loadCatalogueState(deps, auth);
  const otherCompanies = [...new Set(rows.map((row) => row.order.companyId))].filter(
    (companyId) => companyId !== auth.companyId,
  );
  const states = await loadCatalogueStates(deps, otherCompanies);
  states.set(auth.companyId, viewer);
  const positions = await findPositionsOfOrders(
    deps.db,
    rows.map((row) => row.order.id),
  );
  const fields = await listPrintFieldsOfProducts(
    deps.db,
    [...new Set(positions.map((row) => row.product.id))],
    language,
    await deps.catalogue.get(),
  );
  const printFields = new Map(fields.map((field) => [field.pk, field]));
  const gone: CatalogueState = { orderableProductIds: new Set(), isBlocked: true };
  return rows.map((row) =>
    toOrderView(
      row.order,
      row.userEmail,
      positions.filter((position) => position.position.orderId === row.order.id),
      { language, printFields, orderCompany: states.get(row.order.companyId) ?? gone, viewer },
    ),
  );
}

/** One page of the orders the user may see, newest first. */
export async function listOrders(
  deps: OrdersDeps,
  auth: AuthContext,
  query: { limit: number; offset: number; filters: OrderFilters; language: Language },
  pageUrl: (offset: number) => string,
): Promise<OrderList> {
  const scope = orderScopeOf(auth);
  const [count, rows] = await Promise.all([
    countOrders(deps.db, scope, query.filters),
    findOrderPage(deps.db, scope, query.filters, { limit: query.limit, offset: query.offset }),
  ]);
  const nextOffset = query.offset + query.limit;
  return {
    count,
    next: nextOffset < count ? pageUrl(nextOffset) : null,
    previous: query.offset > 0 ? pageUrl(Math.max(0, query.offset - query.limit)) : null,
    results: await buildViews(deps, auth, query.language, rows),
  };
}

export async function getOrder(deps: OrdersDeps, auth: AuthContext, orderPk: number, language: Language) {
  const row = await findScopedOrder(deps.db, orderScopeOf(auth), orderPk);
  if (!row) throw new AppError('NOT_FOUND', { detail: MESSAGE.notFound });
  const [view] = await buildViews(deps, auth, language, [row]);
  return view!;
}

/**
 * Requests the cancellation of an order (ORDER_PENDING or ORDER_RECEIVED only): the state change,
 * its history row and the notice to customer service in one transaction.
 */
export async function requestCancellation(
  deps: OrdersDeps,
  auth: AuthContext,
  orderPk: number,
  language: Language,
): Promise<Order> {
  const scope = orderScopeOf(auth);
  const found = await findScopedOrder(deps.db, scope, orderPk);
  if (!found) throw new AppError('NOT_FOUND', { detail: MESSAGE.notFound });
  const customerService = await deps.settings.getString('mail.customer_service_address');
  const company = await findCompanyById(deps.db, found.order.companyId);
  await deps.db.transaction(async (tx) => {
    // The state the order leaves comes from the update itself, not from the read above.
    const stateBefore = await updateOrderToCancelRequested(tx, orderPk, [...CANCELLABLE_STATES], deps.now());
    if (!stateBefore)
      throw new AppError('VALIDATION_FAILED', {
        detail: MESSAGE.cancelNotAllowed,
        fields: { state: [MESSAGE.cancelNotAllowed] },
      });
    await insertOrderStateChange(tx, {
      orderId: orderPk,
      fromState: stateBefore,
      toState: 'CANCEL_REQUESTED',
      userId: auth.userId,
    });
    await recordAudit(tx, { kind: 'user', userId: auth.userId }, deps.now(), {
      entityType: 'order',
      entityId: found.order.orderId,
      action: 'order.request_cancellation',
      companyId: found.order.companyId,
      before: { state: stateBefore },
      after: { state: 'CANCEL_REQUESTED' },
    });
    await insertMails(tx, [
      buildCancelRequestMail(
        {
          orderId: found.order.orderId,
          companyName: company?.name ?? '',
          accountId: company?.cofor10 ?? '',
          userEmail: found.userEmail,
        },
        customerService,
      ),
    ]);
  });
  return getOrder(deps, auth, orderPk, language);
}
