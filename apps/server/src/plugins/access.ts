import { hasRight, MESSAGE } from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

/**
 * What a route requires. `{ public: true }`: anyone. `{ right: '' }`: anyone signed in.
 * `{ right: 'orders.*' }`: a signed-in user holding a right that matches the pattern.
 * `{ apiKeyScope: 'label_activation' }`: an integration call with a live API key of that scope,
 * whatever session it carries (decision 172).
 */
export type RouteAccess = { public: true; isLibrary?: boolean } | { right: string } | { apiKeyScope: string };

export const PUBLIC: RouteAccess = { public: true };
export const SIGNED_IN: RouteAccess = { right: '' };
export function requireRight(pattern: string): RouteAccess {
  return { right: pattern };
}
/** An integration route: an API key of this scope in `Authorization: Bearer`, no session. */
export function requireApiKey(scope: string): RouteAccess {
  return { apiKeyScope: scope };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every registered route with what it requires (checked by the tests). */
    routeAccess: { method: string; url: string; access: RouteAccess }[];
  }
}

/**
 * Routes that libraries register for non-API content (static files, the documentation viewer) are
 * hidden from the OpenAPI document; they are public. Every other route must declare its access.
 */
function isLibraryRoute(schema: unknown): boolean {
  return (schema as { hide?: boolean } | undefined)?.hide === true;
}

/**
 * Every route must declare `config.access`; registering one without it fails the start.
 * The guard answers 401 without a session and 403 without the right, before any validation; on
 * an integration route, 401 without a live key and 403 with a key of another scope.
 */
export const accessPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('routeAccess', []);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      let access = route.config?.access;
      if (!access) {
        if (!isLibraryRoute(route.schema)) {
          throw new Error(`Route ${methods.join(',')} ${route.url} declares no access (config.access)`);
        }
        access = { public: true, isLibrary: true };
        route.config = { ...route.config, access };
      }
      for (const method of methods) app.routeAccess.push({ method, url: route.url, access });
    });
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      if (!access || 'public' in access) return;
      if ('apiKeyScope' in access) {
        if (!request.apiKey) throw new AppError('NOT_AUTHENTICATED', { detail: MESSAGE.notAuthenticated });
        if (request.apiKey.scope !== access.apiKeyScope) {
          throw new AppError('FORBIDDEN', { detail: MESSAGE.forbidden });
        }
        return;
      }
      if (!request.auth) throw new AppError('NOT_AUTHENTICATED', { detail: MESSAGE.notAuthenticated });
      if (!hasRight(request.auth.rights, access.right)) {
        throw new AppError('FORBIDDEN', { detail: MESSAGE.forbidden });
      }
    });
  },
  { name: 'access', dependencies: ['session', 'csrf', 'api-key'] },
);
