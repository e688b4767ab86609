import { and, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { lockIdempotencyKey } from '../../../db/idempotency-lock.js';
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

function whereOf(scope: OrderScope, filters: OrderFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (scope.companyId !== null) conditions.push(eq(orders.companyId, scope.companyId));
  if (filters.notState) conditions.push(ne(orders.state, filters.notState));
  if (filters.state) conditions.push(eq(orders.state, filters.state));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function countOrders(db: Executor, scope: OrderScope, filters: OrderFilters): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(whereOf(scope, filters));
  return row?.count ?? 0;
}

export async function findOrderPage(
  db: Executor,
  scope: OrderScope,
  filters: OrderFilters,
  page: { limit: number; offset: number },
) {
  return db
    .select({ order: orders, userEmail: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(whereOf(scope, filters))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** One order, only when it belongs to the scope (another company's order is not found). */
export async function findScopedOrder(db: Executor, scope: OrderScope, orderPk: number) {
  const condition = and(eq(orders.id, orderPk), whereOf(scope, {}));
  const [row] = await db
    .select({ order: orders, userEmail: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(condition);
  return row;
}

/** The positions of several orders at once, with their products. */
export async function findPositionsOfOrders(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ position: orderPositions, product: products, groupName: productGroups.name })
    .from(orderPositions)
    .innerJoin(products, eq(products.id, orderPositions.productId))
    .innerJoin(productGroups, eq(productGroups.id, products.productGroupId))
    .where(inArray(orderPositions.orderId, orderIds))
    .orderBy(orderPositions.orderId, orderPositions.id);
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
