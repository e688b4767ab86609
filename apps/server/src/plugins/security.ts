import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { MAP_TILE_IMAGE_SOURCES, MESSAGE, setOwn } from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { AppError } from '../lib/app-error.js';
import { malformedQueryNames } from '../lib/query-string.js';

/** Paths of the API (everything the web app calls), as opposed to pages and assets. */
export function isApiPath(url: string): boolean {
  // /orders/api/…, /api/…, also without the trailing slash (/orders/api, /api?x), and /healthz.
  return /^\/([a-z_]+\/)?api(?:[/?#]|$)/i.test(url) || /^\/healthz(?:[/?#]|$)/.test(url);
}

/** The security headers of every reply: a CSP the app passes, no framing, nosniff, HSTS behind HTTPS. */
export function securityHeaderOptions(isHttps: boolean): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine and Leaflet set inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The map's tile servers: the only hosts its tile settings accept (decision 260).
        imgSrc: ["'self'", 'data:', 'blob:', ...MAP_TILE_IMAGE_SOURCES],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
  };
}

export type ApplySecurityHeaders = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * The same headers for replies Fastify answers before any hook runs (a URL it cannot decode, a
 * path parameter too long): the error handler of those calls applies them itself.
 */
export function createSecurityHeaders(isHttps: boolean): ApplySecurityHeaders {
  // The same options; helmet's ESM and CJS type declarations differ only in name.
  const middleware = helmet(securityHeaderOptions(isHttps) as HelmetOptions);
  return (request, response) => middleware(request, response, () => {});
}

/**
 * A request count per key and window kept beyond this process (app.ts wires the one the server
 * processes share, decision 294); without it the limiter counts in this process's memory.
 */
export type RateLimitCounter = {
  increment: (key: string, windowMs: number, max: number) => Promise<{ current: number; ttl: number }>;
};

/** @fastify/rate-limit's store over a counter; a route with its own limit counts under its own keys. */
class CounterStore implements FastifyRateLimitStore {
  constructor(
    private readonly counter: RateLimitCounter,
    private readonly prefix = '',
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    windowMs: number,
    max: number,
  ) {
    // A count the database cannot give fails the request as the database's outage does (503).
    this.counter.increment(`${this.prefix}${key}`, windowMs, max).then(
      (result) => callback(null, result),
      (error: Error) => callback(error),
    );
  }

  child(options: object): FastifyRateLimitStore {
    const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
    return new CounterStore(this.counter, `${this.prefix}${String(route?.method)} ${String(route?.url)}|`);
  }
}

function storeOver(counter: RateLimitCounter): FastifyRateLimitStoreCtor {
  return class extends CounterStore {
    constructor() {
      super(counter);
    }
  };
}

/**
 * Security headers (a CSP the app passes, no framing, nosniff, HSTS behind HTTPS), no-store on API
 * replies, and a coarse per-address rate limit in front of every call (not the web app's files).
 */
export const securityPlugin = fp(
  async (
    app: FastifyInstance,
    options: { isHttps: boolean; rateLimitMax: number; rateLimitCounter?: RateLimitCounter | undefined },
  ) => {
    await app.register(fastifyHelmet, securityHeaderOptions(options.isHttps));
    // A query value (or name) that cannot be percent-decoded is refused as a malformed path is,
    // with a message per named field, before any route reads it as text (decision 295).
    app.addHook('onRequest', async (request) => {
      const names = malformedQueryNames(request.query);
      if (!names) return;
      const fields: Record<string, string[]> = {};
      for (const name of names) if (name !== '') setOwn(fields, name, [MESSAGE.invalid]);
      throw new AppError('VALIDATION_FAILED', { detail: MESSAGE.badUrl, fields });
    });
    // Only the calls count: one page view fetches dozens of hashed assets, and a supplier's office
    // behind one address would otherwise be refused its JavaScript (decision 082).
    await app.register(rateLimit, {
      global: true,
      max: options.rateLimitMax,
      timeWindow: '1 minute',
      allowList: (request) => !isApiPath(request.url),
      ...(options.rateLimitCounter ? { store: storeOver(options.rateLimitCounter) } : {}),
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'security' },
);
