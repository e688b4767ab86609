import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { addresses, companies, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;

export async function findUserWithCompany(db: Executor, userId: number) {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row;
}

/** The other users of a company, by last name. */
export async function findCompanyUsers(db: Executor, companyId: number, exceptUserId: number) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), ne(users.id, exceptUserId)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** The billing and delivery addresses of a company, primary first. */
export async function findCompanyMainAddresses(db: Executor, companyId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(and(eq(addresses.companyId, companyId), inArray(addresses.category, ['BILLING', 'DELIVERY'])))
    .orderBy(asc(addresses.category), asc(addresses.isPrimary), asc(addresses.id));
}
