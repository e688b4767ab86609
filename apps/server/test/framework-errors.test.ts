import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { malformedQueryNames, parseQueryString } from '../src/lib/query-string.js';
import { buildTestApp, signedInClient, useTestApp } from './helpers/test-app.js';

const context = useTestApp();

/** The headers helmet sets on an ordinary reply, with their values. */
async function ordinarySecurityHeaders() {
  const response = await context.app.inject({ method: 'GET', url: '/accounts/api/session_status/' });
  const names = [
    'content-security-policy',
    'x-frame-options',
    'x-content-type-options',
    'referrer-policy',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
    'origin-agent-cluster',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];
  for (const name of names) expect(response.headers[name], name).toBeDefined();
  return Object.fromEntries(names.map((name) => [name, response.headers[name]]));
}

describe('URLs Fastify cannot route', () => {
  it('answer a malformed percent-encoding with the error shape and every security header', async () => {
    const expected = await ordinarySecurityHeaders();
    const response = await context.app.inject({ method: 'GET', url: '/orders/api/orders/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      errors: { detail: 'The address of this request is not valid.' },
    });
    expect(response.body).not.toContain('%E0');
    expect(response.headers).toMatchObject(expected);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('answer in the request language', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/orders/api/orders/%zz',
      headers: { 'accept-language': 'fr' },
    });
    expect(response.json().errors.detail).toBe('L’adresse de cette requête n’est pas valide.');
  });

  it('answer a path parameter over the length limit with 414, the shape and the headers', async () => {
    const expected = await ordinarySecurityHeaders();
    const response = await context.app.inject({
      method: 'GET',
      url: `/orders/api/orders/${'1'.repeat(101)}`,
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      errors: { detail: 'A part of the address of this request is too long.' },
    });
    expect(response.headers).toMatchObject(expected);
  });

  it('still route a well-encoded URL', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/orders/api/orders/%31' });
    expect(response.statusCode).toBe(401);
  });
});

describe('a query string that cannot be percent-decoded (decision 295)', () => {
  it('answers 400 with the error shape, a message per field and the security headers, as in the path', async () => {
    const expected = await ordinarySecurityHeaders();
    const client = await signedInClient(context.app, 'analyst@demo.example', 'CARMAKER01');
    const response = await client.get(
      '/statistics/api/verifications/download/?date_start=2024-01-01&tags=%E0%A4%A&tags=app',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      errors: { detail: 'The address of this request is not valid.', tags: ['Invalid value'] },
    });
    expect(response.body).not.toContain('%E0');
    expect(response.headers).toMatchObject(expected);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('names each malformed field, in the request language; a malformed name is the detail alone', async () => {
    const french = await context.app.inject({
      method: 'GET',
      url: '/accounts/api/cofor_list/?cofor=%zz&cofor=ok&other=%',
      headers: { 'accept-language': 'fr' },
    });
    expect(french.statusCode).toBe(400);
    expect(french.json()).toEqual({
      code: 'VALIDATION_FAILED',
      errors: {
        detail: 'L’adresse de cette requête n’est pas valide.',
        cofor: ['Valeur invalide'],
        other: ['Valeur invalide'],
      },
    });
    const badName = await context.app.inject({ method: 'GET', url: '/accounts/api/session_status/?%E0=1' });
    expect(badName.statusCode).toBe(400);
    expect(badName.json()).toEqual({
      code: 'VALIDATION_FAILED',
      errors: { detail: 'The address of this request is not valid.' },
    });
  });

  it('still reads a well-encoded query as before: +, %20, repeated names, a name without a value', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/accounts/api/session_status/?a=x+y%20z&a=%E2%82%AC&b&=c',
    });
    expect(response.statusCode).toBe(200);
    expect(parseQueryString('a=x+y%20z&a=%E2%82%AC&b&=c&&d=1=2')).toEqual({
      a: ['x y z', '€'],
      b: '',
      '': 'c',
      d: '1=2',
    });
    expect(malformedQueryNames(parseQueryString('a=1'))).toBeUndefined();
    expect(malformedQueryNames(parseQueryString('a=%E0%A4%A&%zz=1&b=2'))).toEqual(['a', '']);
  });
});

/** Sends raw bytes to the listening server and reads what it answers until it closes. */
async function sendRaw(
  port: number,
  bytes: string,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const text = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', (error) => (received ? resolve(received) : reject(error)));
    socket.on('close', () => resolve(received));
    socket.write(bytes);
  });
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

describe("replies Node's HTTP parser makes (decision 295)", () => {
  let port = 0;
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await buildTestApp(context.database);
    await server.listen({ host: '127.0.0.1', port: 0 });
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await server.close();
  });

  it('answer headers over 16 KB with 431, the error shape and every security header', async () => {
    const expected = await ordinarySecurityHeaders();
    const reply = await sendRaw(
      port,
      `GET /accounts/api/session_status/ HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(17 * 1024)}\r\n\r\n`,
    );
    expect(reply.status).toBe(431);
    expect(JSON.parse(reply.body)).toEqual({
      code: 'VALIDATION_FAILED',
      errors: { detail: 'The headers of this request are too large.' },
    });
    expect(reply.headers).toMatchObject(expected);
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(Number(reply.headers['content-length'])).toBe(Buffer.byteLength(reply.body));
  });

  it('answer malformed HTTP with 400, the error shape and every security header, echoing nothing', async () => {
    const expected = await ordinarySecurityHeaders();
    const reply = await sendRaw(port, 'GET /<script> HTTP/1.1\r\nHost localhost\r\n\r\n');
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body)).toEqual({
      code: 'VALIDATION_FAILED',
      errors: { detail: 'This request cannot be read.' },
    });
    expect(reply.body).not.toContain('script');
    expect(reply.headers).toMatchObject(expected);
  });

  it('still answer an ordinary request on the same server', async () => {
    const reply = await sendRaw(
      port,
      'GET /accounts/api/session_status/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(reply.status).toBe(200);
  });
});
