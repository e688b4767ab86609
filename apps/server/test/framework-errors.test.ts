import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.js';

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
