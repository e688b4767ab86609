import { readRefusal, type ServerMessage } from '../../../lib/server-messages';

export type FormFailure<F extends string> = {
  /** The server's form-level message (with its catalogue key, decision 316), if any. */
  formError: ServerMessage | undefined;
  /** A translation key for the form-level text when the server gave none. */
  fallbackKey: string | undefined;
  /** The server's first message per field. */
  fieldErrors: Partial<Record<F, ServerMessage>>;
};

/** What a failed call says about the form (read by `readRefusal`): messages per field and one for the form. */
export function interpretFormFailure<F extends string>(error: unknown, fields: readonly F[]): FormFailure<F> {
  const refusal = readRefusal(error);
  const fieldErrors: Partial<Record<F, ServerMessage>> = {};
  for (const field of fields) {
    const message = refusal?.fields.get(field);
    if (message) fieldErrors[field] = message;
  }
  const formError = refusal?.form;
  let fallbackKey: string | undefined;
  if (formError === undefined && Object.keys(fieldErrors).length === 0) {
    fallbackKey = refusal?.status === 0 ? 'auth.networkError' : 'errors.internal';
  }
  return { formError, fallbackKey, fieldErrors };
}

/** The form-level message of a failure: the server's, else the fallback key of ours (kept as a key). */
export function formMessageOf<F extends string>(
  failure: FormFailure<F>,
  t: (key: string) => string,
  ...others: (ServerMessage | undefined)[]
): ServerMessage | undefined {
  const fromServer = failure.formError ?? others.find((message) => message !== undefined);
  if (fromServer) return fromServer;
  return failure.fallbackKey
    ? { text: t(failure.fallbackKey), ref: { key: failure.fallbackKey } }
    : undefined;
}
