import type { ErrorReply } from '@label-portal/contract';
import { CSRF_HEADER_NAME, getCsrfToken } from './csrf';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T = unknown> {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Leaves 401 and 403 replies to the caller instead of sending the user to the root page. */
  noRedirect?: boolean;
  signal?: AbortSignal;
  /** Extra request headers, for example `Idempotency-Key`. */
  headers?: Record<string, string>;
  /** Checks and types the successful reply, for example `(data) => schema.parse(data)`. */
  parse?: (data: unknown) => T;
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
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

/** Builds the request headers: JSON, language, and the CSRF token for unsafe methods. */
export function buildHeaders(method: HttpMethod, hasBody: boolean, language: string): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language };
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
    return options.parse(body);
  } catch (cause) {
    throw new ApiError(response.status, undefined, 'The reply does not match the contract', { cause });
  }
}

type BodylessOptions<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: BodylessOptions<T>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body: body ?? {} }),
  delete: <T>(path: string, options?: BodylessOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
