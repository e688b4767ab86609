import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN } from '../src/plugins/access.js';
import { buildTestApp, DEMO_PASSWORD, TestClient, useTestApp } from './helpers/test-app.js';

const context = useTestApp();
const CSRF_FAILED = { code: 'CSRF_FAILED', errors: { detail: 'CSRF verification failed.' } };
const UNSAFE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** An app with one signed-in test route per unsafe method (no such route exists yet for PUT and DELETE). */
let probeApp: FastifyInstance;
beforeAll(async () => {
  probeApp = await buildTestApp(context.database, { isReady: false });
  for (const method of UNSAFE_METHODS) {
    probeApp.route({
      method,
      url: '/test/api/csrf-probe/',
      config: { access: SIGNED_IN },
      handler: async () => ({ method }),
    });
  }
  await probeApp.ready();
});
afterAll(async () => {
  await probeApp?.close();
});

async function signedIn(app: FastifyInstance, email = 'supplier@demo.example', accountId = '12345A0001') {
  const client = new TestClient(app);
  expect((await client.signIn(email, accountId)).statusCode).toBe(200);
  return client;
}

describe('the CSRF token is bound to the session', () => {
  it('refuses a token fetched by someone else with the victim session cookie', async () => {
    const victim = await signedIn(context.app);
    const attacker = new TestClient(context.app);
    await attacker.get('/accounts/api/login/');
    const attackerToken = attacker.cookies.get('csrftoken')!;
    const forged = new TestClient(context.app);
    forged.cookies.set('sessionid', victim.cookies.get('sessionid')!);
    forged.cookies.set('csrftoken', attackerToken);
    const response = await forged.post('/accounts/api/logout/');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CSRF_FAILED);
    expect((await victim.get('/accounts/api/login/')).json().is_authenticated).toBe(true);
  });

  it("refuses another signed-in user's token too", async () => {
    const victim = await signedIn(context.app);
    const attacker = await signedIn(context.app, 'analyst@demo.example', 'CARMAKER01');
    victim.cookies.set('csrftoken', attacker.cookies.get('csrftoken')!);
    const response = await victim.post('/accounts/api/logout/');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CSRF_FAILED);
  });

  it('works before a session exists, for the sign-in itself', async () => {
    const client = new TestClient(context.app);
    await client.get('/accounts/api/login/');
    const response = await client.post('/accounts/api/login/', {
      username: 'supplier@demo.example',
      account_id: '12345A0001',
      password: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
  });

  it('is replaced at sign-in: the token of before no longer works with the new session', async () => {
    const client = new TestClient(context.app);
    await client.get('/accounts/api/login/');
    const before = client.cookies.get('csrftoken')!;
    await client.post('/accounts/api/login/', {
      username: 'supplier@demo.example',
      account_id: '12345A0001',
      password: DEMO_PASSWORD,
    });
    const after = client.cookies.get('csrftoken')!;
    expect(after).not.toBe(before);
    client.cookies.set('csrftoken', before);
    expect((await client.post('/accounts/api/logout/')).json()).toEqual(CSRF_FAILED);
    client.cookies.set('csrftoken', after);
    expect((await client.post('/accounts/api/logout/')).statusCode).toBe(200);
  });

  it('is replaced at sign-out by a token for no session, which signs in again', async () => {
    const client = await signedIn(context.app);
    const signedInToken = client.cookies.get('csrftoken');
    await client.post('/accounts/api/logout/');
    expect(client.cookies.get('csrftoken')).not.toBe(signedInToken);
    expect((await client.signIn('supplier@demo.example', '12345A0001')).statusCode).toBe(200);
  });

  it('keeps 401 for a call whose session has ended', async () => {
    const client = await signedIn(context.app);
    await context.database.exec(
      `delete from sessions where user_id = (select id from users where email = 'supplier@demo.example')`,
    );
    // The rows changed behind the server's back, as time would change them: this process re-reads them.
    context.app.sessions.forgetCachedSessions();
    const response = await client.request('PATCH', '/orders/api/orders/1', {
      body: { state: 'CANCEL_REQUESTED' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe.each(UNSAFE_METHODS)('CSRF on %s', (method) => {
  it('refuses the call without the header, with a wrong one and with another session token', async () => {
    const client = await signedIn(probeApp);
    const missing = await client.request(method, '/test/api/csrf-probe/', { body: {}, csrf: false });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual(CSRF_FAILED);
    const wrong = await client.request(method, '/test/api/csrf-probe/', {
      body: {},
      csrf: false,
      headers: { 'x-csrftoken': 'a.b' },
    });
    expect(wrong.json()).toEqual(CSRF_FAILED);
    const other = await signedIn(probeApp, 'analyst@demo.example', 'CARMAKER01');
    const foreign = other.cookies.get('csrftoken')!;
    const swapped = new TestClient(probeApp);
    swapped.cookies.set('sessionid', client.cookies.get('sessionid')!);
    swapped.cookies.set('csrftoken', foreign);
    const crossed = await swapped.request(method, '/test/api/csrf-probe/', { body: {} });
    expect(crossed.statusCode).toBe(403);
    expect(crossed.json()).toEqual(CSRF_FAILED);
  });

  it('accepts the call with the session token', async () => {
    const client = await signedIn(probeApp);
    const response = await client.request(method, '/test/api/csrf-probe/', { body: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ method });
  });
});
