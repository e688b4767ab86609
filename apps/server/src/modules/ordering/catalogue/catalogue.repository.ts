import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import {
  companyProductGroupRights,
  extraServices,
  printFieldDefinitions,
  productExtraServices,
  productGroups,
  products,
} from '../../../db/schema/index.js';

export type ProductRow = typeof products.$inferSelect & {
  groupName: string;
  groupSortIndex: number;
};

/** The join of a product to the rights of the given companies that may order its group. */
function isOrderableBy(companies: SQL) {
  return and(
    eq(companyProductGroupRights.productGroupId, products.productGroupId),
    companies,
    eq(companyProductGroupRights.canOrder, true),
  );
}

/** Active products of the groups the company may order from. */
export async function findOrderableProducts(db: Executor, companyId: number): Promise<ProductRow[]> {
  const rows = await db
    .select({ product: products, groupName: productGroups.name, groupSortIndex: productGroups.sortIndex })
    .from(products)
    .innerJoin(productGroups, eq(productGroups.id, products.productGroupId))
    .innerJoin(companyProductGroupRights, isOrderableBy(eq(companyProductGroupRights.companyId, companyId)))
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

/** The print fields of the given pks that belong to active products the company may order. */
export async function findOrderablePrintFields(
  db: Executor,
  companyId: number,
  fieldIds: number[],
): Promise<PrintFieldRow[]> {
  if (fieldIds.length === 0) return [];
  const rows = await db
    .select({ field: printFieldDefinitions })
    .from(printFieldDefinitions)
    .innerJoin(products, eq(products.id, printFieldDefinitions.productId))
    .innerJoin(
      companyProductGroupRights,
      and(
        eq(companyProductGroupRights.productGroupId, products.productGroupId),
        eq(companyProductGroupRights.companyId, companyId),
        eq(companyProductGroupRights.canOrder, true),
      ),
    )
    .where(and(inArray(printFieldDefinitions.id, fieldIds), eq(products.isActive, true)));
  return rows.map((row) => row.field);
}

export async function findExtraServiceFees(db: Executor) {
  return db.select({ category: extraServices.category, fee: extraServices.fee }).from(extraServices);
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
      isOrderableBy(inArray(companyProductGroupRights.companyId, companyIds)),
    )
    .where(and(eq(products.isActive, true), eq(products.isBlocked, false)));
}

/** Every active product with its group, for the catalogue snapshot. */
export async function findActiveProducts(db: Executor): Promise<ProductRow[]> {
  const rows = await db
    .select({ product: products, groupName: productGroups.name, groupSortIndex: productGroups.sortIndex })
    .from(products)
    .innerJoin(productGroups, eq(productGroups.id, products.productGroupId))
    .where(eq(products.isActive, true));
  return rows.map((row) => ({
    ...row.product,
    groupName: row.groupName,
    groupSortIndex: row.groupSortIndex,
  }));
}

/** Every product's extra services. */
export async function findAllProductExtraServices(db: Executor): Promise<ProductExtraServiceRow[]> {
  const rows = await db
    .select({ service: extraServices, productId: productExtraServices.productId })
    .from(productExtraServices)
    .innerJoin(extraServices, eq(extraServices.id, productExtraServices.extraServiceId))
    .orderBy(asc(extraServices.id));
  return rows.map((row) => ({ ...row.service, productId: row.productId }));
}

/** Every print field definition, by product and index. */
export async function findAllPrintFields(db: Executor): Promise<PrintFieldRow[]> {
  return db
    .select()
    .from(printFieldDefinitions)
    .orderBy(asc(printFieldDefinitions.productId), asc(printFieldDefinitions.index));
}

/** The product groups a company may order from. */
export async function findOrderableGroupIds(db: Executor, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ groupId: companyProductGroupRights.productGroupId })
    .from(companyProductGroupRights)
    .where(
      and(eq(companyProductGroupRights.companyId, companyId), eq(companyProductGroupRights.canOrder, true)),
    );
  return rows.map((row) => row.groupId);
}

/** Tells every server process that the catalogue changed (sent when `db`'s transaction commits). */
export async function notifyCatalogueChange(db: Executor, channel: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, 'all')`);
}
