import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { sendAppError } from './error-handler.js';
import { isApiPath } from './security.js';

/** Source maps are not built for production; should one be there, it is not served either. */
function isServable(path: string): boolean {
  return !path.endsWith('.map');
}

/**
 * Serves the built web app with history fallback, and product images from the server's assets.
 * Files go out precompressed (.br or .gz made at build time) when the browser accepts it; hashed
 * assets are cached for a year, index.html is revalidated every time. Unknown API paths answer a
 * JSON 404; GET and HEAD of any other path answer the app.
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
        preCompressed: true,
        allowedPath: isServable,
        setHeaders: (reply, path) => {
          reply.header(
            'cache-control',
            path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const isPageMethod = request.method === 'GET' || request.method === 'HEAD';
      // A missing file under /media/ or /assets/ (or a source map) is a 404, not the app's page.
      const isFilePath = request.url.startsWith('/media/') || request.url.startsWith('/assets/');
      const wantsPage = isPageMethod && !isApiPath(request.url) && !isFilePath;
      if (isServingWeb && wantsPage) {
        reply.header('cache-control', 'no-cache');
        return reply.sendFile('index.html', options.webDistDir);
      }
      return sendAppError(request, reply, new AppError('NOT_FOUND', { detail: 'errors.notFound' }));
    });
  },
  { name: 'web-app' },
);
