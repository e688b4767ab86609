import {
  loginEndpoint,
  loginStatusEndpoint,
  logoutEndpoint,
  sessionHeartbeatEndpoint,
  sessionStatusEndpoint,
} from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../lib/endpoint-route.js';
import { PUBLIC } from '../../../plugins/access.js';
import { SESSION_COOKIE } from '../../../plugins/session.js';
import { KNOWN_BROWSER_COOKIE, KNOWN_BROWSER_COOKIE_PATH, KNOWN_BROWSER_DAYS } from './known-browser.js';
import { type LoginDeps, signIn } from './login.service.js';
import { createLoginThrottle } from './login-throttle.js';
import { hashSessionToken } from './session.service.js';

export async function registerAuthRoutes(
  app: FastifyInstance,
  options: Omit<LoginDeps, 'throttle'> & { secure: boolean },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps: LoginDeps = { ...options, throttle: createLoginThrottle(options.settings) };

  routes.route({
    ...routeOf(loginStatusEndpoint),
    config: { access: PUBLIC },
    handler: async (request, reply) => {
      reply.ensureCsrfCookie();
      return { is_authenticated: request.auth !== null, permissions: request.auth?.rights ?? [] };
    },
  });

  routes.route({
    ...routeOf(loginEndpoint),
    config: { access: PUBLIC },
    handler: async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      const result = await signIn(deps, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        previousSessionId: token ? hashSessionToken(token) : null,
        language: request.language,
        knownBrowser: request.cookies[KNOWN_BROWSER_COOKIE],
      });
      reply.setSessionCookie(result.token, result.expiresAt);
      reply.issueCsrfCookie(result.token);
      reply.setCookie(KNOWN_BROWSER_COOKIE, result.knownBrowser, {
        path: KNOWN_BROWSER_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secure,
        maxAge: KNOWN_BROWSER_DAYS * 86_400,
      });
      return { is_authenticated: true, permissions: result.permissions };
    },
  });

  routes.route({
    ...routeOf(logoutEndpoint),
    config: { access: PUBLIC },
    handler: async (request, reply) => {
      if (request.auth) await deps.sessions.endSession(request.auth.sessionId);
      reply.clearSessionCookie();
      reply.issueCsrfCookie(null);
      return {};
    },
  });

  routes.route({
    ...routeOf(sessionHeartbeatEndpoint),
    config: { access: PUBLIC },
    handler: async (request) => ({
      is_authenticated: request.auth !== null,
      expires_at: request.sessionExpiresAt?.toISOString() ?? null,
    }),
  });

  routes.route({
    ...routeOf(sessionStatusEndpoint),
    config: { access: PUBLIC },
    handler: async (request, reply) => {
      if (request.sessionTimedOut) {
        reply.clearSessionCookie();
        reply.issueCsrfCookie(null);
      }
      return { timed_out: request.sessionTimedOut, is_authenticated: request.auth !== null };
    },
  });
}
