import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import { readRefusal, type ServerMessage, type ServerMessageRef, serverFieldError } from './server-messages';

/** What the resolver needs of a contract schema (a zod schema; the web has no zod of its own). */
interface ContractSchema<TBody> {
  safeParseAsync(
    data: unknown,
  ): Promise<
    { success: true; data: TBody } | { success: false; error: { issues: readonly ContractIssue[] } }
  >;
}

interface ContractIssue {
  code: string;
  message: string;
  path: readonly PropertyKey[];
  minimum?: unknown;
  maximum?: unknown;
  params?: Record<string, unknown>;
}

interface ContractResolverOptions<TValues> {
  /** The request body built from the form's values (numbers read, JSON parsed, the version added …). */
  toBody?: (values: TValues) => unknown;
  /** The form field a body path belongs to (`overlay_specification` → `overlay_text`). */
  fieldOf?: (path: string) => string;
}

/** The limits a message key is written with (`{{min}}`, `{{max}}`), as the server fills them in. */
function paramsOf(issue: ContractIssue): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(issue.params ?? {})) params[name] = String(value);
  if (typeof issue.minimum === 'number' || typeof issue.minimum === 'bigint')
    params.min = String(issue.minimum);
  if (typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint')
    params.max = String(issue.maximum);
  return params;
}

/**
 * A react-hook-form resolver over a contract schema (decision 176): the body the form would send
 * is checked with the schema the route checks it with. A field's error keeps the message key in
 * `message` and the key's limits in `types`, so it is translated when shown, in the language of
 * the moment (`useFieldError`). The first problem of each field is kept.
 */
export function contractResolver<TValues extends FieldValues, TBody>(
  schema: ContractSchema<TBody>,
  { toBody, fieldOf = (path) => path }: ContractResolverOptions<TValues> = {},
): Resolver<TValues, unknown, TBody> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(toBody ? toBody(values) : values);
    if (result.success) return { values: result.data, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path.map(String).join('.'));
      flat[field] ??= { type: issue.code, message: issue.message, types: paramsOf(issue) };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}

/** What a refused save says above its form: the message, and whether it is a stale version. */
export interface FormFailure {
  message: string;
  isStale: boolean;
  /** The message's catalogue key, to show it in the language of the moment (decision 308). */
  ref?: ServerMessageRef | undefined;
}

/**
 * Puts a refused save's per-field messages (in the user's language, with their catalogue keys so
 * that they follow a language switch, decision 308) onto the form's fields with `setError` (`fieldOf` names the form field of a reply path, undefined when the form
 * has none); answers what is left for the form itself: the detail, a stale version's
 * 409, or messages for fields the form does not have. Undefined when every message found its field.
 */
export function applyServerErrors<TValues extends FieldValues>(
  failure: unknown,
  setError: UseFormSetError<TValues>,
  fieldOf: (path: string) => string | undefined,
  fallback: string,
): FormFailure | undefined {
  const refusal = readRefusal(failure);
  const isStale = refusal?.status === 409;
  const leftOver: ServerMessage[] = [];
  let isOnField = false;
  for (const [path, message] of refusal?.fields ?? []) {
    // A plain string in `errors` is a value (a password-expired reply's e-mail), not a message.
    if (!Array.isArray(refusal?.errors[path])) continue;
    const field = fieldOf(path);
    if (field !== undefined) {
      setError(field as Path<TValues>, serverFieldError(message), { shouldFocus: !isOnField });
      isOnField = true;
    } else leftOver.push(message);
  }
  const shown = refusal?.form ?? leftOver[0];
  if (isOnField && !shown && !isStale) return undefined;
  return shown?.ref
    ? { message: shown.text, isStale, ref: shown.ref }
    : { message: shown?.text ?? fallback, isStale };
}

/**
 * A filter form's resolver over a contract query schema: the body (`toBody`: the filled fields) is
 * checked with the schema the route checks the query with; on success the form keeps its own
 * values (the texts typed), the screen builds the query from them.
 */
export function contractFilterResolver<TValues extends FieldValues>(
  schema: ContractSchema<unknown>,
  toBody: (values: TValues) => unknown,
): Resolver<TValues> {
  const resolve = contractResolver<TValues, unknown>(schema, { toBody });
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    return Object.keys(result.errors).length > 0
      ? { values: {}, errors: result.errors }
      : { values, errors: {} };
  };
}
