import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { MESSAGE } from '../messages.js';
import { refuseControlCharacters, wholeNumberParamSchema } from './primitives.js';

/**
 * Where a mail stands (decision 105): queued for its first attempt, retrying after failed ones,
 * sent, failed for good (the last error says why), or kept here because no SMTP server is set.
 */
export const MAIL_STATUSES = ['queued', 'retrying', 'sent', 'failed', 'local'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** One mail of the outbox, as the back office mailbox shows it. */
export const mailSchema = z
  .object({
    id: z.number().int(),
    recipient: z.string(),
    subject: z.string(),
    body_text: z.string(),
    /** The HTML part ('' for a plain-text mail); shown sandboxed, without scripts. */
    body_html: z.string(),
    language: z.enum(LANGUAGES),
    template: z.string(),
    created_at: z.string(),
    sent_at: z.string().nullable(),
    status: z.enum(MAIL_STATUSES),
    attempts: z.number().int(),
    /** When the next attempt may run (queued and retrying mails). */
    next_attempt_at: z.string().nullable(),
    last_error: z.string().nullable(),
  })
  .meta({ id: 'Mail' });
export type Mail = z.infer<typeof mailSchema>;

/** GET /backoffice/api/mailbox/ query: newest first, by keyset (the mails before the id `before`). */
export const mailboxQuerySchema = z.object({
  recipient: refuseControlCharacters(z.string().trim().max(254)).optional(),
  /** Only the mails in this status (issue 12). */
  status: z.enum(MAIL_STATUSES, { error: MESSAGE.invalid }).optional(),
  before: wholeNumberParamSchema({ min: 1, max: 2_147_483_647 }).optional(),
  limit: wholeNumberParamSchema({ min: 1, max: 200 }).default(50),
});
export type MailboxQuery = z.infer<typeof mailboxQuerySchema>;

export const mailboxPageSchema = z
  .object({
    /** smtp: mails are delivered; local: no SMTP server is set, mails stay here. */
    delivery: z.enum(['smtp', 'local']),
    results: z.array(mailSchema),
    /** The `before` of the next page; null on the last one. */
    next_before: z.number().int().nullable(),
  })
  .meta({ id: 'MailboxPage' });
export type MailboxPage = z.infer<typeof mailboxPageSchema>;
