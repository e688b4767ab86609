import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { PUBLIC } from '../src/plugins/access.js';
import { multipartBody, UPLOAD_URL } from './helpers/documents.js';
import { openTestDatabase, signedInClient, TEST_SECRET } from './helpers/test-app.js';

/** The app with its real logger writing JSON lines into `lines`. */
let database: DatabaseHandle;
let app: FastifyInstance;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: TEST_SECRET,
    LOG_LEVEL: 'info',
    SERVE_WEB: 'false',
  });
  app = await buildApp({ config, database, logger: { level: 'info', stream } });
  app.get('/test/api/broken/', { config: { access: PUBLIC } }, async () => {
    throw new Error('boom');
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('request logging', () => {
  it('writes nothing for a successful request or a refused one', async () => {
    lines.length = 0;
    expect((await app.inject({ method: 'GET', url: '/accounts/api/login/' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/orders/api/products/' })).statusCode).toBe(401);
    expect(lines).toEqual([]);
  });

  it('writes one line with method, path, status and time for a failed request', async () => {
    lines.length = 0;
    expect((await app.inject({ method: 'GET', url: '/test/api/broken/' })).statusCode).toBe(500);
    const failed = lines.filter((line) => line.msg === 'request failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ method: 'GET', url: '/test/api/broken/', statusCode: 500, level: 50 });
    expect(typeof failed[0]!.responseTimeMs).toBe('number');
    expect(
      lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed'),
    ).toEqual([]);
  });

  it('logs the path without its query string, so a mailed code never reaches the logs', async () => {
    lines.length = 0;
    const url = '/test/api/broken/?token=secret-approval-code';
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(500);
    const failed = lines.filter((line) => line.msg === 'request failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ method: 'GET', url: '/test/api/broken/', statusCode: 500 });
    expect(JSON.stringify(lines)).not.toContain('secret-approval-code');
  });

  it('keeps why an upload could not be read (info), while the client gets the form message', async () => {
    const staff = await signedInClient(app, 'staff@demo.example', 'PROVIDER01');
    const { body, contentType } = multipartBody({ language: 'en' }, [
      { filename: 'a.pdf', bytes: Buffer.from('%PDF-1.4') },
    ]);
    lines.length = 0;
    const response = await staff.request('POST', UPLOAD_URL, {
      body: body.subarray(0, body.length - 20),
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).not.toMatch(/Unexpected|multipart data/);
    const unreadable = lines.filter((line) => line.msg === 'unreadable input');
    expect(unreadable).toHaveLength(1);
    expect(unreadable[0]).toMatchObject({ level: 30, err: { message: 'Unexpected end of multipart data' } });
  });
});
