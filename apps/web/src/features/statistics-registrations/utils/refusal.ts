import { readRefusal, type ServerMessage } from '../../../lib/server-messages';

/**
 * What a refused call says, read by the one reader (decision 316): its per-field messages and its
 * form-level message, each made a text by `show` (the screen's `useServerMessage()`: the language of
 * the moment). Null when it was not a refusal of the request (a network or server failure).
 */
export function refusalOf(
  error: unknown,
  show: (message: ServerMessage | undefined) => string | undefined = (message) => message?.text,
): { fields: Record<string, string>; message: string | undefined; status: number } | null {
  const refusal = readRefusal(error);
  if (!refusal || refusal.status < 400 || refusal.status >= 500) return null;
  const fields: Record<string, string> = {};
  for (const [field, message] of refusal.fields) {
    if (!Array.isArray(refusal.errors[field])) continue;
    const text = show(message);
    if (text) fields[field] = text;
  }
  const message = show(refusal.form) ?? Object.values(fields)[0];
  return { fields, message, status: refusal.status };
}
