import { readRefusal, type ServerMessage } from '../../../lib/server-messages';

export const LOGIN_FIELDS = ['username', 'account_id', 'password'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];

export type LoginFailure =
  | { kind: 'passwordExpired'; path: string }
  | {
      kind: 'form';
      /** The server's form-level message (with its catalogue key, decision 316), if any. */
      formError: ServerMessage | undefined;
      /** A translation key for the form-level text when the server gave none. */
      fallbackKey: string | undefined;
      /** The server's per-field messages. */
      fieldErrors: Partial<Record<LoginField, ServerMessage>>;
    };

function firstText(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined;
  if (Array.isArray(value)) return value.find((item): item is string => typeof item === 'string');
  return undefined;
}

/** The route that states the password expired, with e-mail and account id in the path. */
export function expiredPasswordPath(email: string, accountId: string): string {
  return `/accounts/reset_expired_password/${encodeURIComponent(email)}/${encodeURIComponent(accountId)}`;
}

/** Interprets a failed login call (read by `readRefusal`): where to go, or what to show on the form. */
export function interpretLoginFailure(error: unknown): LoginFailure {
  const refusal = readRefusal(error);
  const errors = refusal?.errors;

  if (errors && (errors.type === 'PASSWORD_EXPIRED' || refusal?.code === 'PASSWORD_EXPIRED')) {
    const email = firstText(errors.email);
    const accountId = firstText(errors.account_id);
    if (email && accountId) return { kind: 'passwordExpired', path: expiredPasswordPath(email, accountId) };
  }

  const fieldErrors: Partial<Record<LoginField, ServerMessage>> = {};
  for (const field of LOGIN_FIELDS) {
    const message = refusal?.fields.get(field);
    if (message) fieldErrors[field] = message;
  }
  const formError = refusal?.form ?? refusal?.fields.get('g-recaptcha-response');
  const hasServerText = formError !== undefined || Object.keys(fieldErrors).length > 0;
  let fallbackKey: string | undefined;
  if (!hasServerText) {
    fallbackKey = refusal?.status === 0 ? 'auth.networkError' : 'errors.internal';
  }
  return { kind: 'form', formError, fallbackKey, fieldErrors };
}
