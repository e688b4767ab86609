import { z } from 'zod';
import { MESSAGE } from './messages.js';

export const PASSWORD_MIN_LENGTH = 8;

const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;
const HAS_DIGIT = /[0-9]/;
const HAS_LOWER = /[a-z]/;
const HAS_SPECIAL = /[^A-Za-z0-9]/;

/** The message keys a password breaks, empty when it satisfies the shared rule. */
export function checkPassword(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(MESSAGE.passwordMinLength);
  if (!PRINTABLE_ASCII.test(password)) problems.push(MESSAGE.passwordPrintable);
  if (!(HAS_DIGIT.test(password) && HAS_LOWER.test(password) && HAS_SPECIAL.test(password))) {
    problems.push(MESSAGE.passwordComplexity);
  }
  return problems;
}

export function isValidPassword(password: string): boolean {
  return checkPassword(password).length === 0;
}

/** The password rule as a zod schema, for forms and routes alike. */
export const passwordSchema = z.string().superRefine((value, ctx) => {
  for (const message of checkPassword(value)) ctx.addIssue({ code: 'custom', message });
});
