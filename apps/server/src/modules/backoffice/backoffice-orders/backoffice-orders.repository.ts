import type { OrderState } from '@label-portal/contract';
import { and, asc, desc, eq, gte, ilike, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import {
  companies,
  labels,
  licensingEvents,
  orderPositions,
  orderStateChanges,
  orders,
  products,
  spools,
  users,
} from '../../../db/schema/index.js';

export type OrderListFilters = {
  state?: OrderState | undefined;
  company?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  orderId?: string | undefined;
  customerOrderNo?: string | undefined;
};

/** `%` and `_` typed by the user are plain characters in a LIKE pattern. */
function likeText(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function whereOf(filters: OrderListFilters, after: { createdAt: Date; id: number } | undefined): SQL {
  const conditions: SQL[] = [ne(orders.state, 'CREATED')];
  if (filters.state) conditions.push(eq(orders.state, filters.state));
  if (filters.company) {
    const code = filters.company.toUpperCase();
    conditions.push(
      inArray(
        orders.companyId,
        sql`(select ${companies.id} from ${companies} where ${or(
          eq(companies.cofor10, code),
          eq(companies.cofor6, code),
          ilike(companies.name, `%${likeText(filters.company)}%`),
        )})`,
      ),
    );
  }
  if (filters.from) conditions.push(gte(orders.createdAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) {
    const dayAfter = new Date(`${filters.to}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    conditions.push(lt(orders.createdAt, dayAfter));
  }
  if (filters.orderId) conditions.push(ilike(orders.orderId, `${likeText(filters.orderId)}%`));
  if (filters.customerOrderNo) {
    conditions.push(ilike(orders.customerOrderNo, `%${likeText(filters.customerOrderNo)}%`));
  }
  if (after) {
    // The keyset: rows strictly after the last one shown, in (created_at desc, id desc) order.
    conditions.push(
      sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})`,
    );
  }
  return and(...conditions) as SQL;
}

/** One page of sent orders, newest first (served by orders_created_id_idx), `limit` + 1 rows. */
export async function findStaffOrderPage(
  db: Executor,
  filters: OrderListFilters,
  after: { createdAt: Date; id: number } | undefined,
  limit: number,
) {
  return db
    .select({
      order: {
        id: orders.id,
        orderId: orders.orderId,
        customerOrderNo: orders.customerOrderNo,
        state: orders.state,
        labelCount: orders.labelCount,
        total: orders.total,
        createdAt: orders.createdAt,
      },
      company: {
        id: companies.id,
        name: companies.name,
        cofor6: companies.cofor6,
        cofor10: companies.cofor10,
      },
      userEmail: users.email,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(whereOf(filters, after))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit + 1);
}

/** A sent order by its order id, with its company and the user who placed it. */
export async function findStaffOrder(db: Executor, orderId: string, forUpdate = false) {
  const query = db
    .select({
      order: orders,
      company: companies,
      user: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        language: users.language,
      },
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.orderId, orderId), ne(orders.state, 'CREATED')));
  const [row] = forUpdate ? await query.for('update', { of: orders }) : await query;
  return row;
}

export async function findPositions(db: Executor, orderPk: number) {
  return db
    .select({ position: orderPositions, product: products })
    .from(orderPositions)
    .innerJoin(products, eq(products.id, orderPositions.productId))
    .where(eq(orderPositions.orderId, orderPk))
    .orderBy(asc(orderPositions.id));
}

export async function findStateHistory(db: Executor, orderPk: number) {
  return db
    .select({
      fromState: orderStateChanges.fromState,
      toState: orderStateChanges.toState,
      createdAt: orderStateChanges.createdAt,
      email: users.email,
    })
    .from(orderStateChanges)
    .leftJoin(users, eq(users.id, orderStateChanges.userId))
    .where(eq(orderStateChanges.orderId, orderPk))
    .orderBy(asc(orderStateChanges.createdAt), asc(orderStateChanges.id));
}

/** The state an order left when its cancellation was requested, from its state history. */
export async function findStateBeforeCancelRequest(
  db: Executor,
  orderPk: number,
): Promise<OrderState | null> {
  const [row] = await db
    .select({ fromState: orderStateChanges.fromState })
    .from(orderStateChanges)
    .where(and(eq(orderStateChanges.orderId, orderPk), eq(orderStateChanges.toState, 'CANCEL_REQUESTED')))
    .orderBy(desc(orderStateChanges.id))
    .limit(1);
  return row?.fromState ?? null;
}

/**
 * Moves the order from `from` to `to` when it still has `version`; raises the version. Answers the
 * new version, or nothing when the order changed meanwhile.
 */
export async function updateOrderState(
  db: Executor,
  change: { orderPk: number; version: number; from: OrderState; to: OrderState; at: Date },
): Promise<number | undefined> {
  const [row] = await db
    .update(orders)
    .set({
      state: change.to,
      version: sql`${orders.version} + 1`,
      updatedAt: change.at,
      ...(change.from === 'CANCEL_REQUESTED' ? { stateBeforeCancel: null } : {}),
    })
    .where(
      and(eq(orders.id, change.orderPk), eq(orders.version, change.version), eq(orders.state, change.from)),
    )
    .returning({ version: orders.version });
  return row?.version;
}

export async function insertStateChange(db: Executor, values: typeof orderStateChanges.$inferInsert) {
  await db.insert(orderStateChanges).values(values);
}

/**
 * Gives back what sending the order withdrew: one CANCEL_WITHDRAWAL per WITHDRAWAL of the order
 * (same product group and amount). Answers the events written.
 */
export async function insertCancelWithdrawals(db: Executor, orderPk: number, at: Date) {
  const withdrawals = await db
    .select()
    .from(licensingEvents)
    .where(and(eq(licensingEvents.orderId, orderPk), eq(licensingEvents.type, 'WITHDRAWAL')));
  const rows = withdrawals.map((event) => ({
    companyId: event.companyId,
    productGroupId: event.productGroupId,
    type: 'CANCEL_WITHDRAWAL' as const,
    amount: event.amount,
    orderId: orderPk,
    createdAt: at,
  }));
  if (rows.length > 0) await db.insert(licensingEvents).values(rows);
  return rows;
}

/** How many rolls and labels the order's positions hold. */
export async function countOrderRolls(db: Executor, orderPk: number) {
  const [row] = await db
    .select({
      rolls: sql<number>`count(*)::int`.mapWith(Number),
      labels: sql<number>`coalesce(sum(${spools.labelCount}), 0)::bigint`.mapWith(Number),
    })
    .from(spools)
    .innerJoin(orderPositions, eq(orderPositions.id, spools.orderPositionId))
    .where(eq(orderPositions.orderId, orderPk));
  return { rolls: row?.rolls ?? 0, labels: row?.labels ?? 0 };
}

/** The order's first rolls by spool number. */
export async function findOrderRolls(db: Executor, orderPk: number, limit: number) {
  return db
    .select({
      spoolNo: spools.spoolNo,
      labelCount: spools.labelCount,
      customerReference: products.customerReference,
    })
    .from(spools)
    .innerJoin(orderPositions, eq(orderPositions.id, spools.orderPositionId))
    .innerJoin(products, eq(products.id, spools.productId))
    .where(eq(orderPositions.orderId, orderPk))
    .orderBy(asc(spools.spoolNo))
    .limit(limit);
}

/** A roll of a sent order by its spool number (undefined when the order has no such roll). */
export async function findOrderRoll(db: Executor, orderId: string, spoolNo: string) {
  const [row] = await db
    .select({ id: spools.id, spoolNo: spools.spoolNo, labelCount: spools.labelCount })
    .from(spools)
    .innerJoin(orderPositions, eq(orderPositions.id, spools.orderPositionId))
    .innerJoin(orders, eq(orders.id, orderPositions.orderId))
    .where(and(eq(orders.orderId, orderId), ne(orders.state, 'CREATED'), eq(spools.spoolNo, spoolNo)));
  return row;
}

/** A roll's labels by label id after `after`: one range of `labels_spool_label_idx` (spool, label id), no sort. */
export async function findRollLabels(
  db: Executor,
  spoolId: number,
  after: string | undefined,
  limit: number,
) {
  const conditions: SQL[] = [eq(labels.spoolId, spoolId)];
  if (after !== undefined) conditions.push(sql`${labels.labelId} > ${after}`);
  return db
    .select({ labelId: labels.labelId, objectId: labels.objectId, activatedAt: labels.activatedAt })
    .from(labels)
    .where(and(...conditions))
    .orderBy(asc(labels.labelId))
    .limit(limit);
}
