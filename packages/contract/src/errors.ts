/**
 * Error codes and the error reply shape. Every failing API reply is
 * `{ code, errors }` where `errors` maps a field name to its messages, and may carry `detail`
 * (the form-level message), `non_field_errors` and `type` (for example PASSWORD_EXPIRED).
 * The web's generic wrapper treats any reply with an `errors` field as a failure.
 *
 * Beside the texts, when the request has the header `X-Message-Keys: 1` (the web app sends it),
 * `message_keys` names the catalogue message (messages.ts) of each text, with its interpolation
 * values, so that a client can show it again in another language (decision 308):
 * `detail` gets one reference (an array when it is made of several messages joined, decision 316), a field (and `non_field_errors`) an array aligned with its texts,
 * `null` where the text is not from the catalogue. Clients that read only the texts are unaffected.
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

/** A catalogue message: its key and the values of its `{{name}}` placeholders. */
export const messageRefSchema = z
  .object({
    key: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  // Inline, not a named component: OpenAPI 3.0 cannot mark a `$ref` nullable.
  .meta({ description: 'A catalogue message: its key and the values of its placeholders' });

export type MessageRef = z.infer<typeof messageRefSchema>;

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
    /** The catalogue key of each text of `errors`, by the same names (decision 308). */
    message_keys: z
      .record(z.string(), z.union([messageRefSchema, z.array(messageRefSchema.nullable())]))
      .optional()
      .meta({
        description:
          'Only when the request has the header `X-Message-Keys: 1`: the catalogue key and interpolation values of each text in `errors`. `detail` has one (an array for a detail made of several messages), a field (or `non_field_errors`) an array aligned with its messages, null for a text that is not from the catalogue.',
      }),
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

/** The catalogue reference of the message `formErrorOf` picks, when the reply names one. */
export function formErrorKeyOf(reply: Partial<ErrorReply> | undefined): MessageRef | undefined {
  const errors = reply?.errors;
  const keys = reply?.message_keys;
  if (!errors || !keys) return undefined;
  const first = (name: string) => {
    const ref = keys[name];
    return (Array.isArray(ref) ? ref[0] : ref) ?? undefined;
  };
  if (errors.token !== undefined) return first('token');
  if (errors.detail !== undefined) return first('detail');
  if (errors.non_field_errors?.[0] !== undefined) return first('non_field_errors');
  return undefined;
}
