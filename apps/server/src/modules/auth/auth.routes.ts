import {
  emptyReplySchema,
  errorReplySchema,
  heartbeatReplySchema,
  loginBodySchema,
  permissionsReplySchema,
  sessionStatusSchema,
} from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../plugins/access.js';
import { SESSION_COOKIE } from '../../plugins/session.js';
import { type LoginDeps, signIn } from './login.service.js';
import { hashSessionToken } from './session.service.js';

const tags = ['accounts'];

export async function registerAuthRoutes(app: FastifyInstance, deps: LoginDeps): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/accounts/api/login/',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: "The session's permissions; sets the csrftoken cookie",
        response: { 200: permissionsReplySchema },
      },
    },
    async (request, reply) => {
      reply.ensureCsrfCookie();
      return { is_authenticated: request.auth !== null, permissions: request.auth?.rights ?? [] };
    },
  );

  routes.post(
    '/accounts/api/login/',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'Sign in with e-mail, account id and password',
        body: loginBodySchema,
        response: { 200: permissionsReplySchema, 400: errorReplySchema, 429: errorReplySchema },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      const result = await signIn(deps, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        previousSessionId: token ? hashSessionToken(token) : null,
      });
      reply.setSessionCookie(result.token, result.expiresAt);
      return { is_authenticated: true, permissions: result.permissions };
    },
  );

  routes.post(
    '/accounts/api/logout/',
    {
      config: { access: PUBLIC },
      schema: { tags, summary: 'Sign out and end the session', response: { 200: emptyReplySchema } },
    },
    async (request, reply) => {
      if (request.auth) await deps.sessions.endSession(request.auth.sessionId);
      reply.clearSessionCookie();
      return {};
    },
  );

  routes.get(
    '/accounts/api/session_heartbeat/',
    {
      config: { access: PUBLIC },
      schema: { tags, summary: 'Keeps the session alive', response: { 200: heartbeatReplySchema } },
    },
    async (request) => ({
      is_authenticated: request.auth !== null,
      expires_at: request.sessionExpiresAt?.toISOString() ?? null,
    }),
  );

  routes.get(
    '/accounts/api/session_status/',
    {
      config: { access: PUBLIC },
      schema: { tags, summary: 'Whether the session has timed out', response: { 200: sessionStatusSchema } },
    },
    async (request, reply) => {
      if (request.sessionTimedOut) reply.clearSessionCookie();
      return { timed_out: request.sessionTimedOut, is_authenticated: request.auth !== null };
    },
  );
}
