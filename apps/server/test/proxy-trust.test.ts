import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { PUBLIC } from '../src/plugins/access.js';
import { openTestDatabase, TEST_SECRET } from './helpers/test-app.js';

const LOAD_BALANCER = '10.0.0.1';
let database: DatabaseHandle;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
});

/** An app behind TRUST_PROXY with a rate limit of 3 requests a minute per client address. */
async function appTrusting(trustProxy: string | undefined) {
  const config = loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: TEST_SECRET,
    SERVE_WEB: 'false',
    TRUST_PROXY: trustProxy,
  });
  const app = await buildApp({ config, database, logger: false, rateLimitMax: 3 });
  app.get('/test/api/whoami/', { config: { access: PUBLIC } }, async (request) => ({
    ip: request.ip,
  }));
  await app.ready();
  apps.push(app);
  return app;
}

function fromBalancer(app: FastifyInstance, forwardedFor: string) {
  return app.inject({
    method: 'GET',
    url: '/test/api/whoami/',
    remoteAddress: LOAD_BALANCER,
    headers: { 'x-forwarded-for': forwardedFor },
  });
}

describe.each([
  ['one trusted hop', '1'],
  ['the load balancer address', LOAD_BALANCER],
  ['the load balancer network', '10.0.0.0/24'],
])('behind a load balancer trusted by %s', (_, trustProxy) => {
  it('takes the address the load balancer saw, whatever the client wrote to the left', async () => {
    const app = await appTrusting(trustProxy);
    const first = await fromBalancer(app, '198.51.100.1, 203.0.113.7');
    const spoofed = await fromBalancer(app, '192.0.2.99, 203.0.113.7');
    expect(first.json()).toEqual({ ip: '203.0.113.7' });
    expect(spoofed.json()).toEqual({ ip: '203.0.113.7' });
  });

  it('rate-limits the real client even when it changes the leftmost entry', async () => {
    const app = await appTrusting(trustProxy);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await fromBalancer(app, `192.0.2.${attempt}, 203.0.113.8`)).statusCode).toBe(200);
    }
    const limited = await fromBalancer(app, '192.0.2.200, 203.0.113.8');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      errors: { detail: 'Too many requests. Please try again later.' },
    });
    expect((await fromBalancer(app, '203.0.113.9')).statusCode).toBe(200);
  });
});

describe('without TRUST_PROXY', () => {
  it('ignores X-Forwarded-For: the client is the socket peer', async () => {
    const app = await appTrusting(undefined);
    expect((await fromBalancer(app, '203.0.113.7')).json()).toEqual({ ip: LOAD_BALANCER });
  });
});

describe('with a proxy address list', () => {
  it('does not believe X-Forwarded-For from a peer that is not a listed proxy', async () => {
    const app = await appTrusting(LOAD_BALANCER);
    const direct = await app.inject({
      method: 'GET',
      url: '/test/api/whoami/',
      remoteAddress: '198.51.100.50',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(direct.json()).toEqual({ ip: '198.51.100.50' });
  });
});
