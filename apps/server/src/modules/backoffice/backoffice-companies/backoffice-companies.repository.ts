import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { companyRowOfGroup } from '../../../db/company-group-row.js';
import {
  addresses,
  companies,
  companyProductGroupRights,
  companyQuotaCategories,
  licensingEvents,
  productGroups,
  supplierFileEntries,
  supplierFiles,
  users,
} from '../../../db/schema/index.js';

export type CompanySearch = {
  name?: string | undefined;
  cofor6?: string | undefined;
  cofor10?: string | undefined;
  city?: string | undefined;
  country?: string | undefined;
  after?: { name: string; id: number } | undefined;
  limit: number;
};

/** `value` as a LIKE prefix pattern: its own % _ and \ match themselves. */
function prefixPattern(value: string): string {
  return `${value.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Supplier companies by name, COFOR6 and COFOR10 (prefixes), city (prefix) and country of one of
 * their addresses, ordered by lower(name) then id, after a keyset cursor (decision 201).
 */
export async function searchCompanies(db: Executor, search: CompanySearch) {
  const conditions: SQL[] = [eq(companies.kind, 'SUPPLIER')];
  if (search.name)
    conditions.push(sql`lower(${companies.name}) like ${prefixPattern(search.name.toLowerCase())}`);
  if (search.cofor6)
    conditions.push(sql`${companies.cofor6} like ${prefixPattern(search.cofor6.toUpperCase())}`);
  if (search.cofor10)
    conditions.push(sql`${companies.cofor10} like ${prefixPattern(search.cofor10.toUpperCase())}`);
  if (search.city) {
    conditions.push(
      sql`exists (select 1 from ${addresses} where ${addresses.companyId} = ${companies.id}
        and lower(${addresses.city}) like ${prefixPattern(search.city.toLowerCase())})`,
    );
  }
  if (search.country) {
    conditions.push(
      sql`exists (select 1 from ${addresses} where ${addresses.companyId} = ${companies.id}
        and ${addresses.countryCode} = ${search.country.toUpperCase()})`,
    );
  }
  if (search.after) {
    conditions.push(
      sql`(lower(${companies.name}), ${companies.id}) > (${search.after.name}, ${search.after.id})`,
    );
  }
  // The company's id written out with its table: in a select list Drizzle writes a column of a
  // one-table query without it, and "id" inside the subquery would be the address's own.
  const companyId = sql`${sql.identifier('companies')}.${sql.identifier('id')}`;
  const firstAddress = (column: SQL) =>
    sql<string>`coalesce((select ${column} from ${addresses} where ${addresses.companyId} = ${companyId}
      order by (${addresses.category} = 'BILLING') desc, ${addresses.isPrimary} desc, ${addresses.id} limit 1), '')`;
  return db
    .select({
      id: companies.id,
      name: companies.name,
      sortName: sql<string>`lower(${companies.name})`,
      cofor6: companies.cofor6,
      cofor10: companies.cofor10,
      blockedForOrdering: companies.blockedForOrdering,
      blockedCompletely: companies.blockedCompletely,
      city: firstAddress(sql`${addresses.city}`),
      countryCode: firstAddress(sql`${addresses.countryCode}`),
    })
    .from(companies)
    .where(and(...conditions))
    .orderBy(sql`lower(${companies.name})`, asc(companies.id))
    .limit(search.limit);
}

export async function findCompany(db: Executor, id: number, forUpdate = false) {
  const query = db.select().from(companies).where(eq(companies.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export type CompanyChanges = Partial<
  Pick<
    typeof companies.$inferInsert,
    'blockedForOrdering' | 'blockedCompletely' | 'transportRestriction' | 'handlingIncluded'
  >
>;

/** Writes the changes and raises the version when the row still has `version`; undefined when stale. */
export async function updateCompanyAtVersion(
  db: Executor,
  id: number,
  version: number,
  changes: CompanyChanges,
) {
  const [row] = await db
    .update(companies)
    .set({ ...changes, version: sql`${companies.version} + 1` })
    .where(and(eq(companies.id, id), eq(companies.version, version)))
    .returning();
  return row;
}

export async function findProductGroupsOf(db: Executor, companyId: number) {
  return db
    .select({
      id: productGroups.id,
      name: productGroups.name,
      isQuotaCategory: productGroups.isQuotaCategory,
      canOrder: sql<boolean>`coalesce(${companyProductGroupRights.canOrder}, false)`,
      quotaRequested: sql<boolean>`${companyQuotaCategories.companyId} is not null`,
      balance: sql<string>`coalesce((select sum(case ${licensingEvents.type} when 'WITHDRAWAL' then -${licensingEvents.amount}
        else ${licensingEvents.amount} end) from ${licensingEvents}
        where ${licensingEvents.companyId} = ${companyId} and ${licensingEvents.productGroupId} = ${productGroups.id}), 0)::text`,
    })
    .from(productGroups)
    .leftJoin(companyProductGroupRights, companyRowOfGroup(companyProductGroupRights, companyId))
    .leftJoin(companyQuotaCategories, companyRowOfGroup(companyQuotaCategories, companyId))
    .orderBy(productGroups.sortIndex, productGroups.id);
}

export async function findRightsOf(db: Executor, companyId: number) {
  return db
    .select({
      productGroupId: companyProductGroupRights.productGroupId,
      canOrder: companyProductGroupRights.canOrder,
    })
    .from(companyProductGroupRights)
    .where(eq(companyProductGroupRights.companyId, companyId))
    .orderBy(companyProductGroupRights.productGroupId);
}

export async function upsertRights(
  db: Executor,
  companyId: number,
  rights: readonly { productGroupId: number; canOrder: boolean }[],
) {
  if (rights.length === 0) return;
  await db
    .insert(companyProductGroupRights)
    .values(rights.map((right) => ({ companyId, ...right })))
    .onConflictDoUpdate({
      target: [companyProductGroupRights.companyId, companyProductGroupRights.productGroupId],
      set: { canOrder: sql`excluded.can_order` },
    });
}

export async function countProductGroups(db: Executor, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: productGroups.id })
    .from(productGroups)
    .where(inArray(productGroups.id, [...ids]));
  return rows.length;
}

/** The company's quota categories, as product group ids in order. */
export async function findQuotaCategoryIdsOf(db: Executor, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: companyQuotaCategories.productGroupId })
    .from(companyQuotaCategories)
    .where(eq(companyQuotaCategories.companyId, companyId))
    .orderBy(companyQuotaCategories.productGroupId);
  return rows.map((row) => row.id);
}

/** How many of these ids are product groups offered as quota categories. */
export async function countQuotaCategoryGroups(db: Executor, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: productGroups.id })
    .from(productGroups)
    .where(and(inArray(productGroups.id, [...ids]), eq(productGroups.isQuotaCategory, true)));
  return rows.length;
}

/** Sets the company's quota categories to exactly these product groups. */
export async function replaceQuotaCategoriesOf(db: Executor, companyId: number, ids: readonly number[]) {
  await db.delete(companyQuotaCategories).where(eq(companyQuotaCategories.companyId, companyId));
  if (ids.length > 0) {
    await db
      .insert(companyQuotaCategories)
      .values(ids.map((productGroupId) => ({ companyId, productGroupId })));
  }
}

/** The latest supplier file marks an entry of this COFOR6 restricted (the registration's COFOR6_RESTRICTED). */
export async function isRestrictedInSupplierFile(db: Executor, cofor6: string): Promise<boolean> {
  if (!cofor6) return false;
  const [row] = await db
    .select({ id: supplierFileEntries.id })
    .from(supplierFileEntries)
    .where(
      and(
        eq(supplierFileEntries.supplierFileId, sql`(select max(${supplierFiles.id}) from ${supplierFiles})`),
        eq(supplierFileEntries.cofor6, cofor6),
        eq(supplierFileEntries.restricted, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertContractEvent(
  db: Executor,
  event: { companyId: number; productGroupId: number; amount: number; reference: string; at: Date },
) {
  const [row] = await db
    .insert(licensingEvents)
    .values({
      companyId: event.companyId,
      productGroupId: event.productGroupId,
      type: 'CONTRACT',
      amount: event.amount,
      reference: event.reference,
      createdAt: event.at,
    })
    .returning();
  return row!;
}

export async function findLicensingEventsOf(db: Executor, companyId: number) {
  return db
    .select()
    .from(licensingEvents)
    .where(eq(licensingEvents.companyId, companyId))
    .orderBy(desc(licensingEvents.createdAt), desc(licensingEvents.id))
    .limit(100);
}

export async function findUsersOf(db: Executor, companyId: number) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      state: users.state,
      isActive: users.isActive,
    })
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(users.email, users.id);
}

export async function findAddressesOf(db: Executor, companyId: number) {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.companyId, companyId))
    .orderBy(addresses.category, addresses.id);
}
