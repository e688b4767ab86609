import {
  type Mail,
  type MailboxPage,
  type MailboxQuery,
  type MailStatus,
  MESSAGE,
} from '@label-portal/contract';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import { splitKeysetPage } from '../../../lib/keyset-page.js';
import { recordAudit } from '../audit/index.js';
import {
  findMailboxPage,
  findMailForUpdate,
  type OutboxRow,
  requeueFailedMail,
} from './outbox.repository.js';
import { OUTBOX_DELIVERY } from './outbox-worker.js';

/**
 * The mail's status at `now`: failed only when every attempt is used and none is in flight (its
 * claim's lease over, decision 189); the last attempt while it is being made is still retrying.
 */
function statusOf(row: OutboxRow, isDelivering: boolean, now: Date): MailStatus {
  if (row.sentAt) return 'sent';
  if (row.attempts >= OUTBOX_DELIVERY.maxAttempts && row.nextAttemptAt <= now) return 'failed';
  if (row.attempts > 0) return 'retrying';
  return isDelivering ? 'queued' : 'local';
}

function mailOf(row: OutboxRow, isDelivering: boolean, now: Date): Mail {
  const status = statusOf(row, isDelivering, now);
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
    next_attempt_at: status === 'queued' || status === 'retrying' ? row.nextAttemptAt.toISOString() : null,
    last_error: row.lastError,
  };
}

/**
 * A page of the local mailbox (the outbox), newest first, optionally for one recipient and in one
 * status; the `before` cursor of the next page comes with it. `isDelivering`: an SMTP server is set.
 */
export async function listMailbox(
  db: Database,
  query: MailboxQuery,
  isDelivering: boolean,
  now: Date,
): Promise<MailboxPage> {
  const rows = await findMailboxPage(db, {
    limit: query.limit,
    before: query.before,
    recipient: query.recipient || undefined,
    status: query.status
      ? { status: query.status, isDelivering, maxAttempts: OUTBOX_DELIVERY.maxAttempts, now }
      : undefined,
  });
  const { page, next } = splitKeysetPage(rows, query.limit, (last) => last.id);
  return {
    delivery: isDelivering ? 'smtp' : 'local',
    next_before: next,
    results: page.map((row) => mailOf(row, isDelivering, now)),
  };
}

/**
 * POST backoffice:api_mailbox_resend (decisions 213, 189): a mail failed for good is queued again
 * (no attempt counted, due now), so the outbox worker sends it; its audit row keeps the attempts and
 * the last error it had. A sent mail, one the worker still tries and one whose delivery is in flight
 * answer 409 with why; nothing changes.
 */
export async function resendMail(
  deps: { db: Database; now: Clock; isDelivering: boolean },
  actorUserId: number,
  mailId: number,
): Promise<Mail> {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const found = await findMailForUpdate(tx, mailId);
    if (!found) throw new AppError('NOT_FOUND', { detail: MESSAGE.notFound });
    const status = statusOf(found, deps.isDelivering, now);
    if (status === 'sent') throw new AppError('CONFLICT', { detail: MESSAGE.mailAlreadySent });
    // The conditional update decides (decision 189): only a mail failed for good, none in flight.
    const queued = await requeueFailedMail(tx, mailId, { now, maxAttempts: OUTBOX_DELIVERY.maxAttempts });
    if (!queued) {
      const isLastAttemptInFlight =
        found.attempts >= OUTBOX_DELIVERY.maxAttempts && found.nextAttemptAt > now;
      throw new AppError('CONFLICT', {
        detail: isLastAttemptInFlight ? MESSAGE.mailBeingSent : MESSAGE.mailStillPending,
      });
    }
    await recordAudit(tx, { kind: 'user', userId: actorUserId }, now, {
      entityType: 'mail',
      entityId: mailId,
      action: 'mail.resend',
      before: {
        recipient: found.recipient,
        template: found.template,
        status,
        attempts: found.attempts,
        last_error: found.lastError,
        next_attempt_at: found.nextAttemptAt.toISOString(),
      },
      after: { attempts: 0, last_error: null, next_attempt_at: now.toISOString() },
    });
    return queued;
  });
  return mailOf(row, deps.isDelivering, now);
}
