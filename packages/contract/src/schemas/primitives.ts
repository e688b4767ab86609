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
