import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { openTestDatabase, TEST_SECRET } from './helpers/test-app.js';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/app-1a2b3c.js"></script></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const NOT_FOUND = { code: 'NOT_FOUND', errors: { detail: 'Not found.' } };

/** A built web app as Vite leaves it: hashed assets, their .br and .gz, and a stray source map. */
function writeWebBuild(dir: string): void {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  for (const [file, text] of [
    ['index.html', INDEX],
    ['assets/app-1a2b3c.js', SCRIPT],
  ] as const) {
    writeFileSync(join(dir, file), text);
    writeFileSync(join(dir, `${file}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${file}.gz`), gzipSync(text));
  }
  writeFileSync(join(dir, 'assets/app-1a2b3c.js.map'), '{"version":3,"sources":["secret.ts"]}');
}

async function buildWebApp(
  database: DatabaseHandle,
  webDistDir: string,
  env: 'production' | 'development',
  rateLimitMax?: number,
) {
  const config = loadConfig({
    NODE_ENV: env,
    SESSION_SECRET: TEST_SECRET,
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'true',
    WEB_DIST_DIR: webDistDir,
  });
  const app = await buildApp({ config, database, logger: false, ...(rateLimitMax ? { rateLimitMax } : {}) });
  await app.ready();
  return app;
}

let database: DatabaseHandle;
let webDistDir: string;
let production: FastifyInstance;
let development: FastifyInstance;

beforeAll(async () => {
  webDistDir = mkdtempSync(join(tmpdir(), 'label-portal-web-test-'));
  writeWebBuild(webDistDir);
  database = await openTestDatabase();
  production = await buildWebApp(database, webDistDir, 'production');
  development = await buildWebApp(database, webDistDir, 'development');
});
afterAll(async () => {
  await production?.close();
  await development?.close();
  await database?.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

describe('the web app as files', () => {
  it('sends index.html brotli-compressed when accepted, revalidated on every load', async () => {
    const reply = await production.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends gzip to a browser without brotli and plain text to one without either', async () => {
    const gzip = await production.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    const plain = await production.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('lets browsers keep hashed assets for a year', async () => {
    const reply = await production.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never serves a source map', async () => {
    const reply = await production.inject({ method: 'GET', url: '/assets/app-1a2b3c.js.map' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual(NOT_FOUND);
    expect(reply.body).not.toContain('secret.ts');
  });
});

describe('pages and API paths', () => {
  it('answers HEAD like GET on the start page and on an app route', async () => {
    for (const url of ['/', '/orders/history']) {
      const get = await production.inject({ method: 'GET', url });
      const head = await production.inject({ method: 'HEAD', url });
      expect(get.statusCode).toBe(200);
      expect(get.body).toContain('<div id="root">');
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toMatch(/^text\/html/);
      expect(head.body).toBe('');
    }
  });

  it('answers unknown API paths with a JSON 404 in the error shape, whatever the method', async () => {
    const cases = [
      ['GET', '/orders/api/nope'],
      ['GET', '/accounts/api/nope/deeper/'],
      ['GET', '/orders/api'],
      ['GET', '/api/nope'],
      ['GET', '/api'],
      ['GET', '/api?x=1'],
      ['HEAD', '/orders/api/nope'],
      ['POST', '/orders/api/nope'],
      ['GET', '/healthz/nope'],
    ] as const;
    for (const [method, url] of cases) {
      const reply = await production.inject({ method, url });
      expect(reply.statusCode, `${method} ${url}`).toBe(404);
      expect(reply.headers['content-type'], `${method} ${url}`).toMatch(/^application\/json/);
      if (method !== 'HEAD') expect(reply.json(), `${method} ${url}`).toEqual(NOT_FOUND);
    }
  });

  it('answers the app, not a 404, for paths that merely contain "api"', async () => {
    for (const url of ['/apiary', '/orders/apis', '/orders/history/api-notes']) {
      const reply = await production.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.body, url).toContain('<div id="root">');
    }
  });
});

describe('the per-address rate limit', () => {
  it("counts the calls, not the web app's files and pages", async () => {
    const app = await buildWebApp(database, webDistDir, 'production', 3);
    try {
      for (let view = 0; view < 10; view += 1) {
        expect((await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' })).statusCode).toBe(200);
        expect((await app.inject({ method: 'GET', url: '/orders/history' })).statusCode).toBe(200);
      }
      for (let call = 0; call < 3; call += 1) {
        expect((await app.inject({ method: 'GET', url: '/accounts/api/login/' })).statusCode).toBe(200);
      }
      const limited = await app.inject({ method: 'GET', url: '/accounts/api/login/' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        code: 'TOO_MANY_REQUESTS',
        errors: { detail: 'Too many requests. Please try again later.' },
      });
      expect((await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('the API documentation', () => {
  it('keeps the OpenAPI document public in production', async () => {
    const reply = await production.inject({ method: 'GET', url: '/api/docs/json' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().info.title).toBe('Label Portal API');
  });

  it('serves no Swagger UI in production', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/static/index.html']) {
      const reply = await production.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.json(), url).toEqual(NOT_FOUND);
    }
  });

  it('serves the Swagger UI outside production', async () => {
    const reply = await development.inject({ method: 'GET', url: '/api/docs' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('swagger-ui');
    expect((await development.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });
});
