import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { intArrayOf, prepareQuery } from '../../../db/prepared-query.js';
import { labels, orderPositions, orderStateChanges, orders, spools } from '../../../db/schema/index.js';

/**
 * Per company: shipped orders that still hold labels nobody activated, shipped before the grace
 * period ended (domain.md section 6).
 */
export async function countNonActivatedOrdersByCompany(
  db: Executor,
  companyIds: number[],
  shippedBefore: Date,
): Promise<Map<number, number>> {
  if (companyIds.length === 0) return new Map();
  const rows = await nonActivatedCountQuery(db, {
    companyIds: intArrayOf(companyIds),
    shippedBefore: shippedBefore.toISOString(),
  });
  return new Map(rows.map((row) => [row.companyId, row.count]));
}

const nonActivatedCountQuery = prepareQuery('blocking_non_activated_count', (db) =>
  db
    .select({ companyId: orders.companyId, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        sql`${orders.companyId} = any(${sql.placeholder('companyIds')}::int[])`,
        ...nonActivatedShippedOrder(sql`${sql.placeholder('shippedBefore')}::timestamptz`),
      ),
    )
    .groupBy(orders.companyId),
);

/** Shipped before `shippedBefore` and still holding a label nobody activated. */
function nonActivatedShippedOrder(shippedBefore: SQL | string): SQL[] {
  return [
    eq(orders.state, 'SHIPPED'),
    sql`exists (
      select 1 from ${orderStateChanges}
      where ${orderStateChanges.orderId} = ${orders.id} and ${orderStateChanges.toState} = 'SHIPPED'
        and ${orderStateChanges.createdAt} < ${shippedBefore}
    )`,
    sql`exists (
      select 1 from ${orderPositions}
      join ${spools} on ${spools.orderPositionId} = ${orderPositions.id}
      join ${labels} on ${labels.spoolId} = ${spools.id}
      where ${orderPositions.orderId} = ${orders.id} and ${labels.activatedAt} is null
    )`,
  ];
}

/** Every company with at least `minimum` such orders (the registrations' blocked-reason filter). */
export async function findCompanyIdsWithNonActivatedOrders(
  db: Executor,
  shippedBefore: Date,
  minimum: number,
): Promise<number[]> {
  const rows = await db
    .select({ companyId: orders.companyId })
    .from(orders)
    .where(and(...nonActivatedShippedOrder(shippedBefore.toISOString())))
    .groupBy(orders.companyId)
    .having(sql`count(*) >= ${minimum}`);
  return rows.map((row) => row.companyId);
}
