import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MESSAGE } from '@label-portal/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyReply {
    /** Sets a fresh csrftoken cookie unless the request carries a valid one; returns the token. */
    ensureCsrfCookie: () => string;
  }
}

function sign(secret: string, nonce: string): string {
  return createHmac('sha256', secret).update(nonce).digest('base64url');
}

export function isValidCsrfToken(secret: string, token: string | undefined): boolean {
  if (!token) return false;
  const [nonce, signature] = token.split('.');
  if (!nonce || !signature) return false;
  const expected = Buffer.from(sign(secret, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit CSRF protection: GET /accounts/api/login/ sets a signed `csrftoken` cookie that
 * scripts of this origin can read; every unsafe call must echo it in the X-CSRFToken header.
 */
export const csrfPlugin = fp(
  async (app: FastifyInstance, options: { secret: string; secure: boolean }) => {
    app.decorateReply('ensureCsrfCookie', function ensureCsrfCookie(this: FastifyReply) {
      const current = this.request.cookies[CSRF_COOKIE];
      if (current && isValidCsrfToken(options.secret, current)) return current;
      const nonce = randomBytes(18).toString('base64url');
      const token = `${nonce}.${sign(options.secret, nonce)}`;
      this.setCookie(CSRF_COOKIE, token, {
        path: '/',
        sameSite: 'lax',
        secure: options.secure,
        httpOnly: false,
        maxAge: 60 * 60 * 24 * 365,
      });
      return token;
    });
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const access = request.routeOptions.config?.access;
      if (!access) return;
      const cookie = request.cookies[CSRF_COOKIE];
      const header = request.headers[CSRF_HEADER];
      const given = Array.isArray(header) ? header[0] : header;
      if (!cookie || !given || !safeEqual(cookie, given) || !isValidCsrfToken(options.secret, cookie)) {
        throw new AppError('CSRF_FAILED', { detail: MESSAGE.csrfFailed });
      }
    });
  },
  { name: 'csrf', dependencies: ['session'] },
);
