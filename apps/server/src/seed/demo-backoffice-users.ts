import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { outbox } from '../db/schema/index.js';
import { recordAudit } from '../modules/platform/audit/index.js';
import { insertMails, OUTBOX_DELIVERY } from '../modules/platform/mail/index.js';

/** The failed demo mail's recipient: the mailbox's "Failed" filter and its resend show on it. */
export const FAILED_DEMO_MAIL_RECIPIENT = 'bounced.supplier@demo.example';

/**
 * The back office's users, mailbox and audit screens' demo (issue 12): a mail that failed for good
 * (to resend from the mailbox) and the seed's own row in the audit log (actor 'system').
 */
export async function insertBackofficeDemo(tx: Executor, now: Date): Promise<void> {
  await insertMails(tx, [
    {
      recipient: FAILED_DEMO_MAIL_RECIPIENT,
      subject: 'Your order 2026-90001 was received',
      bodyText: 'Hello,\n\nyour order 2026-90001 was received.\n',
      template: 'order_confirmation',
    },
  ]);
  await tx
    .update(outbox)
    .set({
      attempts: OUTBOX_DELIVERY.maxAttempts,
      lastError: '550 5.1.1 <bounced.supplier@demo.example>: Recipient address rejected: User unknown',
      nextAttemptAt: now,
    })
    .where(eq(outbox.recipient, FAILED_DEMO_MAIL_RECIPIENT));
  await recordAudit(tx, { kind: 'system', label: 'demo data' }, now, {
    entityType: 'demo',
    entityId: 'seed',
    action: 'demo.create',
    after: { note: 'The demo data was loaded.' },
  });
}
