import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { createSharedRateLimit, type SharedRateLimit } from '../src/modules/platform/rate-limit/index.js';
import { countRows } from './helpers/database.js';
import { buildTestApp, openTestDatabase } from './helpers/test-app.js';

// Two app instances on one database stand for two server processes behind a load balancer, on a
// clock the test moves. Their count lives in the database only (decision 294).
const MINUTE = 60_000;
const RATE_LIMITED = {
  code: 'TOO_MANY_REQUESTS',
  errors: { detail: 'Too many requests. Please try again later.' },
};

let database: DatabaseHandle;
const apps: FastifyInstance[] = [];
/** A client address of this run only: the PostgreSQL test database outlives the run. */
const address = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
const addresses: string[] = [];
let nowMs = Math.floor(Date.now() / MINUTE) * MINUTE + 1_000;
const now = () => new Date(nowMs);

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  if (database && addresses.length > 0) {
    await database.exec(`delete from rate_limit_hits where key in ('${addresses.join("', '")}')`);
  }
  await database?.close();
});

/** One "process": an app whose per-address limit is `max` a minute, counted with the others. */
async function processWithLimit(max: number) {
  let counter!: SharedRateLimit;
  const app = await buildTestApp(database, {
    rateLimitMax: max,
    now,
    sharedRateLimit: (log) => {
      counter = createSharedRateLimit({ db: database.db, now, log });
      return counter;
    },
  });
  apps.push(app);
  const call = async (from: string, url = '/accounts/api/session_status/') =>
    app.inject({ method: 'GET', url, remoteAddress: from });
  return { app, call, purge: () => counter.purge() };
}

function newAddress() {
  const from = address();
  addresses.push(from);
  return from;
}

describe('the per-address rate limit shared by the server processes', () => {
  it('refuses the call past the limit on whichever process, with no delay (a share of one call below 100)', async () => {
    const [first, second] = [await processWithLimit(4), await processWithLimit(4)];
    const from = newAddress();
    expect((await first.call(from)).statusCode).toBe(200);
    expect((await second.call(from)).statusCode).toBe(200);
    expect((await second.call(from)).statusCode).toBe(200);
    expect((await first.call(from)).statusCode).toBe(200);
    // Four calls, the limit: the fifth is refused by either process at once.
    const refused = await second.call(from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(RATE_LIMITED);
    const refusedToo = await first.call(from);
    expect(refusedToo.statusCode).toBe(429);
    expect(refusedToo.json()).toEqual(RATE_LIMITED);
    // Another address has its own count.
    expect((await first.call(newAddress())).statusCode).toBe(200);
  });

  it('lets through at most the limit and at least the limit less a share per process, calls at once', async () => {
    const [first, second] = [await processWithLimit(300), await processWithLimit(300)];
    const from = newAddress();
    // 600 calls at once, alternating between the processes: each reserves 3 numbers at a time.
    const replies = await Promise.all(
      Array.from({ length: 600 }, (_, index) => (index % 2 === 0 ? first : second).call(from)),
    );
    const passed = replies.filter((reply) => reply.statusCode === 200).length;
    expect(replies.filter((reply) => reply.statusCode === 429)).toHaveLength(600 - passed);
    expect(passed).toBeLessThanOrEqual(300);
    expect(passed).toBeGreaterThanOrEqual(300 - 2 * 2);
    expect(await countRows(database, 'rate_limit_hits', `key = '${from}' and hits between 600 and 606`)).toBe(
      1,
    );
  });

  it('counts only the calls, not the web app pages and files (decision 082)', async () => {
    const [first, second] = [await processWithLimit(2), await processWithLimit(2)];
    const from = newAddress();
    for (const url of ['/', '/orders/', '/assets/index.js', '/orders/order_history/']) {
      expect((await first.call(from, url)).statusCode).not.toBe(429);
      expect((await second.call(from, url)).statusCode).not.toBe(429);
    }
    expect(await countRows(database, 'rate_limit_hits', `key = '${from}'`)).toBe(0);
    expect((await first.call(from)).statusCode).toBe(200);
    expect((await second.call(from)).statusCode).toBe(200);
  });

  it('starts the count afresh when the window ends, and deletes the ended window', async () => {
    const [first, second] = [await processWithLimit(2), await processWithLimit(2)];
    const from = newAddress();
    expect((await first.call(from)).statusCode).toBe(200);
    expect((await second.call(from)).statusCode).toBe(200);
    expect((await second.call(from)).statusCode).toBe(429);
    expect((await first.call(from)).statusCode).toBe(429);
    expect(await countRows(database, 'rate_limit_hits', `key = '${from}' and hits = 4`)).toBe(1);

    nowMs += MINUTE;
    expect((await second.call(from)).statusCode).toBe(200);
    expect((await first.call(from)).statusCode).toBe(200);
    expect(await countRows(database, 'rate_limit_hits', `key = '${from}'`)).toBe(2);
    await first.purge();
    // Only the new window is left: the ended one was deleted.
    expect(await countRows(database, 'rate_limit_hits', `key = '${from}' and hits = 2`)).toBe(1);
    expect(await countRows(database, 'rate_limit_hits', `key = '${from}'`)).toBe(1);
  });

  it('counts in memory, alone, without a shared count', async () => {
    const app = await buildTestApp(database, { rateLimitMax: 2, now });
    apps.push(app);
    const from = newAddress();
    const statuses: number[] = [];
    for (let call = 0; call < 3; call++) {
      statuses.push((await app.inject({ method: 'GET', url: '/healthz', remoteAddress: from })).statusCode);
      statuses.push(
        (await app.inject({ method: 'GET', url: '/accounts/api/session_status/', remoteAddress: from }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    await app.close();
    apps.splice(apps.indexOf(app), 1);
    expect(await countRows(database, 'rate_limit_hits', `key = '${from}'`)).toBe(0);
  });
});
