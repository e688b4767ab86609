import type { Database } from '../../db/client.js';
import { findMailboxPage } from './outbox.repository.js';

/** A page of the local mailbox (the outbox), newest first, optionally for one recipient. */
export async function listMailbox(
  db: Database,
  page: { limit: number; offset: number; recipient?: string | undefined },
) {
  const { rows, count } = await findMailboxPage(db, page.limit, page.offset, page.recipient);
  return {
    count,
    results: rows.map((row) => ({
      id: row.id,
      recipient: row.recipient,
      subject: row.subject,
      body_text: row.bodyText,
      template: row.template,
      created_at: row.createdAt.toISOString(),
      sent_at: row.sentAt?.toISOString() ?? null,
      attempts: row.attempts,
      last_error: row.lastError,
    })),
  };
}
