import { IncomingMessage, ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { MESSAGE } from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { buildErrorReply } from './error-handler.js';
import type { ApplySecurityHeaders } from './security.js';

type ClientError = Error & { code?: string };

/** What Node's HTTP parser refused: headers over its limit (431), a timeout (408), anything else (400). */
function replyOf(error: ClientError): { status: number; detail: string } {
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, detail: MESSAGE.headersTooLarge };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, detail: MESSAGE.badRequest };
  return { status: 400, detail: MESSAGE.badRequest };
}

/**
 * The security headers of every reply, as helmet sets them on a response (the same function as for
 * any other reply), read once: a request Node could not parse has no request object to set them on.
 */
function securityHeaderLines(applySecurityHeaders: ApplySecurityHeaders): string {
  const request = new IncomingMessage(null as unknown as Socket);
  const response = new ServerResponse(request);
  applySecurityHeaders(request, response);
  return Object.entries(response.getHeaders())
    .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : String(value)}\r\n`)
    .join('');
}

/**
 * Fastify's `clientErrorHandler`: replies Node's HTTP parser makes before any request exists
 * (headers over 16 KB, malformed HTTP) carry the security headers and the one error shape of every
 * other reply, in English (the request's headers cannot be read), and never echo the request
 * (decision 295). The connection is closed after the reply, as Node does.
 */
export function createClientErrorHandler(applySecurityHeaders: ApplySecurityHeaders) {
  const headerLines = securityHeaderLines(applySecurityHeaders);
  return function handleClientError(this: FastifyInstance, error: ClientError, socket: Socket): void {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, detail } = replyOf(error);
    this.log.debug({ err: error }, 'client error');
    if (socket.writable) {
      const appError = Object.assign(new AppError('VALIDATION_FAILED', { detail }), { statusCode: status });
      const body = JSON.stringify(buildErrorReply(appError, 'en'));
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
          'content-type: application/json; charset=utf-8\r\n' +
          `content-length: ${Buffer.byteLength(body)}\r\n` +
          'cache-control: no-store\r\n' +
          headerLines +
          'connection: close\r\n\r\n' +
          body,
      );
    }
    socket.destroy(error);
  };
}
