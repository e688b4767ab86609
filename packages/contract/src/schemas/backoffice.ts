import { z } from 'zod';
import { refuseControlCharacters, wholeNumberParamSchema } from './primitives.js';

/** GET /backoffice/api/settings/: one tunable value. */
export const settingSchema = z
  .object({ key: z.string(), value: z.unknown(), description: z.string(), updated_at: z.string() })
  .meta({ id: 'Setting' });
export type Setting = z.infer<typeof settingSchema>;

/** One mail of the outbox, as the back office mailbox shows it. */
export const mailSchema = z
  .object({
    id: z.number().int(),
    recipient: z.string(),
    subject: z.string(),
    body_text: z.string(),
    template: z.string(),
    created_at: z.string(),
    sent_at: z.string().nullable(),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
  })
  .meta({ id: 'Mail' });
export type Mail = z.infer<typeof mailSchema>;

/** GET /backoffice/api/mailbox/ query. */
export const mailboxQuerySchema = z.object({
  recipient: refuseControlCharacters(z.string().max(254)).optional(),
  limit: wholeNumberParamSchema({ min: 1, max: 200 }).default(50),
  offset: wholeNumberParamSchema({ min: 0, max: 10_000_000 }).default(0),
});
export type MailboxQuery = z.infer<typeof mailboxQuerySchema>;

export const mailboxPageSchema = z
  .object({ count: z.number().int(), results: z.array(mailSchema) })
  .meta({ id: 'MailboxPage' });
export type MailboxPage = z.infer<typeof mailboxPageSchema>;

/** GET /healthz: liveness and the database check. */
export const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.string() });
export type Health = z.infer<typeof healthSchema>;
