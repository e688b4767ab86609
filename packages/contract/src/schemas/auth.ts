import { z } from 'zod';
import { DEFAULT_INPUT_MAX_LENGTH } from '../constants.js';
import { MESSAGE } from '../messages.js';
import { refuseControlCharacters } from './primitives.js';

const requiredText = (max = DEFAULT_INPUT_MAX_LENGTH) =>
  refuseControlCharacters(
    z
      .string({ error: MESSAGE.required })
      .trim()
      .min(1, { error: MESSAGE.required })
      .max(max, { error: MESSAGE.maxLength }),
  );

/** POST /accounts/api/login/ */
export const loginBodySchema = z
  .object({
    username: requiredText(254),
    account_id: requiredText(),
    password: z
      .string({ error: MESSAGE.required })
      .min(1, { error: MESSAGE.required })
      .max(DEFAULT_INPUT_MAX_LENGTH, { error: MESSAGE.maxLength }),
    'g-recaptcha-response': z.string().max(4096).optional(),
  })
  .meta({ id: 'LoginBody' });
export type LoginBody = z.infer<typeof loginBodySchema>;

/** GET and POST /accounts/api/login/ answer the session's permissions. */
export const permissionsReplySchema = z
  .object({
    is_authenticated: z.boolean(),
    permissions: z.array(z.string()),
  })
  .meta({ id: 'Permissions' });
export type PermissionsReply = z.infer<typeof permissionsReplySchema>;

/** GET /accounts/api/session_status/ */
export const sessionStatusSchema = z
  .object({ timed_out: z.boolean(), is_authenticated: z.boolean() })
  .meta({ id: 'SessionStatus' });
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

/** GET /accounts/api/session_heartbeat/ */
export const heartbeatReplySchema = z
  .object({ is_authenticated: z.boolean(), expires_at: z.string().nullable() })
  .meta({ id: 'Heartbeat' });

export const emptyReplySchema = z.object({}).meta({ id: 'Empty' });
