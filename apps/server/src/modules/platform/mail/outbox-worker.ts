import type { Language } from '@label-portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';
import { startPeriodicTask } from '../../../lib/periodic-task.js';
import { redactMailCodes } from './compose-mail.js';
import { claimDueMails, markMailFailed, markMailSent, releaseMails } from './outbox.repository.js';

/** Delivery schedule (decision 105). */
export const OUTBOX_DELIVERY = {
  /** Mails claimed per statement. */
  batch: 10,
  /** A claim's lease: a mail a dead process had claimed is tried again after it. */
  leaseMs: 5 * 60_000,
  /** After this many attempts a mail stays in the outbox as failed. */
  maxAttempts: 10,
  /** The wait after the first failed attempt; it doubles with each further one … */
  firstRetryMs: 60_000,
  /** … up to this. */
  maxRetryMs: 4 * 3_600_000,
} as const;

/** How long to wait after the `attempts`-th failed attempt: 1, 2, 4 … minutes, at most 4 hours. */
export function retryDelayMs(attempts: number): number {
  const doubled = OUTBOX_DELIVERY.firstRetryMs * 2 ** Math.max(attempts - 1, 0);
  return Math.min(doubled, OUTBOX_DELIVERY.maxRetryMs);
}

export type OutgoingMail = { to: string; subject: string; text: string; html: string; language: Language };
export type MailTransport = (mail: OutgoingMail) => Promise<void>;

/** SMTP through nodemailer, with timeouts well inside a claim's lease. */
export function createMailTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return async (mail) => {
    await transporter.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      headers: { 'Content-Language': mail.language },
    });
  };
}

/**
 * The server refused this message or recipient for good (an SMTP 5xx reply to the envelope or the
 * message): trying again cannot help. A 5xx at sign-in (EAUTH) is the server's setup, so retried.
 */
function isPermanentRefusal(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  return (
    (code === 'EENVELOPE' || code === 'EMESSAGE') &&
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600
  );
}

type OutboxDeps = { db: Database; send: MailTransport; log: FastifyBaseLogger; now: Clock };

/**
 * One delivery round: claims the due mails and sends them one by one. A mail whose claim is half
 * spent is given back untried, so that no mail is sent after its lease could have ended.
 */
export async function deliverDueMails(deps: OutboxDeps): Promise<number> {
  const claimedAt = deps.now();
  const sendBefore = claimedAt.getTime() + OUTBOX_DELIVERY.leaseMs / 2;
  const claimed = await claimDueMails(deps.db, {
    limit: OUTBOX_DELIVERY.batch,
    maxAttempts: OUTBOX_DELIVERY.maxAttempts,
    now: claimedAt,
    leaseUntil: new Date(claimedAt.getTime() + OUTBOX_DELIVERY.leaseMs),
  });
  let delivered = 0;
  for (const [index, mail] of claimed.entries()) {
    if (deps.now().getTime() >= sendBefore) {
      await releaseMails(
        deps.db,
        claimed.slice(index).map((rest) => rest.id),
        deps.now(),
      );
      break;
    }
    try {
      await deps.send({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.bodyText,
        html: mail.bodyHtml,
        language: mail.language,
      });
      await markMailSent(deps.db, mail.id, deps.now(), {
        bodyText: redactMailCodes(mail.bodyText),
        bodyHtml: redactMailCodes(mail.bodyHtml),
      });
      delivered += 1;
    } catch (error) {
      const isFinal = isPermanentRefusal(error) || mail.attempts >= OUTBOX_DELIVERY.maxAttempts;
      deps.log.warn(
        { err: error, mailId: mail.id, attempts: mail.attempts, isFinal },
        'mail delivery failed',
      );
      await markMailFailed(deps.db, mail.id, {
        error: error instanceof Error ? error.message : String(error),
        // A final failure is failed from now on (no lease, no retry): the mailbox may resend it.
        retryAt: isFinal ? deps.now() : new Date(deps.now().getTime() + retryDelayMs(mail.attempts)),
        isFinal,
        maxAttempts: OUTBOX_DELIVERY.maxAttempts,
      });
    }
  }
  return delivered;
}

/**
 * Polls the outbox every few seconds in every server process; stop() waits for the current round.
 * Processes may deliver at the same time: each sends only the mails it claimed (decision 105).
 */
export function startOutboxWorker(options: OutboxDeps & { intervalMs?: number }) {
  return startPeriodicTask({
    name: 'outbox delivery',
    intervalMs: options.intervalMs ?? 5_000,
    run: () => deliverDueMails(options),
    log: options.log,
  });
}
