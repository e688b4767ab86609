import { readRefusal, type ServerMessage } from '../../../lib/server-messages';
import { filterFieldOf, type VerificationFilterField } from './verification-filters';

/**
 * What a refused Verifications call says, read by the one reader (decision 316): its messages on
 * the panel's fields and its form-level message, each made a text by `show` (the screen's
 * `useServerMessage()`: the language of the moment). Null when it was not a refusal (a network or
 * server failure).
 */
export function refusalOf(
  error: unknown,
  show: (message: ServerMessage | undefined) => string | undefined = (message) => message?.text,
): { fields: Partial<Record<VerificationFilterField, string>>; message: string | undefined } | null {
  const refusal = readRefusal(error);
  if (!refusal || refusal.status < 400 || refusal.status >= 500) return null;
  const fields: Partial<Record<VerificationFilterField, string>> = {};
  let first: string | undefined;
  for (const [key, message] of refusal.fields) {
    if (!Array.isArray(refusal.errors[key])) continue;
    const text = show(message);
    if (!text) continue;
    first ??= text;
    const field = filterFieldOf(key.split('.')[0] ?? key);
    if (field) fields[field] ??= text;
  }
  return { fields, message: show(refusal.form) ?? first };
}
