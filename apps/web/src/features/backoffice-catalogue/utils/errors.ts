import { ApiError } from '../../../lib/api-client';

/** The server's per-field messages (already in the user's language) of a refused change. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const errors = (error.reply?.errors ?? {}) as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'detail' || key === 'type') continue;
    if (Array.isArray(value) && typeof value[0] === 'string') fields[key] = value[0];
  }
  return fields;
}

/** The form-level message of a refused change (a stale version's 409 says so clearly). */
export function detailOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const detail = (error.reply?.errors as Record<string, unknown> | undefined)?.detail;
  return typeof detail === 'string' ? detail : undefined;
}
