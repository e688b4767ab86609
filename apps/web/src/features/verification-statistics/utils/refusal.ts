import { formErrorOf } from '@label-portal/contract';
import { ApiError } from '../../../lib/api-client';
import { filterFieldOf, type VerificationFilterField } from './verification-filters';

/**
 * What a refused Verifications call says (already in the user's language): its messages on the
 * panel's fields and its form-level message. Null when it was not a refusal (a network or server
 * failure).
 */
export function refusalOf(
  error: unknown,
): { fields: Partial<Record<VerificationFilterField, string>>; message: string | undefined } | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  const fields: Partial<Record<VerificationFilterField, string>> = {};
  let first: string | undefined;
  for (const [key, messages] of Object.entries(error.reply?.errors ?? {})) {
    if (key === 'detail' || key === 'non_field_errors') continue;
    if (!Array.isArray(messages) || typeof messages[0] !== 'string') continue;
    first ??= messages[0];
    const field = filterFieldOf(key.split('.')[0] ?? key);
    if (field) fields[field] ??= messages[0];
  }
  return { fields, message: formErrorOf(error.reply) ?? first };
}
