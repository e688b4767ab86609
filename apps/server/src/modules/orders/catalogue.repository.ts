import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  companyProductGroupRights,
  extraServices,
  labels,
  orderPositions,
  orderStateChanges,
  orders,
  printFieldDefinitions,
  productExtraServices,
  productGroups,
  products,
  spools,
} from '../../db/schema/index.js';

export type ProductRow = typeof products.$inferSelect & {
  groupName: string;
  groupSortIndex: number;
};

/** Active products of the groups the company may order from. */
export async function findOrderableProducts(db: Executor, companyId: number): Promise<ProductRow[]> {
  const rows = await db
    .select({ product: products, groupName: productGroups.name, groupSortIndex: productGroups.sortIndex })
    .from(products)
    .innerJoin(productGroups, eq(productGroups.id, products.productGroupId))
    .innerJoin(
      companyProductGroupRights,
      and(
        eq(companyProductGroupRights.productGroupId, products.productGroupId),
        eq(companyProductGroupRights.companyId, companyId),
        eq(companyProductGroupRights.canOrder, true),
      ),
    )
    .where(eq(products.isActive, true));
  return rows.map((row) => ({
    ...row.product,
    groupName: row.groupName,
    groupSortIndex: row.groupSortIndex,
  }));
}

export type ProductExtraServiceRow = typeof extraServices.$inferSelect & { productId: number };

export async function findExtraServicesOfProducts(
  db: Executor,
  productIds: number[],
): Promise<ProductExtraServiceRow[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ service: extraServices, productId: productExtraServices.productId })
    .from(productExtraServices)
    .innerJoin(extraServices, eq(extraServices.id, productExtraServices.extraServiceId))
    .where(inArray(productExtraServices.productId, productIds))
    .orderBy(asc(extraServices.id));
  return rows.map((row) => ({ ...row.service, productId: row.productId }));
}

export type PrintFieldRow = typeof printFieldDefinitions.$inferSelect;

export async function findPrintFieldsOfProducts(
  db: Executor,
  productIds: number[],
): Promise<PrintFieldRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(printFieldDefinitions)
    .where(inArray(printFieldDefinitions.productId, productIds))
    .orderBy(asc(printFieldDefinitions.productId), asc(printFieldDefinitions.index));
}

export async function findExtraServiceFees(db: Executor) {
  return db.select({ category: extraServices.category, fee: extraServices.fee }).from(extraServices);
}

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

/** Per company: the active products of the groups it may order from (pks only). */
export async function findOrderableProductIdsOfCompanies(
  db: Executor,
  companyIds: number[],
): Promise<{ companyId: number; productId: number }[]> {
  if (companyIds.length === 0) return [];
  return db
    .select({ companyId: companyProductGroupRights.companyId, productId: products.id })
    .from(products)
    .innerJoin(
      companyProductGroupRights,
      and(
        eq(companyProductGroupRights.productGroupId, products.productGroupId),
        inArray(companyProductGroupRights.companyId, companyIds),
        eq(companyProductGroupRights.canOrder, true),
      ),
    )
    .where(eq(products.isActive, true));
}
