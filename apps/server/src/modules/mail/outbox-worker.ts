import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.js';
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

/** Delivers pending outbox mail; returns how many went out. */
export async function deliverPendingMail(db: Database, send: MailTransport, log: FastifyBaseLogger) {
  const pending = await findPendingMails(db, BATCH, MAX_ATTEMPTS);
  let delivered = 0;
  for (const mail of pending) {
    try {
      await send({ to: mail.recipient, subject: mail.subject, text: mail.bodyText });
      await markMailSent(db, mail.id);
      delivered += 1;
    } catch (error) {
      log.warn({ err: error, mailId: mail.id }, 'mail delivery failed');
      await markMailFailed(db, mail.id, error instanceof Error ? error.message : String(error));
    }
  }
  return delivered;
}

/** Polls the outbox every few seconds; stop() waits for the current round. */
export function startOutboxWorker(options: {
  db: Database;
  send: MailTransport;
  log: FastifyBaseLogger;
  intervalMs?: number;
}) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => deliverPendingMail(options.db, options.send, options.log))
      .catch((error) => options.log.error({ err: error }, 'outbox round failed'));
  }, options.intervalMs ?? 5_000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
