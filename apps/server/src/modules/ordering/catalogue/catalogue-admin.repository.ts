import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import {
  extraServices,
  printFieldDefinitions,
  productExtraServices,
  productGroups,
  productImages,
  products,
} from '../../../db/schema/index.js';

export type ProductGroupRow = typeof productGroups.$inferSelect;
export type AdminProductRow = typeof products.$inferSelect;
export type ExtraServiceRow = typeof extraServices.$inferSelect;
export type PrintFieldDefinitionRow = typeof printFieldDefinitions.$inferSelect;
export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'version' | 'createdAt'>;
export type PrintFieldValues = Omit<typeof printFieldDefinitions.$inferInsert, 'id' | 'productId'>;

export async function findAllProductGroups(db: Executor): Promise<ProductGroupRow[]> {
  return db.select().from(productGroups).orderBy(asc(productGroups.sortIndex), asc(productGroups.id));
}

export async function findAllProducts(db: Executor): Promise<AdminProductRow[]> {
  return db.select().from(products).orderBy(asc(products.productGroupId), asc(products.customerReference));
}

export async function findAllExtraServices(db: Executor): Promise<ExtraServiceRow[]> {
  return db.select().from(extraServices).orderBy(asc(extraServices.id));
}

export async function findAllProductServiceLinks(db: Executor, productIds?: number[]) {
  const query = db.select().from(productExtraServices);
  return productIds ? query.where(inArray(productExtraServices.productId, productIds)) : query;
}

export async function findPrintDefinitions(db: Executor, productIds?: number[]) {
  const query = db.select().from(printFieldDefinitions);
  const filtered = productIds ? query.where(inArray(printFieldDefinitions.productId, productIds)) : query;
  return filtered.orderBy(asc(printFieldDefinitions.productId), asc(printFieldDefinitions.index));
}

export async function findProductGroup(db: Executor, id: number): Promise<ProductGroupRow | undefined> {
  const [row] = await db.select().from(productGroups).where(eq(productGroups.id, id));
  return row;
}

export async function findProductGroupByName(
  db: Executor,
  name: string,
): Promise<ProductGroupRow | undefined> {
  const [row] = await db.select().from(productGroups).where(eq(productGroups.name, name));
  return row;
}

export async function insertProductGroup(db: Executor, values: { name: string; sortIndex: number }) {
  const [row] = await db.insert(productGroups).values(values).returning();
  return row!;
}

/** Changes a group when its version is still `version`; undefined when someone saved first. */
export async function updateProductGroupAt(
  db: Executor,
  id: number,
  version: number,
  values: { name: string; sortIndex: number },
): Promise<ProductGroupRow | undefined> {
  const [row] = await db
    .update(productGroups)
    .set({ ...values, version: sql`${productGroups.version} + 1` })
    .where(and(eq(productGroups.id, id), eq(productGroups.version, version)))
    .returning();
  return row;
}

export async function findProduct(db: Executor, id: number): Promise<AdminProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

export async function insertProduct(db: Executor, values: ProductValues): Promise<AdminProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  return row!;
}

/** Changes a product when its version is still `version` (raising it); undefined otherwise. */
export async function updateProductAt(
  db: Executor,
  id: number,
  version: number,
  values: Partial<ProductValues>,
): Promise<AdminProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...values, version: sql`${products.version} + 1` })
    .where(and(eq(products.id, id), eq(products.version, version)))
    .returning();
  return row;
}

export async function replaceProductServices(db: Executor, productId: number, serviceIds: number[]) {
  await db.delete(productExtraServices).where(eq(productExtraServices.productId, productId));
  if (serviceIds.length > 0)
    await db
      .insert(productExtraServices)
      .values(serviceIds.map((extraServiceId) => ({ productId, extraServiceId })));
}

export async function findExtraServicesByIds(db: Executor, ids: number[]): Promise<ExtraServiceRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(extraServices).where(inArray(extraServices.id, ids));
}

export async function findExtraServiceByCategory(db: Executor, category: 'PRINTING') {
  const [row] = await db.select().from(extraServices).where(eq(extraServices.category, category));
  return row;
}

export async function updateExtraServiceAt(
  db: Executor,
  id: number,
  version: number,
  values: Pick<ExtraServiceRow, 'name' | 'fee'>,
): Promise<ExtraServiceRow | undefined> {
  const [row] = await db
    .update(extraServices)
    .set({ ...values, version: sql`${extraServices.version} + 1` })
    .where(and(eq(extraServices.id, id), eq(extraServices.version, version)))
    .returning();
  return row;
}

export async function findExtraService(db: Executor, id: number): Promise<ExtraServiceRow | undefined> {
  const [row] = await db.select().from(extraServices).where(eq(extraServices.id, id));
  return row;
}

/**
 * Makes a product's definitions the given ones: those with a pk of this product are changed in
 * place (stored print data keeps pointing at them), new ones inserted, the others deleted.
 */
export async function replacePrintDefinitions(
  db: Executor,
  productId: number,
  fields: (PrintFieldValues & { id?: number | undefined })[],
): Promise<void> {
  const kept = fields.flatMap((field) => (field.id === undefined ? [] : [field.id]));
  await db
    .delete(printFieldDefinitions)
    .where(
      kept.length > 0
        ? and(eq(printFieldDefinitions.productId, productId), notInArray(printFieldDefinitions.id, kept))
        : eq(printFieldDefinitions.productId, productId),
    );
  for (const { id, ...values } of fields) {
    if (id === undefined) await db.insert(printFieldDefinitions).values({ ...values, productId });
    else
      await db
        .update(printFieldDefinitions)
        .set(values)
        .where(and(eq(printFieldDefinitions.id, id), eq(printFieldDefinitions.productId, productId)));
  }
}

export async function upsertProductImage(
  db: Executor,
  values: { productId: number; mimeType: string; content: Buffer; uploadedAt: Date },
): Promise<void> {
  await db
    .insert(productImages)
    .values(values)
    .onConflictDoUpdate({
      target: productImages.productId,
      set: { mimeType: values.mimeType, content: values.content, uploadedAt: values.uploadedAt },
    });
}

export async function findProductImage(db: Executor, productId: number) {
  const [row] = await db.select().from(productImages).where(eq(productImages.productId, productId));
  return row;
}
