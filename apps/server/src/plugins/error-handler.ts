import type { ErrorReply, Language, MessageRef } from '@label-portal/contract';
import {
  isMessageKey,
  MESSAGE,
  MESSAGES_EN,
  pickLanguage,
  setOwn,
  translateMessage,
} from '@label-portal/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, isAppError } from '../lib/app-error.js';
import { isDatabaseUnavailable } from '../lib/database-unavailable.js';
import { sqlStateOf } from '../lib/sql-state.js';
import type { ApplySecurityHeaders } from './security.js';

type ValidationIssue = {
  instancePath: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
};

/** Turns the field path of a validation issue into the reply's field name (`a.0.b`). */
function fieldOf(issue: ValidationIssue, context: string | undefined): string {
  const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  if (path) return path;
  return context === 'body' ? 'non_field_errors' : (context ?? 'non_field_errors');
}

function paramsOf(issue: ValidationIssue): Record<string, string | number> {
  const maximum = issue.params?.maximum;
  const minimum = issue.params?.minimum;
  return {
    ...(typeof maximum === 'number' || typeof maximum === 'bigint' ? { max: Number(maximum) } : {}),
    ...(typeof minimum === 'number' || typeof minimum === 'bigint' ? { min: Number(minimum) } : {}),
  };
}

/**
 * The catalogue message of a validation issue: the schema's own (a catalogue key), else one chosen
 * by zod's issue code, so that zod's built-in English texts ("Invalid input: expected string,
 * received null", "Unrecognized key") never reach a client, in any language.
 */
function messageKeyOf(issue: ValidationIssue, context: string | undefined): string {
  if (issue.message && isMessageKey(issue.message)) return issue.message;
  // `null`, `[]` or `"text"` where a JSON object was expected: the body as a whole is wrong (a body
  // of another shape, such as the ingestion's list, says so with its own message above).
  if (context === 'body' && /^\/?$/.test(issue.instancePath) && issue.keyword === 'invalid_type')
    return MESSAGE.bodyNotObject;
  const origin = issue.params?.origin;
  const minimum = Number(issue.params?.minimum);
  // `.positive()`, `.gt()`: the min/max messages say "or equal to", which an exclusive bound is not.
  const isExclusive = issue.params?.inclusive === false;
  switch (issue.keyword) {
    case 'invalid_type':
      return /received undefined$/.test(issue.message ?? '') ? MESSAGE.required : MESSAGE.invalid;
    case 'too_big':
      if (origin === 'string') return MESSAGE.maxLength;
      if (origin === 'array' || origin === 'set') return MESSAGE.tooManyItems;
      return (origin === 'number' || origin === 'bigint') && !isExclusive
        ? MESSAGE.maxValue
        : MESSAGE.invalid;
    case 'too_small':
      if (origin === 'string') return minimum <= 1 ? MESSAGE.required : MESSAGE.minLength;
      if (origin === 'array' || origin === 'set') return minimum <= 1 ? MESSAGE.required : MESSAGE.invalid;
      return (origin === 'number' || origin === 'bigint') && !isExclusive
        ? MESSAGE.minValue
        : MESSAGE.invalid;
    case 'unrecognized_keys':
      return MESSAGE.unknownField;
    default:
      return MESSAGE.invalid;
  }
}

/** The catalogue message of an error the framework raised before a route ran (its text is English). */
function frameworkMessageOf(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return MESSAGE.invalidJson;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return MESSAGE.emptyBody;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return MESSAGE.unsupportedMediaType;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return MESSAGE.bodyTooLarge;
    default:
      return error instanceof SyntaxError ? MESSAGE.invalidJson : MESSAGE.badRequest;
  }
}

/** The catalogue reference of a message key or text: null for a text that is not a key. */
function refOf(message: string, params: Record<string, string | number> | undefined): MessageRef | null {
  if (!isMessageKey(message)) return null;
  const used = Object.entries(params ?? {}).filter(([name]) => MESSAGES_EN[message].includes(`{{${name}}}`));
  return used.length > 0 ? { key: message, params: Object.fromEntries(used) } : { key: message };
}

/**
 * The header by which a client asks for `message_keys` (the web app sends it on every call);
 * without it a reply is the texts only, as before (decision 308).
 */
export const MESSAGE_KEYS_HEADER = 'x-message-keys';

function wantsMessageKeys(request: FastifyRequest): boolean {
  return request.headers[MESSAGE_KEYS_HEADER] === '1';
}

/**
 * The reply of an error: each message translated into the request's language, and, when the
 * client asks for them, beside the texts their catalogue keys with their values (`message_keys`,
 * decision 308), so that the web can show them again in another language.
 */
export function buildErrorReply(error: AppError, language: Language, withKeys = false): ErrorReply {
  const { detail, detailParts, fields, extra, params, fieldParams, body } = error.options;
  const errors: ErrorReply['errors'] = { ...extra };
  const keys: NonNullable<ErrorReply['message_keys']> = {};
  let hasKey = false;
  if (detail) {
    errors.detail = translateMessage(detail, language, params);
    const ref = refOf(detail, params);
    if (ref) {
      keys.detail = ref;
      hasKey = true;
    }
  } else if (detailParts && detailParts.length > 0) {
    errors.detail = detailParts.map((part) => translateMessage(part, language, params)).join(' ');
    const refs = detailParts.map((part) => refOf(part, params));
    if (refs.some((ref) => ref !== null)) {
      keys.detail = refs;
      hasKey = true;
    }
  }
  for (const [field, messages] of Object.entries(fields ?? {})) {
    const paramsOfMessage = (index: number) => fieldParams?.[field]?.[index] ?? params;
    setOwn<string | string[] | boolean>(
      errors,
      field,
      messages.map((message, index) => translateMessage(message, language, paramsOfMessage(index))),
    );
    const refs = messages.map((message, index) => refOf(message, paramsOfMessage(index)));
    if (refs.some((ref) => ref !== null)) {
      setOwn(keys, field, refs);
      hasKey = true;
    }
  }
  const reply: ErrorReply =
    withKeys && hasKey ? { code: error.code, errors, message_keys: keys } : { code: error.code, errors };
  return body ? { ...body, ...reply } : reply;
}

export function sendAppError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  return reply
    .status(error.statusCode)
    .send(buildErrorReply(error, request.language, wantsMessageKeys(request)));
}

/**
 * The SQLSTATE of a PostgreSQL data exception (class 22: value too long, out of range, bad date,
 * NUL in text or jsonb …), if the error is one.
 */
function dataExceptionOf(error: unknown): string | undefined {
  const sqlState = sqlStateOf(error);
  return sqlState?.startsWith('22') ? sqlState : undefined;
}

/** Maps any thrown error to the reply shape; internals of 5xx errors never reach the client. */
function toAppError(error: FastifyError | Error, request: FastifyRequest): AppError {
  if (isAppError(error)) {
    if (error.options.cause !== undefined) request.log.info({ err: error.options.cause }, 'unreadable input');
    return error;
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A Map: field paths come from the request (a key named `constructor` must not meet Object's).
    const fields = new Map<string, { key: string; params: Record<string, string | number> }[]>();
    for (const issue of (error as { validation: ValidationIssue[] }).validation) {
      const context = (error as { validationContext?: string }).validationContext;
      const field = fieldOf(issue, context);
      // Each message with its own limits: two fields of one body may have different maximums.
      const message = { key: messageKeyOf(issue, context), params: paramsOf(issue) };
      fields.set(field, [...(fields.get(field) ?? []), message]);
    }
    const byField: Record<string, string[]> = {};
    const paramsByField: Record<string, Record<string, string | number>[]> = {};
    for (const [field, messages] of fields) {
      setOwn(
        byField,
        field,
        messages.map((message) => message.key),
      );
      setOwn(
        paramsByField,
        field,
        messages.map((message) => message.params),
      );
    }
    return new AppError('VALIDATION_FAILED', { fields: byField, fieldParams: paramsByField });
  }
  if (isDatabaseUnavailable(error)) {
    // The database went away (restart, cut connection, failover): the client may retry shortly.
    request.log.warn({ err: error }, 'database unavailable');
    return new AppError('SERVICE_UNAVAILABLE', { detail: MESSAGE.serviceUnavailable });
  }
  const sqlState = dataExceptionOf(error);
  if (sqlState) {
    // Bad input the schemas let through: the database refused it and rolled the transaction back.
    request.log.warn({ err: error, sqlState }, 'database refused the data');
    return new AppError('VALIDATION_FAILED', { detail: MESSAGE.invalidData });
  }
  const statusCode = (error as FastifyError).statusCode ?? 500;
  if (statusCode === 429) return new AppError('TOO_MANY_REQUESTS', { detail: MESSAGE.rateLimited });
  if (statusCode === 404) return new AppError('NOT_FOUND', { detail: MESSAGE.notFound });
  if (statusCode >= 400 && statusCode < 500) {
    // Malformed JSON, wrong content type, body too large: a catalogue message in the user's language.
    request.log.info({ err: error }, 'client error');
    const appError = new AppError('VALIDATION_FAILED', { detail: frameworkMessageOf(error as FastifyError) });
    return Object.assign(appError, { statusCode });
  }
  request.log.error({ err: error }, 'unhandled error');
  return new AppError('INTERNAL', { detail: MESSAGE.internal });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error, request);
    if (appError.statusCode === 429 && (error as FastifyError).statusCode === 429) {
      const retryAfter = reply.getHeader('retry-after');
      if (retryAfter) reply.header('retry-after', retryAfter);
    }
    if (appError.statusCode === 503) reply.header('retry-after', '5');
    return sendAppError(request, reply, appError);
  });
}

/**
 * Errors Fastify meets before routing (a malformed percent-encoding, a path parameter over the
 * length limit) skip every hook: they answer the same reply shape, never echo the URL, and carry
 * the same security headers as any other reply.
 */
export function createFrameworkErrorHandler(applySecurityHeaders: ApplySecurityHeaders) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    applySecurityHeaders(request.raw, reply.raw);
    const isTooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    const appError =
      error.code === 'FST_ERR_BAD_URL' || isTooLong
        ? Object.assign(
            new AppError('VALIDATION_FAILED', { detail: isTooLong ? MESSAGE.urlTooLong : MESSAGE.badUrl }),
            { statusCode: isTooLong ? 414 : 400 },
          )
        : new AppError('INTERNAL', { detail: MESSAGE.internal });
    if (appError.statusCode >= 500) request.log.error({ err: error }, 'framework error');
    reply
      .status(appError.statusCode)
      .header('cache-control', 'no-store')
      .send(
        buildErrorReply(
          appError,
          pickLanguage(request.headers['accept-language']),
          wantsMessageKeys(request),
        ),
      );
  };
}
