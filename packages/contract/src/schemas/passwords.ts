import { z } from 'zod';
import { DEFAULT_INPUT_MAX_LENGTH } from '../constants.js';
import { MESSAGE } from '../messages.js';
import { newPasswordSchema, repeatedPasswordSchema, requiredText, unknownFieldError } from './primitives.js';

/** E-mail addresses are at most 254 characters (RFC 5321). */
const EMAIL_MAX_LENGTH = 254;
/** Mailed codes are 43 characters (32 bytes, base64url); anything much longer is not one. */
const TOKEN_MAX_LENGTH = 200;

/** POST /accounts/api/reset_password/ (accounts-and-site.md 5: e-mail required and valid, account id required). */
export const resetPasswordBodySchema = z
  .strictObject(
    {
      email: requiredText(EMAIL_MAX_LENGTH, true).pipe(z.email({ error: MESSAGE.invalidEmail })),
      account_id: requiredText(DEFAULT_INPUT_MAX_LENGTH),
      /** Only tells the web not to show its notice (the expired-password page); the mail still goes. */
      suppress_notification: z.boolean().optional(),
    },
    unknownFieldError,
  )
  .meta({ id: 'ResetPasswordBody' });
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** The reset request's one answer, whether or not an account matched. */
export const resetPasswordReplySchema = z.object({ detail: z.string() }).meta({ id: 'ResetPasswordReply' });
export type ResetPasswordReply = z.infer<typeof resetPasswordReplySchema>;

const bothPasswords = z.object({ new_password: z.string(), new_password_repeated: z.string() });

/**
 * POST /accounts/api/confirm_password/: the new password twice (both required, the password rule,
 * must match), the account id and the mailed code. The server also refuses common passwords.
 */
export const confirmPasswordBodySchema = z
  .strictObject(
    {
      new_password: newPasswordSchema,
      new_password_repeated: repeatedPasswordSchema,
      account_id: requiredText(DEFAULT_INPUT_MAX_LENGTH),
      token: requiredText(TOKEN_MAX_LENGTH),
    },
    unknownFieldError,
  )
  .refine((body) => body.new_password === body.new_password_repeated, {
    error: MESSAGE.passwordsDoNotMatch,
    path: ['new_password_repeated'],
    // Checked as soon as both are typed, even while another field is still wrong.
    when: (payload) => {
      const parsed = bothPasswords.safeParse(payload.value);
      return parsed.success && parsed.data.new_password_repeated !== '';
    },
  })
  .meta({ id: 'ConfirmPasswordBody' });
export type ConfirmPasswordBody = z.input<typeof confirmPasswordBodySchema>;
