import { type ErrorReply, formErrorOf, type MessageRef } from '@label-portal/contract';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client';

/**
 * The catalogue reference of a server message: one key, or several for a text made of several
 * catalogue messages joined by a space (a blocked company's reasons, decision 316).
 */
export type ServerMessageRef = MessageRef | readonly MessageRef[];

/**
 * A message of the server as the web keeps it (decision 316): the text the server wrote, and its
 * catalogue reference when the reply named one, so that it is shown in the language of the moment
 * (`useServerMessage`), never stored as a text only.
 */
export interface ServerMessage {
  text: string;
  ref?: ServerMessageRef | undefined;
}

/** What a refused call says, read once for every screen (decision 316). */
export interface Refusal {
  /** The HTTP status (0 for a network failure). */
  status: number;
  code: string | undefined;
  /** The form-level message: the token field, then detail, then non_field_errors (`formErrorOf`). */
  form: ServerMessage | undefined;
  /** The first message of each other field, by the reply's field path, in the reply's order. */
  fields: ReadonlyMap<string, ServerMessage>;
  /** The reply's `errors` as sent (its `type`, `email`, `user_deleted` …). */
  errors: Readonly<Record<string, unknown>>;
}

/** Fields of `errors` that are not a field's messages. */
const FORM_FIELDS = new Set(['detail', 'non_field_errors', 'type']);

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

/**
 * The catalogue reference of a refusal's form-level message (the one `formErrorOf` picks): the
 * detail's one or several, the first of the token's or non_field_errors'.
 */
export function formMessageRefOf(failure: unknown): ServerMessageRef | undefined {
  if (!(failure instanceof ApiError)) return undefined;
  const errors = failure.reply?.errors as Record<string, unknown> | undefined;
  if (!errors) return undefined;
  const name =
    errors.token !== undefined
      ? 'token'
      : errors.detail !== undefined
        ? 'detail'
        : Array.isArray(errors.non_field_errors) && errors.non_field_errors.length > 0
          ? 'non_field_errors'
          : undefined;
  if (!name) return undefined;
  const refs = messageRefsOf(failure, name);
  if (name === 'detail' && refs.length > 1)
    return refs.every((ref) => ref !== null) ? (refs as MessageRef[]) : undefined;
  return refs[0] ?? undefined;
}

/** The first text of a reply field (a string, or the first string of its list) and its index. */
function firstTextOf(value: unknown): { text: string; index: number } | undefined {
  if (typeof value === 'string') return value ? { text: value, index: 0 } : undefined;
  if (!Array.isArray(value)) return undefined;
  const index = value.findIndex((item) => typeof item === 'string' && item !== '');
  return index < 0 ? undefined : { text: value[index] as string, index };
}

/**
 * Reads a failed call, the one way every screen does (decision 316): the form-level message and
 * the first message of each field, each with its catalogue key. Undefined when the failure is not
 * an answer of the API (a programming error).
 */
export function readRefusal(failure: unknown): Refusal | undefined {
  if (!(failure instanceof ApiError)) return undefined;
  const errors = (failure.reply?.errors ?? {}) as Record<string, unknown>;
  const fields = new Map<string, ServerMessage>();
  for (const [path, value] of Object.entries(errors)) {
    if (FORM_FIELDS.has(path)) continue;
    const first = firstTextOf(value);
    if (!first) continue;
    const ref = messageRefsOf(failure, path)[first.index];
    fields.set(path, ref ? { text: first.text, ref } : { text: first.text });
  }
  const formText = formErrorOf(failure.reply);
  const formRef = formMessageRefOf(failure);
  return {
    status: failure.status,
    code: failure.reply?.code,
    form:
      formText === undefined ? undefined : formRef ? { text: formText, ref: formRef } : { text: formText },
    fields,
    errors,
  };
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
 * A server message as a react-hook-form error: its text, and its key (in `types`) to follow a
 * language switch. A message of several keys keeps its text only.
 */
export function serverFieldError(message: ServerMessage): {
  type: 'server';
  message: string;
  types?: Record<string, string>;
} {
  const types = Array.isArray(message.ref)
    ? undefined
    : serverErrorTypes(message.ref as MessageRef | undefined);
  return types ? { type: 'server', message: message.text, types } : { type: 'server', message: message.text };
}

/**
 * A server message in the interface's current language: its catalogue key translated by i18next
 * when the reply named one (and the web knows it), else the text as the server wrote it.
 */
export function translateServerMessage(
  t: TFunction,
  text: string,
  ref: ServerMessageRef | null | undefined,
): string {
  if (!ref) return text;
  const refs: readonly MessageRef[] = Array.isArray(ref) ? ref : [ref as MessageRef];
  if (refs.length === 0 || refs.some((one) => !t(one.key, { defaultValue: '' }))) return text;
  return refs.map((one) => t(one.key, { ...one.params, defaultValue: text })).join(' ');
}

/** A server message in the interface's current language (undefined stays undefined). */
export function showServerMessage(t: TFunction, message: ServerMessage | undefined): string | undefined {
  return message && translateServerMessage(t, message.text, message.ref);
}

/**
 * The function that shows server messages in the language of the moment: a component using it
 * renders again after a language switch, so a message on screen follows it (decision 316).
 */
export function useServerMessage(): (message: ServerMessage | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback((message: ServerMessage | undefined) => showServerMessage(t, message), [t]);
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
