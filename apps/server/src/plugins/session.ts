import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthContext } from './request-context.js';

export const SESSION_COOKIE = 'sessionid';

/** The signed-in context of a cookie token, or null when its session has ended (app.ts wires the auth module's). */
export type ResolveSession = (token: string) => Promise<{ auth: AuthContext; expiresAt: Date } | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** When the current session ends if nothing happens (idle or absolute end, whichever first). */
    sessionExpiresAt: Date | null;
  }
  interface FastifyReply {
    setSessionCookie: (token: string, expiresAt: Date) => void;
    clearSessionCookie: () => void;
  }
}

/**
 * Sessions live in the database: any server process can serve any request. The cookie holds a
 * random token; the database keeps only its hash.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, options: { resolveSession: ResolveSession; secure: boolean }) => {
    const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: options.secure };
    app.decorateRequest('sessionExpiresAt', null);
    app.decorateReply('setSessionCookie', function setSessionCookie(this: FastifyReply, token, expiresAt) {
      this.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });
    });
    app.decorateReply('clearSessionCookie', function clearSessionCookie(this: FastifyReply) {
      this.clearCookie(SESSION_COOKIE, cookieOptions);
    });
    app.addHook('onRequest', async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      const access = request.routeOptions.config?.access;
      if (!token || !access || ('isLibrary' in access && access.isLibrary)) return;
      // An integration route is reached by its API key only: a session cookie there counts for nothing.
      if ('apiKeyScope' in access) return;
      const resolved = await options.resolveSession(token);
      if (resolved) {
        request.auth = resolved.auth;
        request.sessionExpiresAt = resolved.expiresAt;
      } else {
        request.sessionTimedOut = true;
      }
    });
  },
  { name: 'session', dependencies: ['request-context'] },
);
