import type { Language, MailStatus } from '@label-portal/contract';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { outbox } from '../../../db/schema/index.js';

export type MailInsert = {
  recipient: string;
  subject: string;
  bodyText: string;
  /** The HTML part; absent for a plain-text mail. */
  bodyHtml?: string;
  language?: Language;
  template: string;
  payload?: Record<string, unknown>;
};

export type OutboxRow = typeof outbox.$inferSelect;

/** Writes mail to the outbox; call it inside the transaction of the change that causes it. */
export async function insertMails(db: Executor, mails: MailInsert[]): Promise<void> {
  if (mails.length > 0) await db.insert(outbox).values(mails);
}

/**
 * Claims up to `limit` mails due for an attempt, oldest first: one statement counts the attempt and
 * moves `next_attempt_at` to the end of the lease, so no other process claims them meanwhile (rows
 * another process is claiming are skipped, not waited for). A process that dies holding a claim
 * leaves its mails to be claimed again when the lease ends.
 */
export async function claimDueMails(
  db: Executor,
  claim: { limit: number; maxAttempts: number; now: Date; leaseUntil: Date },
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        isNull(outbox.sentAt),
        lte(outbox.nextAttemptAt, claim.now),
        lt(outbox.attempts, claim.maxAttempts),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outbox)
    .set({ nextAttemptAt: claim.leaseUntil, attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** A delivered mail: sent, with its stored bodies replaced by the given (code-free) copies. */
export async function markMailSent(
  db: Executor,
  id: number,
  at: Date,
  stored: { bodyText: string; bodyHtml: string },
): Promise<void> {
  await db
    .update(outbox)
    .set({ sentAt: at, lastError: null, bodyText: stored.bodyText, bodyHtml: stored.bodyHtml })
    .where(eq(outbox.id, id));
}

/** A failed attempt: the error kept, the next attempt not before `retryAt` (none with `isFinal`). */
export async function markMailFailed(
  db: Executor,
  id: number,
  failure: { error: string; retryAt: Date; isFinal: boolean; maxAttempts: number },
): Promise<void> {
  await db
    .update(outbox)
    .set({
      lastError: failure.error.slice(0, 1000),
      nextAttemptAt: failure.retryAt,
      ...(failure.isFinal ? { attempts: sql`greatest(${outbox.attempts}, ${failure.maxAttempts})` } : {}),
    })
    .where(eq(outbox.id, id));
}

/** Gives claimed mails back untried (the round ran out of lease time): due now, attempt not counted. */
export async function releaseMails(db: Executor, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({ nextAttemptAt: now, attempts: sql`${outbox.attempts} - 1` })
    .where(and(inArray(outbox.id, ids), isNull(outbox.sentAt)));
}

export type StatusFilter = { status: MailStatus; isDelivering: boolean; maxAttempts: number; now: Date };

/**
 * Failed for good (decision 189): unsent, every attempt used, and no delivery in flight (the last
 * attempt's claim moves `next_attempt_at` to the end of its lease; a final failure sets it to the
 * time of the failure).
 */
function isFinallyFailed(maxAttempts: number, now: Date): SQL {
  return and(isNull(outbox.sentAt), gte(outbox.attempts, maxAttempts), lte(outbox.nextAttemptAt, now)) as SQL;
}

function statusCondition(filter: StatusFilter): SQL {
  const unsent = isNull(outbox.sentAt);
  switch (filter.status) {
    case 'sent':
      return isNotNull(outbox.sentAt);
    case 'failed':
      return isFinallyFailed(filter.maxAttempts, filter.now);
    case 'retrying':
      return and(
        unsent,
        gt(outbox.attempts, 0),
        or(lt(outbox.attempts, filter.maxAttempts), gt(outbox.nextAttemptAt, filter.now)),
      ) as SQL;
    case 'queued':
      return filter.isDelivering ? (and(unsent, eq(outbox.attempts, 0)) as SQL) : sql`false`;
    case 'local':
      return filter.isDelivering ? sql`false` : (and(unsent, eq(outbox.attempts, 0)) as SQL);
  }
}

/** One mail, locked for the change that follows in the same transaction. */
export async function findMailForUpdate(db: Executor, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id)).for('update');
  return row;
}

/**
 * Queues a failed mail again: no attempt counted, due now, the last error cleared (its audit row
 * keeps it). Only a mail failed for good at this moment (one conditional statement, decision 189):
 * undefined when it was sent, is still tried, or a delivery of it is in flight.
 */
export async function requeueFailedMail(
  db: Executor,
  id: number,
  at: { now: Date; maxAttempts: number },
): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(outbox)
    .set({ attempts: 0, nextAttemptAt: at.now, lastError: null })
    .where(and(eq(outbox.id, id), isFinallyFailed(at.maxAttempts, at.now)))
    .returning();
  return row;
}

/**
 * The local mailbox, newest first, by keyset: the mails before the id `before`, optionally of one
 * recipient (any case; index outbox_recipient_idx). One row more than asked tells if more follow.
 */
export async function findMailboxPage(
  db: Executor,
  page: {
    limit: number;
    before?: number | undefined;
    recipient?: string | undefined;
    /** Only the mails in this status (the conditions of mailbox.service.ts statusOf). */
    status?: StatusFilter | undefined;
  },
): Promise<OutboxRow[]> {
  const conditions: SQL[] = [];
  if (page.status) conditions.push(statusCondition(page.status));
  if (page.recipient) conditions.push(sql`lower(${outbox.recipient}) = lower(${page.recipient})`);
  if (page.before !== undefined) conditions.push(lt(outbox.id, page.before));
  return db
    .select()
    .from(outbox)
    .where(and(...conditions))
    .orderBy(desc(outbox.id))
    .limit(page.limit + 1);
}
