import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A request slower than this is logged even when it succeeded. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * One log line per request that needs a look, not two per request (decision 096): Fastify's own
 * request logging is off (app.ts), and this logs replies of 5xx and requests slower than
 * SLOW_REQUEST_MS, with method, path, status and time. 4xx are the client's business (the error
 * handler logs what it must).
 */
export const requestLogPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      const isFailed = reply.statusCode >= 500;
      if (!isFailed && reply.elapsedTime < SLOW_REQUEST_MS) return;
      const line = {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime),
      };
      if (isFailed) request.log.error(line, 'request failed');
      else request.log.warn(line, 'slow request');
    });
  },
  { name: 'request-log' },
);
