import { and, asc, desc, eq, exists, gt, ilike, inArray, notExists, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { lockIdempotencyKey } from '../../../db/idempotency-lock.js';
import {
  addresses,
  companies,
  distributionSends,
  distributionSpools,
  distributions,
  productGroups,
  products,
  spools,
} from '../../../db/schema/index.js';
import { utcIsoText } from '../../../db/sql-time.js';

export type CompanyRow = typeof companies.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;

export async function findCompany(db: Executor, companyId: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row;
}

/** Whether a distribution already holds the roll (the unique index makes it at most one). */
function isRedistributed(db: Executor): SQL {
  return exists(
    db.select({ one: sql`1` }).from(distributionSpools).where(eq(distributionSpools.spoolId, spools.id)),
  );
}

/** `text` for a LIKE pattern: its own %, _ and \ matched as they are. */
function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * A page of the company's rolls that no distribution holds, by spool_no after `after`, optionally
 * those whose spool_no contains `search` (any case); one row more than `limit` when more follow.
 */
export async function findAvailableSpools(
  db: Executor,
  companyId: number,
  page: { limit: number; after?: string | undefined; search?: string | undefined },
) {
  const conditions: SQL[] = [eq(spools.companyId, companyId)];
  if (page.after !== undefined) conditions.push(gt(spools.spoolNo, page.after));
  if (page.search) conditions.push(ilike(spools.spoolNo, `%${likeEscaped(page.search)}%`));
  conditions.push(
    notExists(
      db.select({ one: sql`1` }).from(distributionSpools).where(eq(distributionSpools.spoolId, spools.id)),
    ),
  );
  return db
    .select({
      id: spools.id,
      spoolNo: spools.spoolNo,
      comment: spools.comment,
      groupName: productGroups.name,
      customerReference: products.customerReference,
      windingDirection: products.windingDirection,
      labelsPerUnit: products.labelsPerUnit,
    })
    .from(spools)
    .innerJoin(products, eq(products.id, spools.productId))
    .innerJoin(productGroups, eq(productGroups.id, products.productGroupId))
    .where(and(...conditions))
    .orderBy(asc(spools.spoolNo))
    .limit(page.limit + 1);
}

/**
 * The company's addresses among `ids` (another company's are simply not found), share-locked in id
 * order until the send commits: an address cannot be changed back to waiting for approval, or
 * deleted, between the check that it is approved and the distribution that uses it.
 */
export async function findCompanyAddressesByIds(
  db: Executor,
  companyId: number,
  ids: number[],
): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(and(eq(addresses.companyId, companyId), inArray(addresses.id, ids)))
    .orderBy(asc(addresses.id))
    .for('share');
}

/** The company's rolls among `spoolNos`, each with whether a distribution already holds it. */
export async function findCompanySpoolsByNumbers(db: Executor, companyId: number, spoolNos: string[]) {
  return db
    .select({ id: spools.id, spoolNo: spools.spoolNo, isRedistributed: isRedistributed(db) })
    .from(spools)
    .where(and(eq(spools.companyId, companyId), inArray(spools.spoolNo, spoolNos)));
}

export async function insertDistributions(
  db: Executor,
  rows: { id: string; companyId: number; addressId: number; comment: string; createdAt: Date }[],
): Promise<void> {
  await db.insert(distributions).values(rows);
}

export async function insertDistributionSpools(
  db: Executor,
  rows: { distributionId: string; spoolId: number; comment: string }[],
): Promise<void> {
  await db.insert(distributionSpools).values(rows);
}

export type SendRow = typeof distributionSends.$inferSelect;

/** Holds the user's Idempotency-Key until the transaction ends (decision 268). */
export async function lockSendKey(tx: Executor, userId: number, key: string): Promise<void> {
  await lockIdempotencyKey(tx, 'distribution', userId, key);
}

export async function findSendByIdempotencyKey(
  db: Executor,
  userId: number,
  key: string,
): Promise<SendRow | undefined> {
  const [row] = await db
    .select()
    .from(distributionSends)
    .where(and(eq(distributionSends.userId, userId), eq(distributionSends.idempotencyKey, key)));
  return row;
}

export async function insertSend(
  db: Executor,
  row: { userId: number; idempotencyKey: string; requestHash: string; reply: { distributions: unknown[] } },
): Promise<void> {
  await db.insert(distributionSends).values(row);
}

/** The creation time as text to the microsecond (UTC): the keyset of the history. */
const createdAtText = utcIsoText(sql`${distributions.createdAt}`);

/**
 * A page of the company's distributions, newest first, with their recipient address: those before
 * (`at`, `id`) when given; one row more than `limit` when more follow.
 */
export async function findDistributionPage(
  db: Executor,
  companyId: number,
  page: { limit: number; before?: { at: string; id: string } | undefined },
) {
  const conditions: SQL[] = [eq(distributions.companyId, companyId)];
  if (page.before) {
    conditions.push(
      sql`(${distributions.createdAt}, ${distributions.id}) < (${page.before.at}::timestamptz, ${page.before.id}::uuid)`,
    );
  }
  return db
    .select({
      id: distributions.id,
      comment: distributions.comment,
      createdAt: distributions.createdAt,
      cursorAt: createdAtText,
      address: addresses,
    })
    .from(distributions)
    .innerJoin(addresses, eq(addresses.id, distributions.addressId))
    .where(and(...conditions))
    .orderBy(desc(distributions.createdAt), desc(distributions.id))
    .limit(page.limit + 1);
}

/** The rolls of the given distributions, by spool_no. */
export async function findDistributedSpools(db: Executor, distributionIds: string[]) {
  if (distributionIds.length === 0) return [];
  return db
    .select({
      distributionId: distributionSpools.distributionId,
      spoolNo: spools.spoolNo,
      comment: distributionSpools.comment,
    })
    .from(distributionSpools)
    .innerJoin(spools, eq(spools.id, distributionSpools.spoolId))
    .where(inArray(distributionSpools.distributionId, distributionIds))
    .orderBy(asc(spools.spoolNo));
}
