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

/** An id in a path or query string: the same rules after turning the text into a number. */
export const pkParamSchema = z.coerce.number({ error: MESSAGE.invalid }).pipe(pkSchema);

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
