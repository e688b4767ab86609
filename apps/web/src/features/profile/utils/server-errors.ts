import { formErrorOf } from '@label-portal/contract';
import { ApiError } from '../../../lib/api-client';

/** The per-field messages (already translated by the server) and the form-level one of a failure. */
export function serverErrorsOf(error: unknown): { fields: Record<string, string>; form: string | undefined } {
  if (!(error instanceof ApiError)) return { fields: {}, form: undefined };
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.reply?.errors ?? {})) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') fields[field] = messages[0];
  }
  return { fields, form: formErrorOf(error.reply) };
}
