import type { ErrorCode } from '@label-portal/contract';

export type FieldErrors = Record<string, string[]>;

export type AppErrorOptions = {
  /** Form-level message key or text (translated by the error handler). */
  detail?: string;
  /**
   * A form-level message made of several catalogue messages, shown joined by a space (each keeps
   * its key in `message_keys.detail`, an array); instead of `detail`.
   */
  detailParts?: readonly string[];
  /** Per-field message keys or texts. */
  fields?: FieldErrors;
  /** Extra reply fields inside `errors` (for example type, email, account_id). */
  extra?: Record<string, string | boolean>;
  /** Fields of the reply beside `code` and `errors` (a refused file's report, decision 316). */
  body?: Record<string, unknown>;
  /** The values of the `{{name}}` placeholders of every message key above. */
  params?: Record<string, string | number>;
  /**
   * Per-message placeholder values, aligned with `fields` (a validation issue's own limits), used
   * instead of `params` for that message.
   */
  fieldParams?: Record<string, Array<Record<string, string | number> | undefined>>;
  /**
   * What made the input unreadable (a parser's error), logged at info by the error handler: the
   * client gets the catalogue message, the log keeps the reason.
   */
  cause?: unknown;
};

const STATUS_OF: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  LOGIN_FAILED: 400,
  PASSWORD_EXPIRED: 400,
  NOT_AUTHENTICATED: 401,
  FORBIDDEN: 403,
  CSRF_FAILED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

/** The one error type of the server: a code, its HTTP status, and what the reply may say. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly options: AppErrorOptions;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(
      options.detail ?? options.detailParts?.join(' ') ?? code,
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = 'AppError';
    this.code = code;
    this.statusCode = STATUS_OF[code];
    this.options = options;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
