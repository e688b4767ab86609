import type { z } from 'zod';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Statuses an endpoint may answer with the error shape `{ code, errors }`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

/**
 * One API endpoint, described once: the server registers its route from it (method, URL, schemas,
 * OpenAPI text) and the web calls it through it (URL from the path and params, reply parsed with
 * `reply`). Paths use Fastify's `:name` parameters.
 */
export interface Endpoint {
  /** Unique; the spec's route name (`orders:api_order_list`), with `.get`/`.post` where a URL has two. */
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly headers?: z.ZodType;
  /** The successful reply. */
  readonly reply: z.ZodType;
  /** The successful status; 200 unless given. */
  readonly status?: 200 | 201;
  /** Statuses answered with the error shape. */
  readonly errors?: readonly ErrorStatus[];
  /** Other statuses with their own reply shape (the health check's 503). */
  readonly otherReplies?: Readonly<Partial<Record<ErrorStatus, z.ZodType>>>;
}

/** Declares an endpoint, keeping its literal types (method, path, schemas) for both sides. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** The successful status of an endpoint, as a type. */
export type SuccessStatusOf<E extends Endpoint> = E['status'] extends 201 ? 201 : 200;

/** The names of an endpoint's path parameters (`/orders/api/orders/:pk` → `pk`). */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!);
}

/** The path with its parameters filled in, each URL-encoded; throws when one is missing. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Path parameter ${name} missing for ${path}`);
    return encodeURIComponent(String(value));
  });
}

type Described<E extends Endpoint, K extends 'params' | 'query' | 'body' | 'headers'> = E[K] extends z.ZodType
  ? E[K]
  : never;

/** The reply of an endpoint once parsed. */
export type ReplyOf<E extends Endpoint> = z.output<E['reply']>;
/** The body a caller sends (never for an endpoint without one). */
export type BodyOf<E extends Endpoint> = z.input<Described<E, 'body'>>;
/** The request headers a caller must send (never for an endpoint without any). */
export type HeadersOf<E extends Endpoint> = z.input<Described<E, 'headers'>>;
/** The path parameters, as the URL carries them. */
export type ParamsOf<E extends Endpoint> = {
  [K in keyof z.output<Described<E, 'params'>>]: string | number;
};
/** The query keys an endpoint reads; values are written as text. */
export type QueryOf<E extends Endpoint> = {
  /** A list repeats its key in the query string. */
  [K in keyof z.output<Described<E, 'query'>>]?:
    | string
    | number
    | boolean
    | null
    | undefined
    | readonly (string | number)[];
};
/** Whether the descriptor has the given part. */
export type HasPart<E extends Endpoint, K extends 'params' | 'query' | 'body' | 'headers'> = [
  Described<E, K>,
] extends [never]
  ? false
  : true;
