import { z } from 'zod';
import { DEFAULT_INPUT_MAX_LENGTH, PHONE_MIN_DIGITS } from '../constants.js';
import { MESSAGE } from '../messages.js';
import { checkPassword } from '../password.js';

/** The largest id a PostgreSQL integer column holds; every id input is bounded by it. */
export const MAX_PK = 2_147_483_647;

/** An id sent in a body (product, address, extra service, print field, user). */
export const pkSchema = z
  .number({ error: MESSAGE.required })
  .int({ error: MESSAGE.invalid })
  .positive({ error: MESSAGE.invalid })
  .max(MAX_PK, { error: MESSAGE.invalid });

/**
 * The version of a record read before a change (optimistic locking). Any whole number from 0 up is
 * a well-formed version (orders start at 0, other records at 1); one that is not the record's
 * current version is a conflict (409), one that is no version at all is refused here (400).
 */
export const versionSchema = z
  .number({ error: MESSAGE.required })
  .int({ error: MESSAGE.invalid })
  .min(0, { error: MESSAGE.invalid })
  .max(MAX_PK, { error: MESSAGE.invalid });

/**
 * The option of a strict object: a key it does not know gets the catalogue's message. Its other
 * issues (null, a list or a text where the object was expected) keep zod's own, which the server
 * maps by issue code ("The request body must be a JSON object." for a whole body).
 */
export const unknownFieldError = {
  error: (issue: { code?: string }) =>
    issue.code === 'unrecognized_keys' ? MESSAGE.unknownField : undefined,
};

/** Decimal digits only: no sign, no blank, no `0x10`, `1e3`, `1.0` or spaces. */
const DECIMAL_DIGITS = /^[0-9]+$/;

/**
 * A whole number written in a path or query string. Only decimal digits are read (Number() and
 * z.coerce would take `0x10`, `+1`, `1e1`, '' and ' ' too); bounds give their own message.
 */
export function wholeNumberParamSchema(bounds: { min: number; max: number }) {
  return (
    z
      .string({ error: MESSAGE.wholeNumber })
      .regex(DECIMAL_DIGITS, { error: MESSAGE.wholeNumber })
      .transform(Number)
      .pipe(
        // Digits only: the one way to miss a finite number is to be too large (Infinity).
        z
          .number({ error: MESSAGE.maxValue })
          .min(bounds.min, { error: MESSAGE.minValue })
          .max(bounds.max, { error: MESSAGE.maxValue }),
      )
      // The OpenAPI document states what the text stands for: an integer within the bounds.
      .meta({ type: 'integer', minimum: bounds.min, maximum: bounds.max })
  );
}

/** An id in a path or query string: decimal digits, then the rules of an id. */
export const pkParamSchema = z
  .string({ error: MESSAGE.invalid })
  .regex(DECIMAL_DIGITS, { error: MESSAGE.invalid })
  .transform(Number)
  .pipe(pkSchema)
  .meta({ type: 'integer', minimum: 1, maximum: MAX_PK });

/** The path parameters of a call on one row by its id (`…/:pk/…`). */
export const pkParamsSchema = z.object({ pk: pkParamSchema });

/**
 * Control characters other than tab, line feed and carriage return. PostgreSQL refuses NUL in
 * text and jsonb, and none of them belongs in what a user types.
 */
export function hasControlCharacters(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    const isC0 = code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d;
    if (isC0 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** A string schema for user text: the same rules, and no control characters. */
export function refuseControlCharacters<T extends z.ZodString>(schema: T): T {
  return schema.refine((value) => !hasControlCharacters(value), { error: MESSAGE.controlCharacters });
}

/**
 * Required user text: trimmed, at least one character, at most `max`, no control characters.
 * `abort` stops the checks that follow at an empty value (one message, not two).
 */
export function requiredText(max = DEFAULT_INPUT_MAX_LENGTH, abort = false) {
  return refuseControlCharacters(
    z
      .string({ error: MESSAGE.required })
      .trim()
      .min(1, { error: MESSAGE.required, abort })
      .max(max, { error: MESSAGE.maxLength }),
  );
}

/** A new password: required ('You must enter a new password'), then the shared password rule. */
export const newPasswordSchema = z
  .string({ error: MESSAGE.newPasswordRequired })
  .min(1, { error: MESSAGE.newPasswordRequired })
  .max(DEFAULT_INPUT_MAX_LENGTH, { error: MESSAGE.maxLength })
  .superRefine((value, ctx) => {
    if (value === '') return;
    for (const message of checkPassword(value)) ctx.addIssue({ code: 'custom', message });
  });

/** The new password typed again: required, compared with the first by the body's own rule. */
export const repeatedPasswordSchema = z
  .string({ error: MESSAGE.required })
  .min(1, { error: MESSAGE.required })
  .max(DEFAULT_INPUT_MAX_LENGTH, { error: MESSAGE.maxLength });

/** What a phone number keeps: digits and + . ( ) space hyphen (accounts-and-site.md section 5). */
const PHONE_DROPPED = /[^0-9+.() -]/g;

/** What a phone input keeps of what is typed. */
export function normalizePhone(input: string): string {
  return input.replace(PHONE_DROPPED, '');
}

/** The digits of a phone number, counted for the "at least 8 digits" rule. */
export function countPhoneDigits(phone: string): number {
  return phone.replace(/[^0-9]/g, '').length;
}

/**
 * A phone number (the profile's and the registration's one rule): required, only the kept
 * characters, at least 8 digits, at most 100 characters.
 */
export const phoneSchema = z
  .string({ error: MESSAGE.required })
  .transform((value) => normalizePhone(value).trim())
  .pipe(
    z
      .string()
      .min(1, { error: MESSAGE.required })
      .max(DEFAULT_INPUT_MAX_LENGTH, { error: MESSAGE.maxLength })
      .refine((value) => value === '' || countPhoneDigits(value) >= PHONE_MIN_DIGITS, {
        error: MESSAGE.phoneMinDigits,
      }),
  );

/** A phone that may stay empty (a contact's): the kept characters only; the 8 digits are checked where it is required. */
export const optionalPhoneSchema = z
  .string({ error: MESSAGE.required })
  .transform((value) => normalizePhone(value).trim())
  .pipe(z.string().max(DEFAULT_INPUT_MAX_LENGTH, { error: MESSAGE.maxLength }));

/**
 * The most characters a text schema accepts (its `.max()`), through `.optional()`, `.nullable()`,
 * `.default()` and pipes: the web's inputs take their `maxLength` from it, so a limit changed in
 * the contract changes the form (decision 317). Throws for a schema without one, so a form never
 * silently loses its limit.
 */
export function maxLengthOf(schema: z.ZodType): number {
  let current: z.core.$ZodType | undefined = schema;
  for (let depth = 0; current && depth < 10; depth++) {
    // A string schema's own getter (it reads the `.max()` check), else the bag of other kinds.
    const maximum =
      (current as { maxLength?: unknown }).maxLength ?? (current._zod.bag as { maximum?: unknown }).maximum;
    if (typeof maximum === 'number') return maximum;
    const def = current._zod.def as { innerType?: z.core.$ZodType; in?: z.core.$ZodType };
    current = def.innerType ?? def.in;
  }
  throw new Error('maxLengthOf: the schema has no maximum length');
}

/**
 * The lines of a postal address as the replies write them (the company line, street, details,
 * postal code, city, country code): spread into every reply that shows an address's lines.
 */
export const addressLinesShape = {
  company_name: z.string(),
  street_address: z.string(),
  address_details: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country_code: z.string(),
};

/**
 * A user as the replies that show one person write them (their pk, e-mail, names and phone):
 * spread into the account and the back office's user detail.
 */
export const userContactShape = {
  pk: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
};
