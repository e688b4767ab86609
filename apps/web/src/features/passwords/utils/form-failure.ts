import { formErrorOf } from '@label-portal/contract';
import { ApiError } from '../../../lib/api-client';

export type FormFailure<F extends string> = {
  /** The server's form-level text (already translated), if any. */
  formError: string | undefined;
  /** A translation key for the form-level text when the server gave none. */
  fallbackKey: string | undefined;
  /** The server's first text per field (already translated). */
  fieldErrors: Partial<Record<F, string>>;
};

function firstText(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined;
  if (Array.isArray(value)) return value.find((item): item is string => typeof item === 'string');
  return undefined;
}

/** What a failed call says about the form: texts per field and one for the whole form. */
export function interpretFormFailure<F extends string>(error: unknown, fields: readonly F[]): FormFailure<F> {
  const reply = error instanceof ApiError ? error.reply : undefined;
  const errors = reply?.errors as Record<string, unknown> | undefined;
  const fieldErrors: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const text = firstText(errors?.[field]);
    if (text) fieldErrors[field] = text;
  }
  const formError = formErrorOf(reply);
  let fallbackKey: string | undefined;
  if (formError === undefined && Object.keys(fieldErrors).length === 0) {
    fallbackKey = error instanceof ApiError && error.status === 0 ? 'auth.networkError' : 'errors.internal';
  }
  return { formError, fallbackKey, fieldErrors };
}
