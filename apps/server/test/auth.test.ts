import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, TestClient, useTestApp } from './helpers/test-app.js';

const context = useTestApp();

describe('GET /accounts/api/login/', () => {
  it('answers anonymous permissions and sets a csrftoken cookie readable by scripts', async () => {
    const client = new TestClient(context.app);
    const response = await client.get('/accounts/api/login/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ is_authenticated: false, permissions: [] });
    const csrf = response.cookies.find((cookie) => cookie.name === 'csrftoken');
    expect(csrf?.value).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(csrf?.httpOnly).toBeFalsy();
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('POST /accounts/api/login/', () => {
  it('signs the supplier in with its rights and a fresh http-only session cookie', async () => {
    const client = new TestClient(context.app);
    const response = await client.signIn('supplier@demo.example', '12345A0001');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.is_authenticated).toBe(true);
    expect(body.permissions).toEqual(
      expect.arrayContaining(['orders.issue_order', 'orders.view_order', 'distribution.distribute']),
    );
    expect(body.permissions).not.toContain('accounts.approve_user');
    const session = response.cookies.find((cookie) => cookie.name === 'sessionid');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
  });

  it('accepts the e-mail in any case and the account id in lower case', async () => {
    const client = new TestClient(context.app);
    const response = await client.signIn('Supplier@Demo.Example', '12345a0001');
    expect(response.statusCode).toBe(200);
  });

  it('answers 400 with Required on each empty field', async () => {
    const client = new TestClient(context.app);
    await client.get('/accounts/api/login/');
    const response = await client.post('/accounts/api/login/', {
      username: '',
      account_id: '',
      password: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      errors: { username: ['Required'], account_id: ['Required'], password: ['Required'] },
    });
  });

  it('translates field messages for a French client', async () => {
    const client = new TestClient(context.app);
    await client.get('/accounts/api/login/');
    const response = await client.post(
      '/accounts/api/login/',
      { username: 'x@y.example', account_id: '', password: 'x' },
      { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } },
    );
    expect(response.json().errors.account_id).toEqual(['Obligatoire']);
  });

  it('answers a wrong password and an unknown account with the same reply', async () => {
    const client = new TestClient(context.app);
    const wrong = await client.signIn('analyst@demo.example', 'CARMAKER01', 'Wrong-pass-1');
    const unknown = await client.signIn('nobody@demo.example', 'CARMAKER01', 'Wrong-pass-1');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().errors.detail).toBe('Unable to log in with the provided credentials.');
  });

  it('answers 429 after a burst of failures for one account from one address (login-throttle.test.ts has the rest)', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const client = new TestClient(context.app, '10.98.98.98');
      const response = await client.signIn('throttled@demo.example', 'THROTTLE01', 'Wrong-pass-1');
      expect(response.statusCode).toBe(400);
    }
    const blocked = await new TestClient(context.app, '10.98.98.98').signIn(
      'throttled@demo.example',
      'THROTTLE01',
      'Wrong-pass-1',
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_REQUESTS');
  });

  it('answers 429 after a burst of failures from one client address, across accounts', async () => {
    const client = new TestClient(context.app, '10.99.99.99');
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await client.signIn(`spray${attempt}@demo.example`, 'SPRAY00001', 'Wrong-pass-1');
      expect(response.statusCode).toBe(400);
    }
    const blocked = await client.signIn('supplier@demo.example', '12345A0001');
    expect(blocked.statusCode).toBe(429);
  });

  it('answers PASSWORD_EXPIRED with e-mail and account id when the password is too old', async () => {
    await context.database.exec(
      "update users set password_changed_at = now() - interval '400 days' where email = 'transport@demo.example'",
    );
    try {
      const client = new TestClient(context.app);
      const response = await client.signIn('transport@demo.example', '32345C0001');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'PASSWORD_EXPIRED',
        errors: { type: 'PASSWORD_EXPIRED', email: 'transport@demo.example', account_id: '32345C0001' },
      });
      expect(response.cookies.find((cookie) => cookie.name === 'sessionid')).toBeUndefined();
    } finally {
      await context.database.exec(
        "update users set password_changed_at = now() where email = 'transport@demo.example'",
      );
    }
  });

  it('renews the session id at sign-in', async () => {
    const client = new TestClient(context.app);
    await client.signIn('supplier@demo.example', '12345A0001');
    const first = client.cookies.get('sessionid');
    await client.signIn('supplier@demo.example', '12345A0001');
    const second = client.cookies.get('sessionid');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const old = new TestClient(context.app);
    old.cookies.set('sessionid', first!);
    expect((await old.get('/accounts/api/login/')).json().is_authenticated).toBe(false);
  });
});

describe('CSRF', () => {
  it('refuses an unsafe call without the X-CSRFToken header with 403', async () => {
    const client = new TestClient(context.app);
    await client.get('/accounts/api/login/');
    const response = await client.post(
      '/accounts/api/login/',
      { username: 'supplier@demo.example', account_id: '12345A0001', password: 'Demo-pass-1' },
      { csrf: false },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CSRF_FAILED');
  });

  it('refuses a header that does not match the cookie, and a forged cookie', async () => {
    const client = new TestClient(context.app);
    await client.get('/accounts/api/login/');
    const mismatch = await client.post(
      '/accounts/api/logout/',
      {},
      { csrf: false, headers: { 'x-csrftoken': 'a.b' } },
    );
    expect(mismatch.statusCode).toBe(403);
    client.cookies.set('csrftoken', 'forged.token');
    const forged = await client.post(
      '/accounts/api/logout/',
      {},
      { csrf: false, headers: { 'x-csrftoken': 'forged.token' } },
    );
    expect(forged.statusCode).toBe(403);
  });
});

describe('session', () => {
  it('logout ends the session on the server', async () => {
    const client = new TestClient(context.app);
    await client.signIn('supplier@demo.example', '12345A0001');
    const token = client.cookies.get('sessionid')!;
    expect((await client.post('/accounts/api/logout/')).statusCode).toBe(200);
    const replay = new TestClient(context.app);
    replay.cookies.set('sessionid', token);
    expect((await replay.get('/accounts/api/users/')).statusCode).toBe(401);
  });

  it('reports timed_out once an idle session has ended, and the heartbeat keeps a live one', async () => {
    const client = new TestClient(context.app);
    await client.signIn('supplier@demo.example', '12345A0001');
    const heartbeat = await client.get('/accounts/api/session_heartbeat/');
    expect(heartbeat.json().is_authenticated).toBe(true);
    expect(new Date(heartbeat.json().expires_at).getTime()).toBeGreaterThan(Date.now());
    expect((await client.get('/accounts/api/session_status/')).json()).toEqual({
      timed_out: false,
      is_authenticated: true,
    });
    await context.database.db.execute(
      sql`update sessions set last_seen_at = now() - interval '2 hours' where user_id = (select id from users where email = 'supplier@demo.example' limit 1)`,
    );
    // The rows changed behind the server's back, as time would change them: this process re-reads them.
    context.app.sessions.forgetCachedSessions();
    expect((await client.get('/accounts/api/session_status/')).json()).toEqual({
      timed_out: true,
      is_authenticated: false,
    });
    expect((await client.get('/accounts/api/session_status/')).json().timed_out).toBe(false);
  });

  it('keeps sessions across a server restart', async () => {
    const client = new TestClient(context.app);
    await client.signIn('analyst@demo.example', 'CARMAKER01');
    const restarted = await buildTestApp(context.database);
    try {
      const again = new TestClient(restarted);
      again.cookies.set('sessionid', client.cookies.get('sessionid')!);
      const response = await again.get('/accounts/api/login/');
      expect(response.json().is_authenticated).toBe(true);
      expect(response.json().permissions).toContain('statistics.view_authentications');
    } finally {
      await restarted.close();
    }
  });
});
