import {
  type BodyOf,
  type Endpoint,
  type ErrorReply,
  fillPath,
  type HasPart,
  type HeadersOf,
  type HttpMethod,
  type ParamsOf,
  type QueryOf,
  type ReplyOf,
} from '@label-portal/contract';
import { CSRF_HEADER_NAME, getCsrfToken } from './csrf';

export type { HttpMethod };

const UNSAFE_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The body of a failing reply: `{ code, errors }` as the contract describes, possibly partial. */
export type ApiErrorReply = Partial<ErrorReply> & Record<string, unknown>;

/** Thrown for every failing call: a non-2xx status, a reply with an `errors` field, or no reply. */
export class ApiError extends Error {
  readonly status: number;
  readonly reply: ApiErrorReply | undefined;

  constructor(status: number, reply: ApiErrorReply | undefined, message?: string, options?: ErrorOptions) {
    super(message ?? `Request failed (${status}${reply?.code ? ` ${reply.code}` : ''})`, options);
    this.name = 'ApiError';
    this.status = status;
    this.reply = reply;
  }

  /** The reply's error code, for example LOGIN_FAILED. */
  get code(): string | undefined {
    return this.reply?.code;
  }

  /** True for 4xx answers: the request itself was refused, retrying will not help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

type QueryScalar = string | number | boolean | null | undefined;
/** A query value; a list repeats its key (`?domains=MOPAR&domains=Eurorepar`). */
export type QueryValue = QueryScalar | readonly (string | number)[];

export interface RequestOptions<T = unknown> {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Leaves 401 and 403 replies to the caller instead of sending the user to the root page. */
  noRedirect?: boolean;
  signal?: AbortSignal;
  /** Extra request headers, for example `Idempotency-Key`. */
  headers?: Record<string, string>;
  /**
   * Checks and types the successful reply, for example `(data) => schema.parse(data)`; may wait for
   * a schema that loads beside the request (decision 050).
   */
  parse?: (data: unknown) => T | Promise<T>;
}

export interface ApiClientConfig {
  /** The current interface language, sent as Accept-Language. */
  getLanguage: () => string;
  /** Called for a 401 or 403 reply of a call that did not ask for noRedirect. */
  onAuthFailure: (status: 401 | 403, error: ApiError) => void;
}

let config: ApiClientConfig = {
  getLanguage: () => 'en',
  onAuthFailure: () => {},
};

/** Sets the language source and the global 401/403 handler (done once by the app). */
export function configureApiClient(next: Partial<ApiClientConfig>): void {
  config = { ...config, ...next };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The generic wrapper's rule: a non-2xx status or a reply carrying an `errors` field is a failure. */
export function isFailureReply(status: number, body: unknown): boolean {
  return status < 200 || status >= 300 || (isRecord(body) && 'errors' in body);
}

/** Appends the defined query values to a path. */
export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

/** Builds the request headers: JSON, language, and the CSRF token for unsafe methods. */
export function buildHeaders(method: HttpMethod, hasBody: boolean, language: string): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': language,
    // Refusals name each text's catalogue key, to show it again after a language switch (decision 308).
    'X-Message-Keys': '1',
  };
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (UNSAFE_METHODS.has(method)) {
    const token = getCsrfToken();
    if (token) headers[CSRF_HEADER_NAME] = token;
  }
  return headers;
}

async function readBody(response: Response): Promise<{ body: unknown; valid: boolean }> {
  const text = await response.text();
  if (!text) return { body: undefined, valid: true };
  try {
    return { body: JSON.parse(text), valid: true };
  } catch {
    return { body: undefined, valid: false };
  }
}

/** Sends one JSON call to the API and answers the reply, or throws an ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers: { ...buildHeaders(method, hasBody, config.getLanguage()), ...options.headers },
      credentials: 'include',
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError(0, undefined, 'Network error', { cause });
  }

  const { body, valid } = await readBody(response);
  if (isFailureReply(response.status, body)) {
    const error = new ApiError(response.status, isRecord(body) ? (body as ApiErrorReply) : undefined);
    if (!options.noRedirect && (response.status === 401 || response.status === 403)) {
      config.onAuthFailure(response.status, error);
    }
    throw error;
  }
  if (!valid) throw new ApiError(response.status, undefined, 'The reply is not valid JSON');
  if (!options.parse) return body as T;
  try {
    return await options.parse(body);
  } catch (cause) {
    throw new ApiError(response.status, undefined, 'The reply does not match the contract', { cause });
  }
}

/** What a call of an endpoint sends: params, body and headers as its schemas say, query keys checked. */
export type EndpointCall<E extends Endpoint> = (HasPart<E, 'params'> extends true
  ? { params: ParamsOf<E> }
  : { params?: never }) &
  (HasPart<E, 'body'> extends true ? { body: BodyOf<E> } : { body?: never }) &
  (HasPart<E, 'headers'> extends true ? { headers: HeadersOf<E> } : { headers?: never }) &
  (HasPart<E, 'query'> extends true ? { query?: QueryOf<E> } : { query?: never }) &
  Pick<RequestOptions, 'noRedirect' | 'signal'>;

type CallArguments<E extends Endpoint> =
  Record<string, never> extends EndpointCall<E> ? [call?: EndpointCall<E>] : [call: EndpointCall<E>];

/**
 * Calls an endpoint of the contract: method and URL from its descriptor (path parameters filled
 * in), and the reply parsed with its reply schema, so a reply that breaks the contract fails here.
 */
export function callEndpoint<const E extends Endpoint>(
  endpoint: E,
  ...[call]: CallArguments<E>
): Promise<ReplyOf<E>> {
  const { params, body, headers, query, noRedirect, signal } = (call ?? {}) as {
    params?: Record<string, string | number>;
    body?: unknown;
    headers?: Record<string, string>;
    query?: Record<string, QueryValue>;
  } & Pick<RequestOptions, 'noRedirect' | 'signal'>;
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  return apiRequest(fillPath(endpoint.path, params), {
    method: endpoint.method,
    body: hasBody ? (body ?? {}) : undefined,
    query,
    headers,
    noRedirect,
    signal,
    parse: (data) => endpoint.reply.parse(data) as ReplyOf<E>,
  });
}

/** The interface language the calls send as Accept-Language. */
export function currentApiLanguage(): string {
  return config.getLanguage();
}

/** Hands a 401 or 403 failure to the app's handler (sends the user to the root page). */
export function reportAuthFailure(error: ApiError): void {
  if (error.status === 401 || error.status === 403) config.onAuthFailure(error.status, error);
}
