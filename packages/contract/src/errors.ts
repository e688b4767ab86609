/**
 * Error codes and the error reply shape. Every failing API reply is
 * `{ code, errors }` where `errors` maps a field name to its messages, and may carry `detail`
 * (the form-level message), `non_field_errors` and `type` (for example PASSWORD_EXPIRED).
 * The web's generic wrapper treats any reply with an `errors` field as a failure.
 */
import { z } from 'zod';

export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'NOT_AUTHENTICATED',
  'FORBIDDEN',
  'CSRF_FAILED',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'LOGIN_FAILED',
  'PASSWORD_EXPIRED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorReplySchema = z
  .object({
    code: z.enum(ERROR_CODES),
    errors: z
      .object({
        detail: z.string().optional(),
        non_field_errors: z.array(z.string()).optional(),
        type: z.string().optional(),
        /** Account approval: the account was already rejected and deleted. */
        user_deleted: z.boolean().optional(),
      })
      .catchall(z.union([z.array(z.string()), z.string(), z.boolean()])),
  })
  .meta({ id: 'ErrorReply' });

export type ErrorReply = z.infer<typeof errorReplySchema>;

/**
 * The form-level message of an error reply: the token field, then detail, then non_field_errors
 * (ordering.md section 8, accounts-and-site.md section 8).
 */
export function formErrorOf(reply: Partial<ErrorReply> | undefined): string | undefined {
  const errors = reply?.errors;
  if (!errors) return undefined;
  const token = errors.token;
  return (
    (Array.isArray(token) ? token[0] : typeof token === 'string' ? token : undefined) ??
    errors.detail ??
    errors.non_field_errors?.[0]
  );
}
