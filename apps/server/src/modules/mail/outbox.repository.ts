import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';

export type MailInsert = {
  recipient: string;
  subject: string;
  bodyText: string;
  template: string;
  payload?: Record<string, unknown>;
};

/** Writes mail to the outbox; call it inside the transaction of the change that causes it. */
export async function insertMails(db: Executor, mails: MailInsert[]): Promise<void> {
  if (mails.length > 0) await db.insert(outbox).values(mails);
}

export async function findPendingMails(db: Executor, limit: number, maxAttempts: number) {
  return db
    .select()
    .from(outbox)
    .where(and(isNull(outbox.sentAt), lt(outbox.attempts, maxAttempts)))
    .orderBy(asc(outbox.id))
    .limit(limit);
}

export async function markMailSent(db: Executor, id: number, at: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ sentAt: at, attempts: sql`${outbox.attempts} + 1`, lastError: null })
    .where(eq(outbox.id, id));
}

export async function markMailFailed(db: Executor, id: number, error: string): Promise<void> {
  await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, lastError: error.slice(0, 1000) })
    .where(eq(outbox.id, id));
}

/** The local mailbox: newest first. */
export async function findMailboxPage(db: Executor, limit: number, offset: number, recipient?: string) {
  const where = recipient ? sql`lower(${outbox.recipient}) = lower(${recipient})` : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(outbox).where(where).orderBy(desc(outbox.id)).limit(limit).offset(offset),
    db.select({ count: sql<number>`count(*)::int` }).from(outbox).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}
