import { formErrorOf } from '@label-portal/contract';
import { ApiError } from '../../../lib/api-client';

/**
 * What a refused call says (already in the user's language): its per-field messages and its
 * form-level message. Null when it was not a refusal of the request (a network or server failure).
 */
export function refusalOf(
  error: unknown,
): { fields: Record<string, string>; message: string | undefined; status: number } | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.reply?.errors ?? {})) {
    if (field === 'detail' || field === 'non_field_errors') continue;
    if (Array.isArray(messages) && typeof messages[0] === 'string') fields[field] = messages[0];
  }
  const message = formErrorOf(error.reply) ?? Object.values(fields)[0];
  return { fields, message, status: error.status };
}
