import { type ErrorReply, formErrorKeyOf, type MessageRef } from '@label-portal/contract';
import type { TFunction } from 'i18next';
import { ApiError } from './api-client';

/**
 * Where a server message's catalogue key rides in a react-hook-form error's `types` (beside the
 * key's values), so that the field shows it in the language of the moment (decision 308).
 */
const SERVER_KEY = 'serverMessageKey';

/** The catalogue references the reply gives for the texts of one of its fields (decision 308). */
export function messageRefsOf(failure: unknown, field: string): readonly (MessageRef | null)[] {
  const keys =
    failure instanceof ApiError ? (failure.reply?.message_keys as ErrorReply['message_keys']) : undefined;
  const refs = keys && Object.hasOwn(keys, field) ? keys[field] : undefined;
  if (refs === undefined) return [];
  return Array.isArray(refs) ? refs : [refs];
}

/** The catalogue reference of a refusal's form-level message (the one `formErrorOf` picks). */
export function formMessageRefOf(failure: unknown): MessageRef | undefined {
  return failure instanceof ApiError ? formErrorKeyOf(failure.reply) : undefined;
}

/** The `types` of a field error set from the server: its catalogue key and values, if it has one. */
export function serverErrorTypes(ref: MessageRef | null | undefined): Record<string, string> | undefined {
  if (!ref) return undefined;
  const types: Record<string, string> = {};
  for (const [name, value] of Object.entries(ref.params ?? {})) types[name] = String(value);
  types[SERVER_KEY] = ref.key;
  return types;
}

/**
 * A server message in the interface's current language: its catalogue key translated by i18next
 * when the reply named one (and the web knows it), else the text as the server wrote it.
 */
export function translateServerMessage(
  t: TFunction,
  text: string,
  ref: MessageRef | null | undefined,
): string {
  if (!ref || !t(ref.key, { defaultValue: '' })) return text;
  return t(ref.key, { ...ref.params, defaultValue: text });
}

/** A field error set from the server (`types` from `serverErrorTypes`) in the current language. */
export function translateServerFieldError(
  t: TFunction,
  error: { message?: string | undefined; types?: Record<string, unknown> | undefined },
): string | undefined {
  if (!error.message) return undefined;
  const key = error.types?.[SERVER_KEY];
  if (typeof key !== 'string') return error.message;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(error.types ?? {}))
    if (name !== SERVER_KEY && typeof value === 'string') params[name] = value;
  return translateServerMessage(t, error.message, { key, params });
}
