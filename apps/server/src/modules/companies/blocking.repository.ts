import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { labels, orderPositions, orderStateChanges, orders, spools } from '../../db/schema/index.js';

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
  const rows = await db
    .select({ companyId: orders.companyId, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        inArray(orders.companyId, companyIds),
        eq(orders.state, 'SHIPPED'),
        sql`exists (
          select 1 from ${orderStateChanges}
          where ${orderStateChanges.orderId} = ${orders.id} and ${orderStateChanges.toState} = 'SHIPPED'
            and ${orderStateChanges.createdAt} < ${shippedBefore.toISOString()}
        )`,
        sql`exists (
          select 1 from ${orderPositions}
          join ${spools} on ${spools.orderPositionId} = ${orderPositions.id}
          join ${labels} on ${labels.spoolId} = ${spools.id}
          where ${orderPositions.orderId} = ${orders.id} and ${labels.activatedAt} is null
        )`,
      ),
    )
    .groupBy(orders.companyId);
  return new Map(rows.map((row) => [row.companyId, row.count]));
}
