import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { addresses, companies, contacts, users } from '../../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;

/** A user with the company they belong to: the one read of the pair every module shares (decision 318). */
export type UserWithCompany = { user: UserRow; company: CompanyRow };

const userWithCompany = (db: Executor) =>
  db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId));

/** The user of an id with their company; undefined when there is none. */
export async function findUserWithCompany(
  db: Executor,
  userId: number,
): Promise<UserWithCompany | undefined> {
  const [row] = await userWithCompany(db).where(eq(users.id, userId));
  return row;
}

/** The user of an e-mail (any case) in the company of an account id (its COFOR10, any case), as at sign-in. */
export async function findUserWithCompanyByAccount(
  db: Executor,
  email: string,
  accountId: string,
): Promise<UserWithCompany | undefined> {
  const [row] = await userWithCompany(db).where(
    and(sql`lower(${users.email}) = lower(${email})`, eq(companies.cofor10, accountId.toUpperCase())),
  );
  return row;
}

/** The users of a company by last name: all of them, or all but one (`exceptUserId`). */
export async function findCompanyUsers(
  db: Executor,
  companyId: number,
  exceptUserId?: number,
): Promise<UserRow[]> {
  const ofCompany = eq(users.companyId, companyId);
  return db
    .select()
    .from(users)
    .where(exceptUserId === undefined ? ofCompany : and(ofCompany, ne(users.id, exceptUserId)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** The contacts of a company, by category. */
export async function findCompanyContacts(db: Executor, companyId: number) {
  return db
    .select()
    .from(contacts)
    .where(eq(contacts.companyId, companyId))
    .orderBy(asc(contacts.category), asc(contacts.id));
}

/** The billing and delivery addresses of a company, primary first. */
export async function findCompanyMainAddresses(db: Executor, companyId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(and(eq(addresses.companyId, companyId), inArray(addresses.category, ['BILLING', 'DELIVERY'])))
    .orderBy(asc(addresses.category), asc(addresses.isPrimary), asc(addresses.id));
}
