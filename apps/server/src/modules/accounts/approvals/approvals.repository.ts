import { and, asc, desc, eq, gt, inArray, like, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import {
  addresses,
  addressRejections,
  addressVersions,
  companies,
  companyProductGroupRights,
  companyQuotaCategories,
  contacts,
  distributions,
  orders,
  productGroups,
  spools,
  users,
} from '../../../db/schema/index.js';

type UserState = (typeof users.$inferSelect)['state'];
export type AddressRow = typeof addresses.$inferSelect;

/** The delivery and distribution addresses a registration brought. */
export async function findRegistrationAddresses(db: Executor, companyId: number) {
  return db
    .select()
    .from(addresses)
    .where(and(eq(addresses.companyId, companyId), inArray(addresses.category, ['DELIVERY', 'DISTRIBUTION'])))
    .orderBy(asc(addresses.category), asc(addresses.id));
}

/** The provisioning, commercial and car-maker purchasing contacts of a company. */
export async function findApprovalContacts(db: Executor, companyId: number) {
  return db
    .select({ id: contacts.id, category: contacts.category, email: contacts.email })
    .from(contacts)
    .where(
      and(
        eq(contacts.companyId, companyId),
        inArray(contacts.category, ['PROVISIONING', 'COMMERCIAL', 'STELLANTIS_PURCHASING']),
      ),
    )
    .orderBy(asc(contacts.category), asc(contacts.id));
}

/** The names of the quota categories (product groups) a company asked for. */
export async function findQuotaCategoryNames(db: Executor, companyId: number): Promise<string[]> {
  const rows = await db
    .select({ name: productGroups.name })
    .from(companyQuotaCategories)
    .innerJoin(productGroups, eq(productGroups.id, companyQuotaCategories.productGroupId))
    .where(eq(companyQuotaCategories.companyId, companyId))
    .orderBy(asc(productGroups.sortIndex), asc(productGroups.name));
  return rows.map((row) => row.name);
}

/** True when another portal company's account id starts with the COFOR6 (decision 120). */
export async function isCofor6UsedInAccountIds(db: Executor, cofor6: string, companyId: number) {
  const escaped = cofor6.replace(/[\\%_]/g, (char) => `\\${char}`);
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(like(companies.cofor10, `${escaped}%`), ne(companies.id, companyId)))
    .limit(1);
  return row !== undefined;
}

/** Moves a user from one state to another; false when the user is no longer in `from`. */
export async function moveUserState(
  tx: Executor,
  userId: number,
  from: UserState,
  to: { state: UserState; isActive?: boolean },
): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set(to)
    .where(and(eq(users.id, userId), eq(users.state, from)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Deletes a user still in `state`; false when not (a concurrent change came first). */
export async function deleteUserInState(tx: Executor, userId: number, state: UserState): Promise<boolean> {
  const rows = await tx
    .delete(users)
    .where(and(eq(users.id, userId), eq(users.state, state)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * Deletes a company that has no user, no order and no roll left (one a rejected registration
 * created); its addresses, contacts, rights and quota categories go with it (cascade).
 */
export async function deleteCompanyIfUnused(tx: Executor, companyId: number): Promise<boolean> {
  const rows = await tx
    .delete(companies)
    .where(
      and(
        eq(companies.id, companyId),
        sql`not exists (select 1 from ${users} where ${users.companyId} = ${companyId})`,
        sql`not exists (select 1 from ${orders} where ${orders.companyId} = ${companyId})`,
        sql`not exists (select 1 from ${spools} where ${spools.companyId} = ${companyId})`,
      ),
    )
    .returning({ id: companies.id });
  return rows.length === 1;
}

/** An address with its company. */
export async function findAddressWithCompany(db: Executor, addressId: number) {
  const [row] = await db
    .select({ address: addresses, company: companies })
    .from(addresses)
    .innerJoin(companies, eq(companies.id, addresses.companyId))
    .where(eq(addresses.id, addressId));
  return row;
}

/** The approved versions of an address, newest first. */
export async function findAddressVersions(db: Executor, addressId: number) {
  return db
    .select()
    .from(addressVersions)
    .where(eq(addressVersions.addressId, addressId))
    .orderBy(desc(addressVersions.approvedAt), desc(addressVersions.id));
}

/** Approves an address still waiting; the approved row, or undefined when it no longer waits. */
export async function approveWaitingAddress(tx: Executor, addressId: number, at: Date) {
  const [row] = await tx
    .update(addresses)
    .set({ state: 'APPROVED', updatedAt: at })
    .where(and(eq(addresses.id, addressId), eq(addresses.state, 'CLIENT_APPROVAL_REQUESTED')))
    .returning();
  return row;
}

/**
 * Approves the delivery and distribution addresses of a company still waiting (those a registration
 * brought, shown on the user approval screen); the approved rows.
 */
export async function approveWaitingRegistrationAddresses(tx: Executor, companyId: number, at: Date) {
  return tx
    .update(addresses)
    .set({ state: 'APPROVED', updatedAt: at })
    .where(
      and(
        eq(addresses.companyId, companyId),
        inArray(addresses.category, ['DELIVERY', 'DISTRIBUTION']),
        eq(addresses.state, 'CLIENT_APPROVAL_REQUESTED'),
      ),
    )
    .returning();
}

export async function insertAddressVersion(
  tx: Executor,
  version: { addressId: number; snapshot: Record<string, string>; approvedAt: Date },
): Promise<void> {
  await tx.insert(addressVersions).values(version);
}

/** Whether distributions name the address as their recipient (then it cannot be deleted). */
export async function isAddressUsedByDistributions(tx: Executor, addressId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: distributions.id })
    .from(distributions)
    .where(eq(distributions.addressId, addressId))
    .limit(1);
  return rows.length > 0;
}

/** Deletes an address still waiting; the deleted row, or undefined when it no longer waits. */
export async function deleteWaitingAddress(tx: Executor, addressId: number) {
  const [row] = await tx
    .delete(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.state, 'CLIENT_APPROVAL_REQUESTED')))
    .returning();
  return row;
}

export async function insertAddressRejection(
  tx: Executor,
  rejection: {
    companyId: number;
    category: AddressRow['category'];
    snapshot: Record<string, string>;
    feedback: string;
    rejectedAt: Date;
  },
): Promise<void> {
  await tx.insert(addressRejections).values(rejection);
}

/** The active, approved users of a company (who hear about its addresses). */
export async function findCompanyMailUsers(db: Executor, companyId: number) {
  return db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.isActive, true), eq(users.state, 'APPROVED')))
    .orderBy(asc(users.id));
}

/**
 * A page of users in a state (or all), optionally matching a search (part of the e-mail, a name,
 * the company name or account id, any case), by id after the cursor (keyset: no OFFSET).
 */
export async function findUsersInState(
  db: Executor,
  filter: { state: UserState | 'ALL'; search?: string | undefined },
  after: number,
  limit: number,
) {
  const conditions: SQL[] = [gt(users.id, after)];
  if (filter.state !== 'ALL') conditions.push(eq(users.state, filter.state));
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(
      sql`(${users.email} ilike ${pattern} or ${users.firstName} ilike ${pattern} or ${users.lastName} ilike ${pattern}
        or (${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}
        or ${companies.name} ilike ${pattern} or ${companies.cofor10} ilike ${pattern})`,
    );
  }
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      state: users.state,
      isActive: users.isActive,
      createdAt: users.createdAt,
      companyName: companies.name,
      accountId: companies.cofor10,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(...conditions))
    .orderBy(asc(users.id))
    .limit(limit);
}

/** A user's state and active flag (to tell "not waiting" from "unknown"). */
export async function findUserState(db: Executor, userId: number) {
  const [row] = await db
    .select({ state: users.state, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * Gives a company that has no product-group rights yet the right to order the categories it asked
 * for at registration (decision 135); a company with rights keeps them as they are. Answers how
 * many rights were written.
 */
export async function grantRequestedProductGroups(tx: Executor, companyId: number): Promise<number> {
  const rows = await tx
    .insert(companyProductGroupRights)
    .select(
      tx
        .select({
          companyId: companyQuotaCategories.companyId,
          productGroupId: companyQuotaCategories.productGroupId,
          canOrder: sql<boolean>`true`.as('can_order'),
        })
        .from(companyQuotaCategories)
        .where(
          and(
            eq(companyQuotaCategories.companyId, companyId),
            sql`not exists (select 1 from ${companyProductGroupRights} where ${companyProductGroupRights.companyId} = ${companyId})`,
          ),
        ),
    )
    .onConflictDoNothing()
    .returning({ productGroupId: companyProductGroupRights.productGroupId });
  return rows.length;
}
