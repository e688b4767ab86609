import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { loadOrderingData, orderBody, sendOrder } from './helpers/ordering.js';
import { buildTestApp, openTestDatabase, signedInClient, type TestClient } from './helpers/test-app.js';

const DATABASE_URL = process.env.DATABASE_URL;
const UNAVAILABLE = {
  code: 'SERVICE_UNAVAILABLE',
  errors: { detail: 'The service is unavailable for a moment. Please try again shortly.' },
};

describe('a database that cannot be reached', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    // Nothing listens on port 1: every connection attempt is refused at once.
    database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/none', maxConnections: 2 });
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers 503 in the error shape, in the request language, with Retry-After', async () => {
    const reply = await app.inject({
      method: 'GET',
      url: '/accounts/api/users/',
      headers: { cookie: 'sessionid=abc' },
    });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual(UNAVAILABLE);
    expect(reply.headers['retry-after']).toBe('5');
    const french = await app.inject({
      method: 'GET',
      url: '/accounts/api/users/',
      headers: { cookie: 'sessionid=abc', 'accept-language': 'fr' },
    });
    expect(french.statusCode).toBe(503);
    expect(french.json().errors.detail).toBe(
      'Le service est indisponible pour un instant. Veuillez réessayer dans quelques instants.',
    );
  });

  it('reports itself unavailable on the health check', async () => {
    const reply = await app.inject({ method: 'GET', url: '/healthz' });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual({ status: 'unavailable', database: 'postgres' });
  });
});

const APPLICATION_NAME = `label-portal-outage-${process.pid}`;

describe.skipIf(!DATABASE_URL)(
  'connections cut under load (PostgreSQL only: skipped on PGlite, set DATABASE_URL to run it)',
  () => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    let admin: postgres.Sql;
    let client: TestClient;
    let body: ReturnType<typeof orderBody>;

    beforeAll(async () => {
      // Migrated and seeded by the shared helper, then a pool of our own that the cuts can target.
      await (await openTestDatabase()).close();
      database = await openDatabase({
        url: DATABASE_URL,
        maxConnections: 7,
        applicationName: APPLICATION_NAME,
      });
      app = await buildTestApp(database, { rateLimitMax: 100_000 });
      admin = postgres(DATABASE_URL!, { max: 1, onnotice: () => {} });
      client = await signedInClient(app, 'supplier@demo.example', '12345A0001');
      const { standard, addresses } = await loadOrderingData(client);
      body = orderBody([{ product: standard[0]!.pk, quantity: standard[0]!.labels_per_unit }], addresses);
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
      await admin?.end();
    });

    /** Ends every backend of the app's pool, as a failover or an administrator would. */
    async function cutConnections(): Promise<number> {
      const rows = await admin`
        select pg_terminate_backend(pid) as ended from pg_stat_activity
        where application_name = ${APPLICATION_NAME} and pid <> pg_backend_pid()`;
      return rows.length;
    }

    it('answers only 2xx or 503 during the cuts, never crashes or hangs, and is back to normal at once', async () => {
      // postgres.js 3.4.9 threw from a timer after a cut and left a query unanswered (decision 289:
      // patched): any uncaught exception now fails the test.
      const uncaught: unknown[] = [];
      const recordUncaught = (error: Error) => uncaught.push(error);
      process.on('uncaughtException', recordUncaught);
      const HUNG = 'hung' as const;
      const settle = <T>(reply: Promise<T>) =>
        Promise.race([reply, new Promise<typeof HUNG>((resolve) => setTimeout(() => resolve(HUNG), 20_000))]);
      try {
        let cuts = 0;
        const replies: LightMyRequestResponse[] = [];
        let hung = 0;
        for (let round = 0; round < 6; round += 1) {
          const burst = Array.from({ length: 16 }, (_, index) =>
            settle(
              index % 2 === 0 ? sendOrder(client, body, randomUUID()) : client.get('/orders/api/orders/'),
            ),
          );
          // Cut while the burst is in flight, twice per round.
          await new Promise((resolve) => setTimeout(resolve, 15));
          cuts += await cutConnections();
          await new Promise((resolve) => setTimeout(resolve, 10));
          cuts += await cutConnections();
          for (const reply of await Promise.all(burst)) {
            if (reply === HUNG) hung += 1;
            else replies.push(reply);
          }
        }
        expect(cuts).toBeGreaterThan(0);
        const unexpected = replies.filter((reply) => reply.statusCode >= 300 && reply.statusCode !== 503);
        // The replies in the message itself: CI's summary line shows the message, not the diff.
        const unexpectedLines = unexpected.map((reply) => `${reply.statusCode} ${reply.body}`);
        expect(unexpectedLines, `unexpected replies: ${JSON.stringify(unexpectedLines)}`).toEqual([]);
        for (const reply of replies.filter((r) => r.statusCode === 503)) {
          expect(reply.json()).toEqual(UNAVAILABLE);
        }
        expect(hung).toBe(0);
        expect(uncaught.map(String)).toEqual([]);

        // Back to normal at once, also after one more cut.
        await vi.waitFor(async () => expect((await client.get('/orders/api/orders/')).statusCode).toBe(200), {
          timeout: 10_000,
          interval: 100,
        });
        expect(await cutConnections()).toBeGreaterThan(0);
        await vi.waitFor(async () => expect((await client.get('/orders/api/orders/')).statusCode).toBe(200), {
          timeout: 10_000,
          interval: 100,
        });
        const sent = await sendOrder(client, body, randomUUID());
        expect(sent.statusCode).toBe(201);
      } finally {
        process.off('uncaughtException', recordUncaught);
      }
    }, 240_000);
  },
);
