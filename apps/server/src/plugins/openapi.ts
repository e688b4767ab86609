import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorReplySchema } from '@label-portal/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { PUBLIC, type RouteAccess } from './access.js';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isUnsafe(method: RouteOptions['method']): boolean {
  return (Array.isArray(method) ? method : [method]).some((each) => UNSAFE_METHODS.has(each));
}

/**
 * The error statuses the server's own machinery can answer on a route, beyond those the route
 * declares: 400 (validation, malformed JSON or HTTP, a URL or query it cannot decode), 431 (headers
 * over 16 KB, answered by Node's parser, decision 295), 429 (rate limit or sign-in throttle), 500;
 * 401 and 403 on routes that need a session; 403 (CSRF), 413 (body too large) and 415 (content
 * type) on unsafe methods; 414 on routes with path parameters (one over the length limit). All
 * answer the one error shape.
 */
export function machineryStatusesOf(route: Pick<RouteOptions, 'method' | 'url'>, access: RouteAccess) {
  const statuses = new Set([400, 429, 431, 500, 503]);
  if (!('public' in access)) for (const status of [401, 403]) statuses.add(status);
  if (isUnsafe(route.method)) for (const status of [403, 413, 415]) statuses.add(status);
  if (route.url.includes(':')) statuses.add(414);
  return [...statuses].sort();
}

const CSRF_HEADER_DOC = {
  type: 'string',
  description: 'The csrftoken cookie of the session (GET /accounts/api/login/ sets it; sign-in renews it).',
};

/** Adds the X-CSRFToken header to unsafe operations (the CSRF hook checks it; no schema validates it). */
function withCsrfHeader(
  transformed: ReturnType<typeof jsonSchemaTransform>,
  method: string | string[],
): ReturnType<typeof jsonSchemaTransform> {
  const schema = transformed.schema as Record<string, unknown> & { hide?: boolean };
  if (!schema || schema.hide || !isUnsafe(method as RouteOptions['method'])) return transformed;
  const headers = (schema.headers as { properties?: object; required?: string[] } | undefined) ?? {};
  return {
    ...transformed,
    schema: {
      ...schema,
      headers: {
        type: 'object',
        ...headers,
        properties: { ...headers.properties, 'x-csrftoken': CSRF_HEADER_DOC },
        required: [...(headers.required ?? []), 'x-csrftoken'],
      },
    },
  };
}

/**
 * The OpenAPI document, generated from the routes' zod schemas, at /api/docs/json everywhere; the
 * browsable Swagger UI at /api/docs only outside production (decision 063).
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string; version: string; isUiServed: boolean }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Label Portal API',
          description:
            'Every unsafe call needs the X-CSRFToken header equal to the csrftoken cookie (set by GET /accounts/api/login/). ' +
            'Failures answer { code, errors } with per-field messages.',
          version: options.version,
        },
        servers: [{ url: options.publicUrl }],
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sessionid' } },
        },
      },
      transform: (document) => withCsrfHeader(jsonSchemaTransform(document), document.route.method),
      transformObject: jsonSchemaTransformObject,
    });
    if (options.isUiServed) {
      await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
    } else {
      app.get('/api/docs/json', { config: { access: PUBLIC }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
    }
    // Every API route declares the error statuses the plugins can answer on it (decision 003).
    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      if (!access || ('isLibrary' in access && access.isLibrary) || !route.schema) return;
      const response = { ...(route.schema.response as Record<string, unknown> | undefined) };
      for (const status of machineryStatusesOf(route, access)) response[status] ??= errorReplySchema;
      route.schema = { ...route.schema, response };
    });
  },
  { name: 'openapi' },
);
