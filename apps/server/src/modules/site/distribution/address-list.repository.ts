import { and, asc, desc, eq, exists, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { addresses, addressRejections, distributions } from '../../../db/schema/index.js';

/**
 * The rank of a distribution address in the list: rejected proposals (0, their own table) come
 * first, then addresses waiting for approval (1), approved ones (2), any other state (3).
 */
export const REJECTION_RANK = 0;
const addressRank = sql<number>`(case ${addresses.state} when 'CLIENT_APPROVAL_REQUESTED' then 1 when 'APPROVED' then 2 else 3 end)`;

export type ListCursor = { rank: number; id: number };

/** The company's rejected distribution proposals, newest first, after the cursor. */
export async function findDistributionRejections(
  db: Executor,
  companyId: number,
  page: { limit: number; after?: ListCursor | undefined },
) {
  const conditions: SQL[] = [
    eq(addressRejections.companyId, companyId),
    eq(addressRejections.category, 'DISTRIBUTION'),
  ];
  if (page.after) conditions.push(lt(addressRejections.id, page.after.id));
  return db
    .select()
    .from(addressRejections)
    .where(and(...conditions))
    .orderBy(desc(addressRejections.id))
    .limit(page.limit);
}

/**
 * The company's distribution addresses by rank, newest first within one, after the cursor; each
 * with whether distributions point to it.
 */
export async function findDistributionAddresses(
  db: Executor,
  companyId: number,
  page: { limit: number; after?: ListCursor | undefined },
) {
  const conditions: SQL[] = [eq(addresses.companyId, companyId), eq(addresses.category, 'DISTRIBUTION')];
  const after = page.after;
  if (after && after.rank > REJECTION_RANK) {
    conditions.push(
      or(
        sql`${addressRank} > ${after.rank}`,
        and(sql`${addressRank} = ${after.rank}`, lt(addresses.id, after.id)),
      ) as SQL,
    );
  }
  return db
    .select({
      address: addresses,
      rank: addressRank,
      isUsed: exists(
        db.select({ one: sql`1` }).from(distributions).where(eq(distributions.addressId, addresses.id)),
      ),
    })
    .from(addresses)
    .where(and(...conditions))
    .orderBy(asc(addressRank), desc(addresses.id))
    .limit(page.limit);
}

/** The company's approved delivery and billing addresses, primary first. */
export async function findOwnAddresses(db: Executor, companyId: number) {
  return db
    .select()
    .from(addresses)
    .where(
      and(
        eq(addresses.companyId, companyId),
        inArray(addresses.category, ['DELIVERY', 'BILLING']),
        eq(addresses.state, 'APPROVED'),
      ),
    )
    .orderBy(desc(addresses.isPrimary), asc(addresses.id));
}
