import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { issueCode } from '../src/modules/accounts/account-codes/index.js';
import { createSettingsService } from '../src/modules/platform/settings/index.js';
import { createUserLike } from './helpers/accounts.js';
import { queryRows } from './helpers/database.js';
import { newPasswordBody, requestResetCode } from './helpers/password-reset.js';
import { buildTestApp, DEMO_PASSWORD, TestClient, useTestApp } from './helpers/test-app.js';
import { GROUP_RIGHTS } from './route-access-table.js';

/**
 * POST /accounts/api/confirm_password/ (accounts-and-site.md 4, 5, 7, 8; decisions 125, 126). Two
 * app instances on one database with one clock that stands still unless a test moves it, as in
 * session-cache.test.ts: only a notification makes the second forget a session it read.
 */
const context = useTestApp();
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

const URL = '/accounts/api/confirm_password/';
const NEW_PASSWORD = 'Lantern-41-river';
const INVALID_CODE = {
  code: 'VALIDATION_FAILED',
  errors: { detail: 'Invalid confirmation code.', non_field_errors: ['Invalid confirmation code.'] },
};
const NOT_AUTHENTICATED = {
  code: 'NOT_AUTHENTICATED',
  errors: { detail: 'Authentication credentials were not provided.' },
};

async function anonymousOn(app: FastifyInstance) {
  const client = new TestClient(app);
  await client.get('/accounts/api/login/');
  return client;
}

async function newSupplier() {
  return createUserLike(context.database, 'supplier@demo.example');
}

describe('setting a new password with the mailed code', () => {
  it('writes a user.reset_password audit row acting as the user, without hash or code; a refused code none', async () => {
    const user = await newSupplier();
    const client = await anonymousOn(first);
    const code = await requestResetCode(client, context.database, user);
    const auditRows = () =>
      queryRows<{
        actor_kind: string;
        actor_user_id: number;
        actor_label: string;
        entity_type: string;
        action: string;
        before: unknown;
        after: unknown;
      }>(
        context.database,
        sql`select actor_kind, actor_user_id, actor_label, entity_type, action, before, after
            from audit_log where entity_id = ${String(user.id)} and entity_type = 'user' order by id`,
      );
    const wrong = await client.post(URL, newPasswordBody(`${code}x`, user.accountId, NEW_PASSWORD));
    expect(wrong.statusCode).toBe(400);
    expect(await auditRows()).toEqual([]);
    expect((await client.post(URL, newPasswordBody(code, user.accountId, NEW_PASSWORD))).statusCode).toBe(
      200,
    );
    const rows = await auditRows();
    expect(rows).toEqual([
      {
        actor_kind: 'user',
        actor_user_id: user.id,
        actor_label: user.email,
        entity_type: 'user',
        action: 'user.reset_password',
        before: null,
        after: { password_changed: true },
      },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(new RegExp(`argon2|${NEW_PASSWORD}|${code}`));
  });

  it('sets the password, uses the code and signs in with the permissions of a sign-in', async () => {
    const user = await newSupplier();
    const client = await anonymousOn(first);
    const code = await requestResetCode(client, context.database, user);
    const response = await client.post(URL, newPasswordBody(code, user.accountId, NEW_PASSWORD));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      is_authenticated: true,
      permissions: [...(GROUP_RIGHTS.supplier ?? [])],
    });
    expect(client.cookies.get('sessionid')).toBeTruthy();
    // The new session works, CSRF included (a token bound to it came with the reply).
    expect((await client.get('/accounts/api/users/')).statusCode).toBe(200);
    expect((await client.post('/accounts/api/logout/')).statusCode).toBe(200);

    expect((await (await anonymousOn(first)).signIn(user.email, user.accountId)).statusCode).toBe(400);
    expect(
      (await (await anonymousOn(first)).signIn(user.email, user.accountId, NEW_PASSWORD)).statusCode,
    ).toBe(200);
    // Single use: the same link again is refused, on the form.
    const again = await (await anonymousOn(first)).post(
      URL,
      newPasswordBody(code, user.accountId, 'Other-pass-52'),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_CODE);
  });

  it('refuses an older link once a newer one was mailed', async () => {
    const user = await newSupplier();
    const client = await anonymousOn(first);
    const older = await requestResetCode(client, context.database, user);
    const newer = await requestResetCode(client, context.database, user);
    expect((await client.post(URL, newPasswordBody(older, user.accountId))).json()).toEqual(INVALID_CODE);
    expect((await client.post(URL, newPasswordBody(newer, user.accountId))).statusCode).toBe(200);
  });

  it('accepts the code until 24 hours have passed, not after', async () => {
    const user = await newSupplier();
    const client = await anonymousOn(first);
    const code = await requestResetCode(client, context.database, user);
    const start = time;
    try {
      time = start + 24 * 3_600_000;
      const expired = await (await anonymousOn(first)).post(URL, newPasswordBody(code, user.accountId));
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual(INVALID_CODE);
      time = start + 24 * 3_600_000 - 1_000;
      expect(
        (await (await anonymousOn(first)).post(URL, newPasswordBody(code, user.accountId))).statusCode,
      ).toBe(200);
    } finally {
      time = start;
    }
  });

  it('refuses a code of another purpose, an unknown code, and a code sent with another account id', async () => {
    const user = await newSupplier();
    const settings = createSettingsService(context.database.db);
    const confirmation = await issueCode(
      context.database.db,
      { settings, now: now() },
      { purpose: 'EMAIL_CONFIRMATION', userId: user.id },
    );
    const client = await anonymousOn(first);
    expect((await client.post(URL, newPasswordBody(confirmation, user.accountId))).json()).toEqual(
      INVALID_CODE,
    );
    expect((await client.post(URL, newPasswordBody('x'.repeat(43), user.accountId))).json()).toEqual(
      INVALID_CODE,
    );

    const code = await requestResetCode(client, context.database, user);
    const otherAccount = await client.post(URL, newPasswordBody(code, '32345C0001'));
    expect(otherAccount.json()).toEqual(INVALID_CODE);
    // Refusals leave the code as it was: the right account id still works.
    expect((await client.post(URL, newPasswordBody(code, user.accountId.toLowerCase()))).statusCode).toBe(
      200,
    );
  });

  it('answers the password rule and a common password per field, and keeps the code', async () => {
    const user = await newSupplier();
    const client = await anonymousOn(first);
    const code = await requestResetCode(client, context.database, user);
    const empty = await client.post(URL, { ...newPasswordBody(code, user.accountId, ''), account_id: '' });
    expect(empty.json()).toEqual({
      code: 'VALIDATION_FAILED',
      errors: {
        new_password: ['You must enter a new password'],
        new_password_repeated: ['Required'],
        account_id: ['Required'],
      },
    });
    const weak = await client.post(URL, newPasswordBody(code, user.accountId, 'ABCDEFG'));
    expect(weak.json()).toEqual({
      code: 'VALIDATION_FAILED',
      errors: { new_password: ['Minimal length is 8', 'Provide 1 digit, 1 lower case, 1 special char'] },
    });
    const different = await client.post(URL, {
      ...newPasswordBody(code, user.accountId),
      new_password_repeated: 'Lantern-41-rivers',
    });
    expect(different.json()).toEqual({
      code: 'VALIDATION_FAILED',
      errors: { new_password_repeated: ['Passwords do not match'] },
    });
    const common = await client.post(URL, newPasswordBody(code, user.accountId, 'Password123!'));
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({
      code: 'VALIDATION_FAILED',
      errors: { new_password: ['This password is too common. Please choose another one.'] },
    });
    const french = await client.post(URL, newPasswordBody(code, user.accountId, 'Password123!'), {
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().errors).toEqual({
      new_password: ['Ce mot de passe est trop courant. Veuillez en choisir un autre.'],
    });
    expect((await client.post(URL, newPasswordBody(code, user.accountId))).statusCode).toBe(200);
  });

  it("ends the user's other sessions in every app instance", async () => {
    const user = await newSupplier();
    const elsewhere = await anonymousOn(first);
    expect((await elsewhere.signIn(user.email, user.accountId)).statusCode).toBe(200);
    // The same browser on the second instance, which now keeps the session in its cache.
    const elsewhereOnSecond = new TestClient(second, elsewhere.remoteAddress);
    for (const [name, value] of elsewhere.cookies) elsewhereOnSecond.cookies.set(name, value);
    expect((await elsewhereOnSecond.get('/accounts/api/users/')).statusCode).toBe(200);

    const client = await anonymousOn(first);
    const code = await requestResetCode(client, context.database, user);
    expect((await client.post(URL, newPasswordBody(code, user.accountId))).statusCode).toBe(200);

    const onFirst = await elsewhere.get('/accounts/api/users/');
    expect(onFirst.statusCode).toBe(401);
    expect(onFirst.json()).toEqual(NOT_AUTHENTICATED);
    await vi.waitFor(
      async () => {
        const onSecond = await elsewhereOnSecond.get('/accounts/api/users/');
        expect(onSecond.statusCode).toBe(401);
        expect(onSecond.json()).toEqual(NOT_AUTHENTICATED);
      },
      { timeout: 5_000, interval: 20 },
    );
    // The session made by the reset lives on.
    expect((await client.get('/accounts/api/users/')).statusCode).toBe(200);
  });

  it('unlocks an account locked by failed sign-ins', async () => {
    const user = await newSupplier();
    const attacker = await anonymousOn(first);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await attacker.signIn(user.email, user.accountId, 'Wrong-pass-1')).statusCode).toBe(400);
    }
    expect((await attacker.signIn(user.email, user.accountId)).statusCode).toBe(429);

    const client = new TestClient(first, attacker.remoteAddress);
    const code = await requestResetCode(client, context.database, user);
    expect((await client.post(URL, newPasswordBody(code, user.accountId))).statusCode).toBe(200);
    const back = new TestClient(first, attacker.remoteAddress);
    expect((await back.signIn(user.email, user.accountId, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 429 to the 31st attempt of one address within 15 minutes', async () => {
    const client = await anonymousOn(first);
    const body = newPasswordBody('y'.repeat(43), '12345A0001');
    for (let index = 0; index < 30; index += 1) expect((await client.post(URL, body)).statusCode).toBe(400);
    const refused = await client.post(URL, body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      errors: { detail: 'Too many requests. Please try again later.' },
    });
  });

  it('sets the password of a user deactivated since the request, without signing in', async () => {
    const user = await newSupplier();
    const client = await anonymousOn(first);
    const code = await requestResetCode(client, context.database, user);
    await context.database.db.execute(sql`update users set is_active = false where id = ${user.id}`);
    const response = await client.post(URL, newPasswordBody(code, user.accountId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ is_authenticated: false, permissions: [] });
    expect(client.cookies.get('sessionid')).toBeUndefined();
    const signIn = await (await anonymousOn(first)).signIn(user.email, user.accountId, NEW_PASSWORD);
    expect(signIn.json()).toEqual({
      code: 'LOGIN_FAILED',
      errors: { detail: 'Your account is not active.' },
    });
  });
});

describe('the expired password', () => {
  it('has a demo user: expired@demo.example at Demo Parts', async () => {
    const response = await (await anonymousOn(first)).signIn('expired@demo.example', '12345A0001');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'PASSWORD_EXPIRED',
      errors: { type: 'PASSWORD_EXPIRED', email: 'expired@demo.example', account_id: '12345A0001' },
    });
  });

  it('answers PASSWORD_EXPIRED at sign-in; after a reset the user signs in', async () => {
    const user = await newSupplier();
    await context.database.db.execute(
      sql`update users set password_changed_at = ${new Date(time - 400 * 86_400_000).toISOString()}::timestamptz where id = ${user.id}`,
    );
    const client = await anonymousOn(first);
    const expired = await client.signIn(user.email, user.accountId);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      code: 'PASSWORD_EXPIRED',
      errors: {
        detail: 'Your password has expired.',
        type: 'PASSWORD_EXPIRED',
        email: user.email,
        account_id: user.accountId,
      },
    });
    // The reset-expired-password page asks for the mail without its notice.
    const request = await client.post('/accounts/api/reset_password/', {
      email: user.email,
      account_id: user.accountId,
      suppress_notification: true,
    });
    expect(request.statusCode).toBe(200);
    const code = await requestResetCode(client, context.database, user);
    expect((await client.post(URL, newPasswordBody(code, user.accountId))).json()).toMatchObject({
      is_authenticated: true,
    });
    expect(
      (await (await anonymousOn(first)).signIn(user.email, user.accountId, NEW_PASSWORD)).statusCode,
    ).toBe(200);
    // The old password is gone, even when it is not expired any more.
    expect(
      (await (await anonymousOn(first)).signIn(user.email, user.accountId, DEMO_PASSWORD)).statusCode,
    ).toBe(400);
  });
});
