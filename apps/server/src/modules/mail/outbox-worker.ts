import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { startPeriodicTask } from '../../lib/periodic-task.js';
import { findPendingMails, markMailFailed, markMailSent } from './outbox.repository.js';

const BATCH = 20;
const MAX_ATTEMPTS = 5;

export type MailTransport = (mail: { to: string; subject: string; text: string }) => Promise<void>;

/** SMTP when SMTP_URL is set; otherwise mail stays in the outbox table, read as the local mailbox. */
export function createMailTransport(smtpUrl: string | undefined, from: string): MailTransport {
  if (!smtpUrl) return async () => {};
  const transporter = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    await transporter.sendMail({ from, ...mail });
  };
}

type OutboxDeps = { db: Database; send: MailTransport; log: FastifyBaseLogger; now: Clock };

/** Delivers pending outbox mail; returns how many went out. */
async function deliverPendingMail(deps: OutboxDeps) {
  const pending = await findPendingMails(deps.db, BATCH, MAX_ATTEMPTS);
  let delivered = 0;
  for (const mail of pending) {
    try {
      await deps.send({ to: mail.recipient, subject: mail.subject, text: mail.bodyText });
      await markMailSent(deps.db, mail.id, deps.now());
      delivered += 1;
    } catch (error) {
      deps.log.warn({ err: error, mailId: mail.id }, 'mail delivery failed');
      await markMailFailed(deps.db, mail.id, error instanceof Error ? error.message : String(error));
    }
  }
  return delivered;
}

/**
 * Polls the outbox every few seconds; stop() waits for the current round. Every server process
 * runs it, but a round runs only while no other process runs one (`runAlone`, an advisory lock on
 * PostgreSQL): two rounds at once would both read the same pending mail and send it twice.
 */
export function startOutboxWorker(
  options: OutboxDeps & {
    intervalMs?: number;
    runAlone: (name: string, work: () => Promise<unknown>) => Promise<boolean>;
  },
) {
  return startPeriodicTask({
    name: 'outbox delivery',
    intervalMs: options.intervalMs ?? 5_000,
    run: () => options.runAlone('outbox delivery', () => deliverPendingMail(options)),
    log: options.log,
  });
}
