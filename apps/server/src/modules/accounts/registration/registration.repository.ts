import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import {
  addresses,
  companies,
  companyQuotaCategories,
  contacts,
  groups,
  productGroups,
  supplierFileEntries,
  supplierFiles,
  userGroups,
  users,
} from '../../../db/schema/index.js';
import { toAddressLines } from '../companies/index.js';

export type SupplierEntry = typeof supplierFileEntries.$inferSelect;

/**
 * The entries of the latest supplier file upload (the last loaded, highest id: decision 184) for
 * a COFOR6, in file order; index supplier_file_entries (supplier_file_id, cofor6).
 */
export async function findSupplierEntries(db: Executor, cofor6: string): Promise<SupplierEntry[]> {
  const [latest] = await db
    .select({ id: supplierFiles.id })
    .from(supplierFiles)
    .orderBy(desc(supplierFiles.id))
    .limit(1);
  if (!latest) return [];
  return db
    .select()
    .from(supplierFileEntries)
    .where(and(eq(supplierFileEntries.supplierFileId, latest.id), eq(supplierFileEntries.cofor6, cofor6)))
    .orderBy(asc(supplierFileEntries.id));
}

/**
 * The portal's supplier companies of these account ids (one query), each with whether it has a
 * first user already: one past the e-mail confirmation (an unconfirmed registrant holds nothing:
 * decision 113).
 */
async function selectSupplierCompanies(db: Executor, cofor10s: readonly string[]) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      cofor6: companies.cofor6,
      cofor10: companies.cofor10,
      hasFirstUser: sql<boolean>`exists (select 1 from users first_user where first_user.company_id = "companies"."id"
        and first_user.is_first_user and first_user.state <> 'EMAIL_CONFIRMATION_REQUESTED')`,
    })
    .from(companies)
    .where(and(inArray(companies.cofor10, [...new Set(cofor10s)]), eq(companies.kind, 'SUPPLIER')));
}
export type PortalCompany = Awaited<ReturnType<typeof selectSupplierCompanies>>[number];

/** The portal's supplier companies of these account ids, by account id. */
export async function findSupplierCompanies(
  db: Executor,
  cofor10s: readonly string[],
): Promise<Map<string, PortalCompany>> {
  const rows = cofor10s.length === 0 ? [] : await selectSupplierCompanies(db, cofor10s);
  return new Map(rows.map((row) => [row.cofor10, row]));
}

/** A supplier company of the portal by its account id. */
export async function findSupplierCompany(db: Executor, cofor10: string): Promise<PortalCompany | undefined> {
  return (await findSupplierCompanies(db, [cofor10])).get(cofor10);
}

type AddressRow = typeof addresses.$inferSelect;
type ContactRow = typeof contacts.$inferSelect;

function prefillFrom(quotas: string[], addressRows: AddressRow[], contactRows: ContactRow[]) {
  const firstOf = (category: 'BILLING' | 'DELIVERY') => addressRows.find((row) => row.category === category);
  const chosen = [firstOf('BILLING'), firstOf('DELIVERY')].filter((row) => row !== undefined);
  return {
    quotas,
    addresses: chosen.map((row) => ({
      id: row.id,
      category: row.category as 'BILLING' | 'DELIVERY',
      ...toAddressLines(row),
    })),
    contacts: contactRows.map((row) => ({
      category: row.category,
      name: row.name,
      phone: row.phone,
      email: row.email,
    })),
  };
}

/** Rows by their company id, each company's in the rows' order. */
function groupByCompany<Row extends { companyId: number }>(rows: Row[]): Map<number, Row[]> {
  const groups = new Map<number, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.companyId);
    if (group) group.push(row);
    else groups.set(row.companyId, [row]);
  }
  return groups;
}

/**
 * What known companies' registrants see prefilled, by company id: quota categories,
 * billing/delivery addresses, contacts. Three queries whatever the number of companies.
 */
export async function findCompanyPrefills(db: Executor, companyIds: readonly number[]) {
  const ids = [...new Set(companyIds)];
  if (ids.length === 0) return new Map<number, CompanyPrefill>();
  const [quotaRows, addressRows, contactRows] = await Promise.all([
    db
      .select({ companyId: companyQuotaCategories.companyId, name: productGroups.name })
      .from(companyQuotaCategories)
      .innerJoin(productGroups, eq(productGroups.id, companyQuotaCategories.productGroupId))
      .where(inArray(companyQuotaCategories.companyId, ids))
      .orderBy(asc(productGroups.sortIndex)),
    db
      .select()
      .from(addresses)
      .where(and(inArray(addresses.companyId, ids), inArray(addresses.category, ['BILLING', 'DELIVERY'])))
      .orderBy(desc(addresses.isPrimary), asc(addresses.id)),
    db.select().from(contacts).where(inArray(contacts.companyId, ids)).orderBy(asc(contacts.id)),
  ]);
  const quotas = groupByCompany(quotaRows);
  const companyAddresses = groupByCompany(addressRows);
  const companyContacts = groupByCompany(contactRows);
  return new Map(
    ids.map((id) => [
      id,
      prefillFrom(
        (quotas.get(id) ?? []).map((row) => row.name),
        companyAddresses.get(id) ?? [],
        companyContacts.get(id) ?? [],
      ),
    ]),
  );
}

/** What a known company's registrant sees prefilled: quota categories, billing/delivery addresses, contacts. */
export async function findCompanyPrefill(db: Executor, companyId: number): Promise<CompanyPrefill> {
  return (await findCompanyPrefills(db, [companyId])).get(companyId)!;
}
export type CompanyPrefill = ReturnType<typeof prefillFrom>;

/** The product groups offered as quota categories, in their order. */
export async function findQuotaCategories(db: Executor) {
  return db
    .select({ id: productGroups.id, name: productGroups.name })
    .from(productGroups)
    .where(eq(productGroups.isQuotaCategory, true))
    .orderBy(asc(productGroups.sortIndex));
}

export async function isAccountIdTaken(db: Executor, cofor10: string): Promise<boolean> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.cofor10, cofor10))
    .limit(1);
  return rows.length > 0;
}

/** The company's user with this e-mail (case-insensitive), with their state. */
/** The company's user of an e-mail (any case), with what a notice to them is written from (stored data only). */
export async function findCompanyUserWithEmail(db: Executor, companyId: number, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      state: users.state,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), sql`lower(${users.email}) = lower(${email})`))
    .limit(1);
  return row;
}

/** Inserts the company; undefined when its account id is taken (a concurrent registration). */
export async function insertCompany(
  db: Executor,
  values: typeof companies.$inferInsert,
): Promise<number | undefined> {
  const [row] = await db
    .insert(companies)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: companies.id });
  return row?.id;
}

export async function insertAddress(db: Executor, values: typeof addresses.$inferInsert): Promise<number> {
  const [row] = await db.insert(addresses).values(values).returning({ id: addresses.id });
  return row!.id;
}

/** Replaces the company's contacts of the given categories. */
export async function replaceContacts(
  db: Executor,
  companyId: number,
  categories: readonly (typeof contacts.$inferInsert)['category'][],
  rows: (typeof contacts.$inferInsert)[],
): Promise<void> {
  if (categories.length > 0) {
    await db
      .delete(contacts)
      .where(and(eq(contacts.companyId, companyId), inArray(contacts.category, [...categories])));
  }
  if (rows.length > 0) await db.insert(contacts).values(rows);
}

export async function replaceQuotaCategories(db: Executor, companyId: number, productGroupIds: number[]) {
  await db.delete(companyQuotaCategories).where(eq(companyQuotaCategories.companyId, companyId));
  if (productGroupIds.length > 0) {
    await db
      .insert(companyQuotaCategories)
      .values(productGroupIds.map((productGroupId) => ({ companyId, productGroupId })));
  }
}

/** Inserts the user; undefined when a user of the company has the e-mail already (unique index). */
export async function insertUser(
  db: Executor,
  values: typeof users.$inferInsert,
): Promise<number | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning({ id: users.id });
  return row?.id;
}

export async function addUserToGroup(db: Executor, userId: number, groupName: string): Promise<void> {
  const [group] = await db.select({ id: groups.id }).from(groups).where(eq(groups.name, groupName));
  if (!group) throw new Error(`group ${groupName} missing`);
  await db.insert(userGroups).values({ userId, groupId: group.id });
}

export async function findUserForConfirmation(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: users.id, state: users.state, email: users.email, companyId: users.companyId })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function setUserState(
  db: Executor,
  userId: number,
  state: (typeof users.$inferInsert)['state'],
) {
  await db.update(users).set({ state }).where(eq(users.id, userId));
}
