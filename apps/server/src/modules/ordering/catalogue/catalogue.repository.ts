import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { intArrayOf, prepareQuery, prepareStatement } from '../../../db/prepared-query.js';
import {
  catalogueVersion,
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

const orderedProductsQuery = prepareQuery('catalogue_ordered_products', (db) =>
  db
    .select({ product: products, groupName: productGroups.name, groupSortIndex: productGroups.sortIndex })
    .from(products)
    .innerJoin(productGroups, eq(productGroups.id, products.productGroupId))
    .innerJoin(
      companyProductGroupRights,
      isOrderableBy(eq(companyProductGroupRights.companyId, sql.placeholder('companyId'))),
    )
    .where(
      and(eq(products.isActive, true), sql`${products.id} = any(${sql.placeholder('productIds')}::int[])`),
    ),
);

/** Of the given products, the active ones of the groups the company may order from. */
export async function findOrderableProductsByIds(
  db: Executor,
  companyId: number,
  productIds: number[],
): Promise<ProductRow[]> {
  if (productIds.length === 0) return [];
  const rows = await orderedProductsQuery(db, { companyId, productIds: intArrayOf(productIds) });
  return rows.map((row) => ({
    ...row.product,
    groupName: row.groupName,
    groupSortIndex: row.groupSortIndex,
  }));
}

const servicesWithProductsQuery = prepareQuery('catalogue_services_with_products', (db) =>
  db
    .select({
      service: extraServices,
      productIds: sql<string | null>`string_agg(${productExtraServices.productId}::text, ',')`,
    })
    .from(extraServices)
    .leftJoin(
      productExtraServices,
      and(
        eq(productExtraServices.extraServiceId, extraServices.id),
        sql`${productExtraServices.productId} = any(${sql.placeholder('productIds')}::int[])`,
      ),
    )
    .groupBy(extraServices.id)
    .orderBy(asc(extraServices.id)),
);

/**
 * In one statement: the extra services of the given products, and every service's fee by
 * category (what findExtraServicesOfProducts and findExtraServiceFees read in two).
 */
export async function findServicesAndFeesOfProducts(
  db: Executor,
  productIds: number[],
): Promise<{ services: ProductExtraServiceRow[]; fees: { category: string; fee: string }[] }> {
  const rows = await servicesWithProductsQuery(db, { productIds: intArrayOf(productIds) });
  const services: ProductExtraServiceRow[] = [];
  for (const row of rows) {
    for (const productId of row.productIds ? row.productIds.split(',') : []) {
      services.push({ ...row.service, productId: Number(productId) });
    }
  }
  return {
    services,
    fees: rows.map((row) => ({ category: row.service.category, fee: row.service.fee })),
  };
}

const printFieldsQuery = prepareQuery('catalogue_print_fields_of_products', (db) =>
  db
    .select()
    .from(printFieldDefinitions)
    .where(sql`${printFieldDefinitions.productId} = any(${sql.placeholder('productIds')}::int[])`)
    .orderBy(asc(printFieldDefinitions.productId), asc(printFieldDefinitions.index)),
);

export async function findPrintFieldsOfProducts(
  db: Executor,
  productIds: number[],
): Promise<PrintFieldRow[]> {
  if (productIds.length === 0) return [];
  return printFieldsQuery(db, { productIds: intArrayOf(productIds) });
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

const versionAndGroupsStatement = prepareStatement<{ version: string; group_ids: string | null }>(
  'catalogue_version_and_groups',
  () => sql`select ${catalogueVersion.version}::text as version,
      (select string_agg(${companyProductGroupRights.productGroupId}::text, ',')
        from ${companyProductGroupRights}
        where ${companyProductGroupRights.companyId} = ${sql.placeholder('companyId')}::int
          and ${companyProductGroupRights.canOrder}) as group_ids
    from ${catalogueVersion} where ${catalogueVersion.id} = 1`,
);

/**
 * In one statement: the catalogue's version (raised in the transaction of every catalogue change)
 * and the product groups the company may order from now.
 */
export async function findCatalogueVersionAndGroups(
  db: Executor,
  companyId: number,
): Promise<{ version: number; groupIds: number[] }> {
  const [row] = await versionAndGroupsStatement(db, { companyId });
  return {
    version: Number(row?.version ?? 0),
    groupIds: row?.group_ids ? row.group_ids.split(',').map(Number) : [],
  };
}

/** Tells every server process that the catalogue changed (sent when `db`'s transaction commits). */
export async function notifyCatalogueChange(db: Executor, channel: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, 'all')`);
}
