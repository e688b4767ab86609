import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUserLike, updateUserStatus } from './helpers/accounts.js';
import { queryRows } from './helpers/database.js';
import { signedInClient, TestClient, useTestApp } from './helpers/test-app.js';

const context = useTestApp();

/** The states a user passes through before approval (domain.md section 1): none may sign in. */
const UNAPPROVED_STATES = [
  'EMAIL_CONFIRMATION_REQUESTED',
  'CLIENT_APPROVAL_REQUESTED',
  'CS_APPROVAL_REQUESTED',
] as const;

const NOT_AUTHENTICATED = {
  code: 'NOT_AUTHENTICATED',
  errors: { detail: 'Authentication credentials were not provided.' },
};

async function newSupplier() {
  const user = await createUserLike(context.database, 'supplier@demo.example');
  const client = await signedInClient(context.app, user.email, user.accountId);
  expect((await client.get('/accounts/api/users/')).statusCode).toBe(200);
  return { user, client };
}

async function expectSignedOut(client: TestClient) {
  const response = await client.get('/accounts/api/users/');
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual(NOT_AUTHENTICATED);
  expect((await client.get('/accounts/api/login/')).json()).toEqual({
    is_authenticated: false,
    permissions: [],
  });
}

describe('a session ends with its user', () => {
  it('answers 401 to the next request after the user is deactivated', async () => {
    const { user, client } = await newSupplier();
    await updateUserStatus(context.app, context.database, user.id, { isActive: false });
    await expectSignedOut(client);
  });

  it.each(UNAPPROVED_STATES)('answers 401 to the next request once the user is back in %s', async (state) => {
    const { user, client } = await newSupplier();
    await updateUserStatus(context.app, context.database, user.id, { state });
    await expectSignedOut(client);
  });

  it('keeps the session of a user who stays active and approved', async () => {
    const { user, client } = await newSupplier();
    await updateUserStatus(context.app, context.database, user.id, { isActive: true, state: 'APPROVED' });
    expect((await client.get('/accounts/api/users/')).statusCode).toBe(200);
  });
});

describe('the absolute session lifetime', () => {
  async function sessionOf(userId: number) {
    const [row] = await queryRows<{ created_at: string; expires_at: string }>(
      context.database,
      sql`select created_at, expires_at from sessions where user_id = ${userId}`,
    );
    return { createdAt: new Date(row!.created_at), expiresAt: new Date(row!.expires_at) };
  }

  it('ends a session 12 hours (the setting) after sign-in', async () => {
    const { user } = await newSupplier();
    const { createdAt, expiresAt } = await sessionOf(user.id);
    expect(expiresAt.getTime() - createdAt.getTime()).toBeGreaterThan(12 * 3_600_000 - 5_000);
    expect(expiresAt.getTime() - createdAt.getTime()).toBeLessThan(12 * 3_600_000 + 5_000);
  });

  it('refuses a session past its absolute end though it was used a moment ago', async () => {
    const { user, client } = await newSupplier();
    await context.database.db.execute(
      sql`update sessions set created_at = now() - interval '13 hours', last_seen_at = now(),
          expires_at = now() - interval '1 hour' where user_id = ${user.id}`,
    );
    // The rows changed behind the server's back, as time would change them: this process re-reads them.
    context.app.sessions.forgetCachedSessions();
    await expectSignedOut(client);
  });

  it('accepts an active session a minute before its absolute end', async () => {
    const { user, client } = await newSupplier();
    await context.database.db.execute(
      sql`update sessions set created_at = now() - interval '11 hours 59 minutes', last_seen_at = now(),
          expires_at = now() + interval '1 minute' where user_id = ${user.id}`,
    );
    // The rows changed behind the server's back, as time would change them: this process re-reads them.
    context.app.sessions.forgetCachedSessions();
    expect((await client.get('/accounts/api/users/')).statusCode).toBe(200);
  });
});

describe('signing in needs an active, approved user', () => {
  async function signInAs(email: string, accountId: string) {
    const client = new TestClient(context.app);
    const response = await client.signIn(email, accountId);
    return { client, response };
  }

  it('refuses an inactive user with "Your account is not active." and no session', async () => {
    const user = await createUserLike(context.database, 'supplier@demo.example');
    await updateUserStatus(context.app, context.database, user.id, { isActive: false });
    const { client, response } = await signInAs(user.email, user.accountId);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ detail: 'Your account is not active.' });
    expect(client.cookies.has('sessionid')).toBe(false);
    expect((await client.get('/accounts/api/users/')).statusCode).toBe(401);
  });

  // Decision 300: a registrant with the right password is told what the registration waits for,
  // whether the user row is still inactive or not; a disabled approved user is told the account is
  // not active.
  const WAITING_FOR = {
    EMAIL_CONFIRMATION_REQUESTED:
      'Your registration is not complete yet: please open the link in the mail we sent you to confirm your e-mail address.',
    CLIENT_APPROVAL_REQUESTED:
      "Your registration is waiting for the car-maker's approval. You will receive an e-mail when your account is activated.",
    CS_APPROVAL_REQUESTED:
      'Your registration is approved and waiting for activation by customer service. You will receive an e-mail when your account is activated.',
  } as const;
  it.each(UNAPPROVED_STATES.flatMap((state) => [true, false].map((isActive) => [state, isActive] as const)))(
    'refuses a user in %s (active: %s) saying what the registration waits for, and no session',
    async (state, isActive) => {
      const user = await createUserLike(context.database, 'supplier@demo.example');
      await updateUserStatus(context.app, context.database, user.id, { state, isActive });
      const { client, response } = await signInAs(user.email, user.accountId);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'LOGIN_FAILED', errors: { detail: WAITING_FOR[state] } });
      expect(client.cookies.has('sessionid')).toBe(false);
    },
  );

  it('tells a registrant waiting for activation in French, with the space before the colon', async () => {
    const user = await createUserLike(context.database, 'supplier@demo.example');
    await updateUserStatus(context.app, context.database, user.id, { state: 'EMAIL_CONFIRMATION_REQUESTED' });
    const client = new TestClient(context.app);
    await client.get('/accounts/api/login/');
    const response = await client.post(
      '/accounts/api/login/',
      { username: user.email, account_id: user.accountId, password: 'Demo-pass-1' },
      { headers: { 'accept-language': 'fr' } },
    );
    expect(response.json().errors.detail).toBe(
      'Votre inscription n’est pas encore terminée\u202f: ouvrez le lien du courriel que nous vous avons envoyé pour confirmer votre adresse e-mail.',
    );
  });

  it('tells a wrong password in a waiting state only that the sign-in failed', async () => {
    const user = await createUserLike(context.database, 'supplier@demo.example');
    await updateUserStatus(context.app, context.database, user.id, { state: 'CLIENT_APPROVAL_REQUESTED' });
    const response = await new TestClient(context.app).signIn(user.email, user.accountId, 'Wrong-pass-1');
    expect(response.json().errors).toEqual({ detail: 'Unable to log in with the provided credentials.' });
  });

  it('signs the same user in again once active and approved', async () => {
    const user = await createUserLike(context.database, 'supplier@demo.example');
    await updateUserStatus(context.app, context.database, user.id, {
      isActive: false,
      state: 'CS_APPROVAL_REQUESTED',
    });
    expect((await signInAs(user.email, user.accountId)).response.statusCode).toBe(400);
    await updateUserStatus(context.app, context.database, user.id, { isActive: true, state: 'APPROVED' });
    const { client, response } = await signInAs(user.email, user.accountId);
    expect(response.statusCode).toBe(200);
    expect(response.json().is_authenticated).toBe(true);
    expect((await client.get('/accounts/api/users/')).statusCode).toBe(200);
  });

  it('answers a wrong password for an inactive user like any wrong password', async () => {
    const user = await createUserLike(context.database, 'supplier@demo.example');
    await updateUserStatus(context.app, context.database, user.id, { isActive: false });
    const client = new TestClient(context.app);
    const response = await client.signIn(user.email, user.accountId, 'Wrong-pass-1');
    expect(response.json().errors).toEqual({ detail: 'Unable to log in with the provided credentials.' });
  });
});
