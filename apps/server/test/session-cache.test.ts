import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUserLike, updateUserStatus } from './helpers/accounts.js';
import { buildTestApp, signedInClient, TestClient, useTestApp } from './helpers/test-app.js';

/**
 * Two server processes on one database, as behind a load balancer: each keeps the sessions it read
 * for a few seconds (decision 095). Their clocks stand still here, so only a notification can make
 * a process read a session again before the cache's time is up.
 */
const context = useTestApp();
// Stands still from the real time of the run: a fixed date made the session cookies (Expires from
// this clock) expire in the test client's cookie jar, which goes by the real clock, once the real
// time passed the fixed date plus the session's 12 hours.
let time = Date.now();
const now = () => new Date(time);
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  first = await buildTestApp(context.database, { now });
  second = await buildTestApp(context.database, { now });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

const NOT_AUTHENTICATED = {
  code: 'NOT_AUTHENTICATED',
  errors: { detail: 'Authentication credentials were not provided.' },
};
const FORBIDDEN = {
  code: 'FORBIDDEN',
  errors: { detail: "You don't have sufficient rights to access this Content." },
};

/** The same browser (cookies) talking to the other process. */
function sameBrowserOn(app: FastifyInstance, client: TestClient): TestClient {
  const other = new TestClient(app, client.remoteAddress);
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  return other;
}

async function newSupplierOnBoth() {
  const user = await createUserLike(context.database, 'supplier@demo.example');
  const onFirst = await signedInClient(first, user.email, user.accountId);
  const onSecond = sameBrowserOn(second, onFirst);
  expect((await onSecond.get('/orders/api/products/')).statusCode).toBe(200);
  return { user, onFirst, onSecond };
}

/** A notification travels through PostgreSQL: wait until the other process has it (milliseconds). */
async function eventually(check: () => Promise<void>) {
  await vi.waitFor(check, { timeout: 5_000, interval: 20 });
}

describe('the session cache of several processes', () => {
  it('ends the session in the other process when the user signs out in one', async () => {
    const { onFirst, onSecond } = await newSupplierOnBoth();
    expect((await onFirst.post('/accounts/api/logout/')).statusCode).toBe(200);
    await eventually(async () => {
      const response = await onSecond.get('/orders/api/products/');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(NOT_AUTHENTICATED);
    });
  });

  it('ends the sessions in every process when the back office deactivates the user', async () => {
    const { user, onFirst, onSecond } = await newSupplierOnBoth();
    await updateUserStatus(first, context.database, user.id, { isActive: false });
    // The process that made the change forgets at once; the other as soon as the notification arrives.
    expect((await onFirst.get('/orders/api/products/')).json()).toEqual(NOT_AUTHENTICATED);
    await eventually(async () => {
      expect((await onSecond.get('/orders/api/products/')).json()).toEqual(NOT_AUTHENTICATED);
    });
  });

  it('applies a withdrawn right in every process', async () => {
    const { user, onFirst, onSecond } = await newSupplierOnBoth();
    await context.database.db.transaction(async (tx) => {
      await tx.execute(sql`delete from user_groups where user_id = ${user.id}`);
      await first.sessions.refreshUserSessions(user.id, tx);
    });
    await eventually(async () => {
      const response = await onSecond.get('/orders/api/products/');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    });
    expect((await onFirst.get('/orders/api/products/')).json()).toEqual(FORBIDDEN);
  });

  it('trusts what it read for five seconds when no notification comes, then reads again', async () => {
    const { user, onSecond } = await newSupplierOnBoth();
    // A change made without telling the processes (say, by hand in the database).
    await context.database.db.execute(sql`update users set is_active = false where id = ${user.id}`);
    expect((await onSecond.get('/orders/api/products/')).statusCode).toBe(200);
    time += 5_001;
    const response = await onSecond.get('/orders/api/products/');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(NOT_AUTHENTICATED);
  });

  it('keeps serving a live session from either process', async () => {
    const { onFirst, onSecond } = await newSupplierOnBoth();
    time += 60_000;
    expect((await onFirst.get('/orders/api/products/')).statusCode).toBe(200);
    expect((await onSecond.get('/orders/api/products/')).statusCode).toBe(200);
  });
});
