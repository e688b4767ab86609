import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Paths of the API (everything the web app calls), as opposed to pages and assets. */
export function isApiPath(url: string): boolean {
  return /^\/[a-z_]+\/api\//.test(url) || url.startsWith('/api/') || url.startsWith('/healthz');
}

/**
 * Security headers (a CSP the app passes, no framing, nosniff, HSTS behind HTTPS), no-store on API
 * replies, and a coarse per-address rate limit in front of everything.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { isHttps: boolean; rateLimitMax: number }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Mantine and Leaflet set inline styles.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(options.isHttps ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: options.isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'same-origin' },
    });
    await app.register(rateLimit, { global: true, max: options.rateLimitMax, timeWindow: '1 minute' });
    app.addHook('onSend', async (request, reply, payload) => {
      if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'security' },
);
