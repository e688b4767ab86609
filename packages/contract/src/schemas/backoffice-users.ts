import { z } from 'zod';
import { USER_STATES } from '../constants.js';
import { MESSAGE } from '../messages.js';
import { mailSchema } from './mail.js';
import { unknownFieldError, userContactShape, versionSchema } from './primitives.js';

/** One user as the back office's user detail shows and edits them. */
export const backofficeUserDetailSchema = z
  .object({
    ...userContactShape,
    company_id: z.number().int(),
    company_name: z.string(),
    account_id: z.string(),
    state: z.enum(USER_STATES),
    is_active: z.boolean(),
    registered_at: z.string(),
    last_login_at: z.string().nullable(),
    groups: z.array(z.string()),
    /** Every group a user can be given (the seeded groups). */
    available_groups: z.array(z.object({ name: z.string(), description: z.string() })),
    version: z.number().int(),
  })
  .meta({ id: 'BackofficeUserDetail' });
export type BackofficeUserDetail = z.infer<typeof backofficeUserDetailSchema>;

/** PATCH backoffice:api_user_detail: the version read, and what changes. */
export const backofficeUserChangeSchema = z.strictObject(
  {
    version: versionSchema,
    is_active: z.boolean({ error: MESSAGE.invalid }).optional(),
    groups: z
      .array(z.string({ error: MESSAGE.invalid }).trim().min(1, { error: MESSAGE.required }).max(100), {
        error: MESSAGE.invalid,
      })
      .max(20, { error: MESSAGE.invalid })
      .optional(),
  },
  unknownFieldError,
);
export type BackofficeUserChange = z.infer<typeof backofficeUserChangeSchema>;

export const confirmationResentSchema = z
  .object({ pk: z.number().int(), state: z.enum(USER_STATES), sent_to: z.string() })
  .meta({ id: 'ConfirmationResent' });

/** POST backoffice:api_mailbox_resend: the mail as it stands after the resend. */
export const resentMailSchema = mailSchema;
