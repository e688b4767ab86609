import {
  confirmPasswordEndpoint,
  MESSAGE,
  resetPasswordEndpoint,
  translateMessage,
} from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../lib/endpoint-route.js';
import { PUBLIC } from '../../../plugins/access.js';
import { SESSION_COOKIE } from '../../../plugins/session.js';
import { createFormThrottle, createLoginThrottle, hashSessionToken } from '../auth/index.js';
import { setNewPassword } from './new-password.service.js';
import type { PasswordDeps } from './passwords.deps.js';
import { requestPasswordReset } from './reset-request.service.js';

export async function registerPasswordRoutes(
  app: FastifyInstance,
  options: Omit<PasswordDeps, 'formThrottle' | 'loginThrottle'>,
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps: PasswordDeps = {
    ...options,
    formThrottle: createFormThrottle(options.settings),
    loginThrottle: createLoginThrottle(options.settings),
  };

  routes.route({
    ...routeOf(resetPasswordEndpoint),
    config: { access: PUBLIC },
    handler: async (request) => {
      await requestPasswordReset(deps, request.body, { ip: request.ip });
      return { detail: translateMessage(MESSAGE.resetRequested, request.language) };
    },
  });

  routes.route({
    ...routeOf(confirmPasswordEndpoint),
    config: { access: PUBLIC },
    handler: async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      const session = await setNewPassword(deps, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        previousSessionId: token ? hashSessionToken(token) : null,
        language: request.language,
      });
      if (!session) {
        // The password is set, but this user may not sign in (inactive, or no longer approved).
        if (token) reply.clearSessionCookie();
        reply.issueCsrfCookie(null);
        return { is_authenticated: false, permissions: [] };
      }
      reply.setSessionCookie(session.token, session.expiresAt);
      reply.issueCsrfCookie(session.token);
      return { is_authenticated: true, permissions: session.permissions };
    },
  });
}
