import type { MailboxPage, MailboxQuery, MailStatus } from '@label-portal/contract';
import type { Database } from '../../db/client.js';
import { findMailboxPage, type OutboxRow } from './outbox.repository.js';
import { OUTBOX_DELIVERY } from './outbox-worker.js';

function statusOf(row: OutboxRow, isDelivering: boolean): MailStatus {
  if (row.sentAt) return 'sent';
  if (row.attempts >= OUTBOX_DELIVERY.maxAttempts) return 'failed';
  if (row.attempts > 0) return 'retrying';
  return isDelivering ? 'queued' : 'local';
}

/**
 * A page of the local mailbox (the outbox), newest first, optionally for one recipient; the
 * `before` cursor of the next page comes with it. `isDelivering`: an SMTP server is set.
 */
export async function listMailbox(
  db: Database,
  query: MailboxQuery,
  isDelivering: boolean,
): Promise<MailboxPage> {
  const rows = await findMailboxPage(db, {
    limit: query.limit,
    before: query.before,
    recipient: query.recipient || undefined,
  });
  const page = rows.slice(0, query.limit);
  return {
    delivery: isDelivering ? 'smtp' : 'local',
    next_before: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
    results: page.map((row) => {
      const status = statusOf(row, isDelivering);
      return {
        id: row.id,
        recipient: row.recipient,
        subject: row.subject,
        body_text: row.bodyText,
        body_html: row.bodyHtml,
        language: row.language,
        template: row.template,
        created_at: row.createdAt.toISOString(),
        sent_at: row.sentAt?.toISOString() ?? null,
        status,
        attempts: row.attempts,
        next_attempt_at:
          status === 'queued' || status === 'retrying' ? row.nextAttemptAt.toISOString() : null,
        last_error: row.lastError,
      };
    }),
  };
}
