import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { addresses, companies, groupRights, userGroups, users } from '../../../db/schema/index.js';

/**
 * The active, approved users holding a right through one of their groups (the right itself, its
 * app's wildcard or `*`): the car-maker's approvers for accounts.approve_user / approve_address.
 */
export async function findUsersHoldingRight(db: Executor, right: string) {
  const [app] = right.split('.');
  return db
    .selectDistinct({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .innerJoin(userGroups, eq(userGroups.userId, users.id))
    .innerJoin(groupRights, eq(groupRights.groupId, userGroups.groupId))
    .where(
      and(
        inArray(groupRights.right, [right, `${app}.*`, '*']),
        eq(users.isActive, true),
        eq(users.state, 'APPROVED'),
      ),
    )
    .orderBy(users.id);
}

export async function findAddressWithCompany(db: Executor, addressId: number) {
  const [row] = await db
    .select({
      category: addresses.category,
      streetAddress: addresses.streetAddress,
      postalCode: addresses.postalCode,
      city: addresses.city,
      countryCode: addresses.countryCode,
      companyName: companies.name,
      accountId: companies.cofor10,
    })
    .from(addresses)
    .innerJoin(companies, eq(companies.id, addresses.companyId))
    .where(eq(addresses.id, addressId));
  return row;
}
