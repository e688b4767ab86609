import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A request slower than this is logged even when it succeeded. */
export const SLOW_REQUEST_MS = 1_000;

/** The path of a request URL, its query string left out. */
function pathOf(url: string): string {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

/**
 * One log line per request that needs a look, not two per request (decision 096): Fastify's own
 * request logging is off (app.ts), and this logs replies of 5xx and requests slower than
 * SLOW_REQUEST_MS, with method, path, status and time. 4xx are the client's business (the error
 * handler logs what it must). The path goes without its query string: some links carry a mailed
 * code there (the approval links' ?token=), which must never reach the logs.
 */
export const requestLogPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      const isFailed = reply.statusCode >= 500;
      if (!isFailed && reply.elapsedTime < SLOW_REQUEST_MS) return;
      const line = {
        method: request.method,
        url: pathOf(request.url),
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime),
      };
      if (isFailed) request.log.error(line, 'request failed');
      else request.log.warn(line, 'slow request');
    });
  },
  { name: 'request-log' },
);
