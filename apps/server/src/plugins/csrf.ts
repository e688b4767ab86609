import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MESSAGE } from '@label-portal/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { SESSION_COOKIE } from './session.js';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyReply {
    /** Sets a fresh csrftoken cookie unless the request carries one valid for its session; returns the token. */
    ensureCsrfCookie: () => string;
    /**
     * Sets a new csrftoken bound to the session token the reply hands out (sign-in), or to no
     * session (sign-out, a cleared session): the token changes with the session.
     */
    issueCsrfCookie: (sessionToken: string | null) => string;
  }
}

/**
 * What a token is bound to: the session cookie the browser holds (HMAC-ed, never stored), or
 * nothing before sign-in. A token fetched with another session, or none, does not verify.
 */
function bindingOf(sessionToken: string | undefined | null): string {
  return sessionToken ? createHash('sha256').update(sessionToken).digest('base64url') : '';
}

function sign(secret: string, nonce: string, binding: string): string {
  return createHmac('sha256', secret).update(`csrf|${nonce}|${binding}`).digest('base64url');
}

export function isValidCsrfToken(
  secret: string,
  token: string | undefined,
  sessionToken?: string | null,
): boolean {
  if (!token) return false;
  const [nonce, signature, ...rest] = token.split('.');
  if (!nonce || !signature || rest.length > 0) return false;
  return safeEqual(sign(secret, nonce, bindingOf(sessionToken)), signature);
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit CSRF protection bound to the session (decision 022): GET /accounts/api/login/ sets
 * a `csrftoken` cookie that scripts of this origin can read, `nonce.HMAC(secret, nonce + session)`;
 * every unsafe call must echo it in the X-CSRFToken header, and it must verify against the session
 * cookie the call carries. Sign-in and sign-out hand out a new one.
 */
export const csrfPlugin = fp(
  async (app: FastifyInstance, options: { secret: string; secure: boolean }) => {
    const cookieOptions = {
      path: '/',
      sameSite: 'lax' as const,
      secure: options.secure,
      httpOnly: false,
      maxAge: 60 * 60 * 24 * 365,
    };
    app.decorateReply('issueCsrfCookie', function issueCsrfCookie(this: FastifyReply, sessionToken) {
      const nonce = randomBytes(18).toString('base64url');
      const token = `${nonce}.${sign(options.secret, nonce, bindingOf(sessionToken))}`;
      this.setCookie(CSRF_COOKIE, token, cookieOptions);
      return token;
    });
    app.decorateReply('ensureCsrfCookie', function ensureCsrfCookie(this: FastifyReply) {
      const current = this.request.cookies[CSRF_COOKIE];
      const sessionToken = this.request.cookies[SESSION_COOKIE];
      if (current && isValidCsrfToken(options.secret, current, sessionToken)) return current;
      return this.issueCsrfCookie(sessionToken ?? null);
    });
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const access = request.routeOptions.config?.access;
      // Integration calls carry an API key header that a browser never sends by itself: no CSRF token.
      if (!access || 'apiKeyScope' in access) return;
      // Without a live session a protected route answers 401 whatever is forged: let the access
      // guard say so (an ended session's call must not read as a CSRF failure). Public routes
      // (sign-in, sign-out) are always checked.
      if (!('public' in access) && request.auth === null) return;
      const cookie = request.cookies[CSRF_COOKIE];
      const header = request.headers[CSRF_HEADER];
      const given = Array.isArray(header) ? header[0] : header;
      const sessionToken = request.cookies[SESSION_COOKIE];
      if (
        !cookie ||
        !given ||
        !safeEqual(cookie, given) ||
        !isValidCsrfToken(options.secret, cookie, sessionToken)
      ) {
        throw new AppError('CSRF_FAILED', { detail: MESSAGE.csrfFailed });
      }
    });
  },
  { name: 'csrf', dependencies: ['session'] },
);
