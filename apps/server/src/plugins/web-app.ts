import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { sendAppError } from './error-handler.js';
import { isApiPath } from './security.js';

/**
 * Serves the built web app (hashed assets cached for a year, index.html never) with history
 * fallback, and product images from the server's assets. Unknown API paths answer a JSON 404.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { serveWeb: boolean; webDistDir: string; mediaDir: string }) => {
    await app.register(fastifyStatic, {
      root: options.mediaDir,
      prefix: '/media/',
      decorateReply: false,
      maxAge: '1d',
    });
    const indexFile = join(options.webDistDir, 'index.html');
    const isServingWeb = options.serveWeb && existsSync(indexFile);
    if (options.serveWeb && !isServingWeb) {
      app.log.warn(`Web app not built (${indexFile} missing): run npm run build`);
    }
    if (isServingWeb) {
      await app.register(fastifyStatic, {
        root: options.webDistDir,
        prefix: '/',
        wildcard: false,
        index: false,
        setHeaders: (reply, path) => {
          reply.header(
            'cache-control',
            path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const wantsPage =
        request.method === 'GET' && !isApiPath(request.url) && !request.url.startsWith('/media/');
      if (isServingWeb && wantsPage) {
        reply.header('cache-control', 'no-cache');
        return reply.sendFile('index.html', options.webDistDir);
      }
      return sendAppError(request, reply, new AppError('NOT_FOUND', { detail: 'errors.notFound' }));
    });
  },
  { name: 'web-app' },
);
