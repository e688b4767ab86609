import { and, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { lockIdempotencyKey } from '../../../db/idempotency-lock.js';
import { intArrayOf, prepareQuery } from '../../../db/prepared-query.js';
import { rowsOf } from '../../../db/raw-rows.js';
import {
  addresses,
  companies,
  licensingEvents,
  orderPositions,
  orderStateChanges,
  orders,
  productGroups,
  products,
  users,
} from '../../../db/schema/index.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderState = OrderRow['state'];

export async function findCompanyById(db: Executor, companyId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row;
}

export async function findCompaniesByIds(db: Executor, companyIds: number[]) {
  if (companyIds.length === 0) return [];
  return db.select().from(companies).where(inArray(companies.id, companyIds));
}

export async function findCompanyAddressesByIds(db: Executor, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(addresses)
    .where(and(eq(addresses.companyId, companyId), inArray(addresses.id, ids)));
}

/** Holds the user's Idempotency-Key until the transaction ends (decision 268). */
export async function lockOrderKey(tx: Executor, userId: number, key: string): Promise<void> {
  await lockIdempotencyKey(tx, 'order', userId, key);
}

export async function findOrderByIdempotencyKey(db: Executor, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row;
}

export async function nextOrderNumber(db: Executor): Promise<number> {
  const result = await db.execute<{ value: string }>(sql`select nextval('order_number_seq')::text as value`);
  const rows = rowsOf<{ value: string }>(result);
  return Number(rows[0]!.value);
}

export async function insertOrder(db: Executor, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

export async function insertOrderPositions(db: Executor, rows: (typeof orderPositions.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(orderPositions).values(rows);
}

export async function insertOrderStateChange(db: Executor, values: typeof orderStateChanges.$inferInsert) {
  await db.insert(orderStateChanges).values(values);
}

export async function insertLicensingEvents(db: Executor, rows: (typeof licensingEvents.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(licensingEvents).values(rows);
}

/** Contracted minus withdrawn plus given back, per product group. */
export async function findQuotaBalances(db: Executor, companyId: number, productGroupIds: number[]) {
  if (productGroupIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({
      productGroupId: licensingEvents.productGroupId,
      balance: sql<string>`sum(case ${licensingEvents.type} when 'WITHDRAWAL' then -${licensingEvents.amount} else ${licensingEvents.amount} end)::text`,
    })
    .from(licensingEvents)
    .where(
      and(eq(licensingEvents.companyId, companyId), inArray(licensingEvents.productGroupId, productGroupIds)),
    )
    .groupBy(licensingEvents.productGroupId);
  return new Map(rows.map((row) => [row.productGroupId, Number(row.balance)]));
}

export type OrderScope = { companyId: number | null };
export type OrderFilters = { notState?: OrderState | undefined; state?: OrderState | undefined };

/** The order columns the history shows (not the idempotency, quota or audit columns). */
const orderViewColumns = {
  id: orders.id,
  orderId: orders.orderId,
  companyId: orders.companyId,
  customerOrderNo: orders.customerOrderNo,
  desiredDeliveryDate: orders.desiredDeliveryDate,
  createdAt: orders.createdAt,
  state: orders.state,
  labelCount: orders.labelCount,
  labelsTotal: orders.labelsTotal,
  handlingCosts: orders.handlingCosts,
  handlingSubCostsOperator: orders.handlingSubCostsOperator,
  deliveryCosts: orders.deliveryCosts,
  total: orders.total,
  transportByCustomer: orders.transportByCustomer,
  deliveryAddress: orders.deliveryAddress,
  billingAddress: orders.billingAddress,
};

/** Which conditions a history query has: one prepared text per combination. */
type WhereShape = { scoped: boolean; notState: boolean; state: boolean };

function shapeOf(scope: OrderScope, filters: OrderFilters): WhereShape {
  return { scoped: scope.companyId !== null, notState: !!filters.notState, state: !!filters.state };
}

function keyOf(shape: WhereShape): number {
  return (shape.scoped ? 1 : 0) + (shape.notState ? 2 : 0) + (shape.state ? 4 : 0);
}

function valuesOf(scope: OrderScope, filters: OrderFilters): Record<string, unknown> {
  return { companyId: scope.companyId, notState: filters.notState, state: filters.state };
}

function whereOf(shape: WhereShape): SQL | undefined {
  const conditions: SQL[] = [];
  if (shape.scoped) conditions.push(eq(orders.companyId, sql.placeholder('companyId')));
  if (shape.notState) conditions.push(ne(orders.state, sql.placeholder('notState')));
  if (shape.state) conditions.push(eq(orders.state, sql.placeholder('state')));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Per shape of conditions, a query prepared once per process on first use. */
function byShape<Result>(
  name: string,
  build: (db: Executor, where: SQL | undefined) => Parameters<typeof prepareQuery<Result>>[1] extends (
    db: Executor,
  ) => infer Q
    ? Q
    : never,
) {
  const prepared = new Map<number, ReturnType<typeof prepareQuery<Result>>>();
  return (shape: WhereShape) => {
    const key = keyOf(shape);
    let query = prepared.get(key);
    if (!query) {
      query = prepareQuery<Result>(`${name}_${key}`, (db) => build(db, whereOf(shape)));
      prepared.set(key, query);
    }
    return query;
  };
}

const countQuery = byShape<{ count: number }[]>('orders_count', (db, where) =>
  db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(where),
);

export async function countOrders(db: Executor, scope: OrderScope, filters: OrderFilters): Promise<number> {
  const [row] = await countQuery(shapeOf(scope, filters))(db, valuesOf(scope, filters));
  return row?.count ?? 0;
}

const orderPageQuery = byShape('orders_page', (db, where) =>
  db
    .select({ order: orderViewColumns, userEmail: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset')),
);

export type OrderViewRow = {
  order: Pick<OrderRow, keyof typeof orderViewColumns>;
  userEmail: string;
};

export async function findOrderPage(
  db: Executor,
  scope: OrderScope,
  filters: OrderFilters,
  page: { limit: number; offset: number },
): Promise<OrderViewRow[]> {
  return (await orderPageQuery(shapeOf(scope, filters))(db, {
    ...valuesOf(scope, filters),
    limit: page.limit,
    offset: page.offset,
  })) as OrderViewRow[];
}

const scopedOrderQuery = byShape('orders_scoped', (db, where) =>
  db
    .select({ order: orderViewColumns, userEmail: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.id, sql.placeholder('orderPk')), where)),
);

/** One order, only when it belongs to the scope (another company's order is not found). */
export async function findScopedOrder(
  db: Executor,
  scope: OrderScope,
  orderPk: number,
): Promise<OrderViewRow | undefined> {
  const rows = (await scopedOrderQuery(shapeOf(scope, {}))(db, {
    ...valuesOf(scope, {}),
    orderPk,
  })) as OrderViewRow[];
  return rows[0];
}

const positionsQuery = prepareQuery('orders_positions', (db) =>
  db
    .select({
      position: {
        id: orderPositions.id,
        orderId: orderPositions.orderId,
        uuid: orderPositions.uuid,
        quantity: orderPositions.quantity,
        unitPrice: orderPositions.unitPrice,
        total: orderPositions.total,
        alternativeCustomerReference: orderPositions.alternativeCustomerReference,
        isPartialRoll: orderPositions.isPartialRoll,
        extraServiceData: orderPositions.extraServiceData,
      },
      product: {
        id: products.id,
        labelLength: products.labelLength,
        labelWidth: products.labelWidth,
        description: products.description,
        options: products.options,
        customerReference: products.customerReference,
        image: products.image,
        rewindFlag: products.rewindFlag,
        note: products.note,
        destination: products.destination,
        labelsPerUnit: products.labelsPerUnit,
      },
      groupName: productGroups.name,
    })
    .from(orderPositions)
    .innerJoin(products, eq(products.id, orderPositions.productId))
    .innerJoin(productGroups, eq(productGroups.id, products.productGroupId))
    .where(sql`${orderPositions.orderId} = any(${sql.placeholder('orderIds')}::int[])`)
    .orderBy(orderPositions.orderId, orderPositions.id),
);

/** The positions of several orders at once, with the product columns the history shows. */
export async function findPositionsOfOrders(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return positionsQuery(db, { orderIds: intArrayOf(orderIds) });
}

/**
 * Moves an order to CANCEL_REQUESTED, only from one of the given states, and keeps the state it
 * left in state_before_cancel. The statement reads that state itself (SET takes the row's old
 * values), so a change between an earlier read and this update cannot be recorded wrongly.
 * Answers the state the order left, or nothing when it was in none of the given states.
 */
export async function updateOrderToCancelRequested(
  db: Executor,
  orderPk: number,
  from: OrderState[],
  at: Date,
): Promise<OrderState | undefined> {
  const [row] = await db
    .update(orders)
    .set({
      state: 'CANCEL_REQUESTED',
      stateBeforeCancel: sql`${orders.state}`,
      version: sql`${orders.version} + 1`,
      updatedAt: at,
    })
    .where(and(eq(orders.id, orderPk), inArray(orders.state, from)))
    .returning({ stateBefore: orders.stateBeforeCancel });
  return row?.stateBefore ?? undefined;
}

/** Where and in which language mail reaches a user. */
export async function findUserMailTarget(db: Executor, userId: number) {
  const [row] = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { email: '', language: 'en' as const };
}
