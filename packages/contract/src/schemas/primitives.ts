import { z } from 'zod';
import { MESSAGE } from '../messages.js';

/** The largest id a PostgreSQL integer column holds; every id input is bounded by it. */
export const MAX_PK = 2_147_483_647;

/** An id sent in a body (product, address, extra service, print field, user). */
export const pkSchema = z
  .number({ error: MESSAGE.required })
  .int({ error: MESSAGE.invalid })
  .positive({ error: MESSAGE.invalid })
  .max(MAX_PK, { error: MESSAGE.invalid });

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
