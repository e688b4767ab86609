import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashSessionToken } from '../src/modules/accounts/auth/index.js';
import { countRows, queryRows } from './helpers/database.js';
import { createTestCompany, type TestCompany } from './helpers/profile.js';
import { buildTestApp, signedInClient, TestClient, useTestApp } from './helpers/test-app.js';

const context = useTestApp();
let second: FastifyInstance;
let tCompany: TestCompany;
let fileCompany: TestCompany;

beforeAll(async () => {
  // Another process that trusts a session it read for a minute: only the change's notice ends it there.
  second = await buildTestApp(context.database, { sessionCacheTtlMs: 60_000 });
  tCompany = await createTestCompany(context.database, { isPortalMade: true, userCount: 3 });
  fileCompany = await createTestCompany(context.database, { isPortalMade: false, userCount: 2 });
});
afterAll(async () => {
  await second?.close();
});

const signIn = (company: TestCompany, index: number, app = context.app) =>
  signedInClient(app, company.users[index]!.email, company.accountId);

const NOT_FOUND = { code: 'NOT_FOUND', errors: { detail: 'Not found.' } };
const NOT_AUTHENTICATED = {
  code: 'NOT_AUTHENTICATED',
  errors: { detail: 'Authentication credentials were not provided.' },
};

async function isActive(userId: number): Promise<boolean> {
  const [row] = await queryRows<{ is_active: boolean }>(
    context.database,
    sql`select is_active from users where id = ${userId}`,
  );
  return row!.is_active;
}

async function mailsTo(recipient: string) {
  return queryRows<{ subject: string; body_text: string; template: string }>(
    context.database,
    sql`select subject, body_text, template from outbox where recipient = ${recipient} order by id`,
  );
}

describe('the company users', () => {
  it('lists the own company users only, with their active flag', async () => {
    const client = await signIn(tCompany, 0);
    const accounts = (await client.get('/accounts/api/users/?q_showall=true')).json();
    expect(accounts[0].pk).toBe(tCompany.users[0]!.id);
    expect(accounts[0].company_profile.cofor10).toBe(tCompany.accountId);
    expect(accounts.map((a: { pk: number }) => a.pk).sort()).toEqual(tCompany.users.map((u) => u.id).sort());
    expect(accounts.every((a: { is_active: unknown }) => typeof a.is_active === 'boolean')).toBe(true);
  });

  it('refuses an empty selection and oneself, with the messages', async () => {
    const client = await signIn(fileCompany, 0);
    const none = await client.post('/accounts/api/users/disable/', { users: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.users).toEqual(['Please select at least one user.']);
    const self = await client.post('/accounts/api/users/disable/', {
      users: [fileCompany.users[0]!.id, fileCompany.users[1]!.id],
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors.users).toEqual(['You cannot activate or deactivate your own account.']);
    expect(await isActive(fileCompany.users[1]!.id)).toBe(true);
  });

  it("answers 404 for another company's user and changes nothing", async () => {
    const client = await signIn(fileCompany, 0);
    const response = await client.post('/accounts/api/users/disable/', {
      users: [fileCompany.users[1]!.id, tCompany.users[2]!.id],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
    expect(await isActive(fileCompany.users[1]!.id)).toBe(true);
    expect(await isActive(tCompany.users[2]!.id)).toBe(true);
  });

  it("disables a colleague: the colleague's sessions end at once in every process, the provisioning contact is mailed", async () => {
    const colleague = await signIn(tCompany, 2);
    const onSecond = new TestClient(second, colleague.remoteAddress);
    for (const [name, value] of colleague.cookies) onSecond.cookies.set(name, value);
    expect((await onSecond.get('/accounts/api/users/')).statusCode).toBe(200);

    const client = await signIn(tCompany, 0);
    const response = await client.post('/accounts/api/users/disable/', { users: [tCompany.users[2]!.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ users: [{ pk: tCompany.users[2]!.id, is_active: false }] });
    expect(await isActive(tCompany.users[2]!.id)).toBe(false);
    expect(await countRows(context.database, 'sessions', `user_id = ${tCompany.users[2]!.id}`)).toBe(0);
    expect((await colleague.get('/accounts/api/users/')).json()).toEqual(NOT_AUTHENTICATED);
    await vi.waitFor(async () => expect((await onSecond.get('/accounts/api/users/')).statusCode).toBe(401), {
      timeout: 5_000,
      interval: 20,
    });
    const signInAgain = await new TestClient(context.app).signIn(
      tCompany.users[2]!.email,
      tCompany.accountId,
    );
    expect(signInAgain.statusCode).toBe(400);

    const mails = await mailsTo(tCompany.provisioningEmail);
    expect(mails.at(-1)!.template).toBe('profile.users_disabled');
    expect(mails.at(-1)!.body_text).toContain(tCompany.users[2]!.email);
    expect(mails.at(-1)!.subject).toContain('disabled');
  });

  it('enables the colleague again, with its mail', async () => {
    const client = await signIn(tCompany, 0);
    const response = await client.post('/accounts/api/users/enable/', { users: [tCompany.users[2]!.id] });
    expect(response.statusCode).toBe(200);
    expect(await isActive(tCompany.users[2]!.id)).toBe(true);
    const mails = await mailsTo(tCompany.provisioningEmail);
    expect(mails.at(-1)!.template).toBe('profile.users_enabled');
    expect((await signIn(tCompany, 2)).cookies.has('sessionid')).toBe(true);
  });
});

describe('the own account', () => {
  it("changes the own phone; another user's pk answers 404", async () => {
    const client = await signIn(fileCompany, 0);
    const own = fileCompany.users[0]!.id;
    const other = await client.request('PATCH', `/accounts/api/users/${fileCompany.users[1]!.id}/`, {
      body: { phone: '+33 1 23 45 67 89' },
    });
    expect(other.statusCode).toBe(404);
    const short = await client.request('PATCH', `/accounts/api/users/${own}/`, {
      body: { phone: '1234567' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.phone).toEqual(['Please provide at least 8 digits']);
    const ok = await client.request('PATCH', `/accounts/api/users/${own}/`, { body: { phone: '12345678' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().phone).toBe('12345678');
  });

  it('refuses any other field on that field, never ignoring it', async () => {
    const client = await signIn(fileCompany, 0);
    const own = fileCompany.users[0]!.id;
    const response = await client.request('PATCH', `/accounts/api/users/${own}/`, {
      body: { phone: '0123456789', email: 'new@test.example', is_active: false },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.email).toEqual(['This field cannot be changed.']);
    expect(response.json().errors.is_active).toEqual(['This field cannot be changed.']);
    const [row] = await queryRows<{ email: string }>(
      context.database,
      sql`select email from users where id = ${own}`,
    );
    expect(row!.email).toBe(fileCompany.users[0]!.email);
  });
});

describe('the company addresses', () => {
  const proposal = {
    category: 'DELIVERY',
    street_address: '9 New Street',
    postal_code: '88000',
    city: 'Épinal',
    country_code: 'fr',
  };

  it('lists the own addresses with their state', async () => {
    const client = await signIn(tCompany, 0);
    const list = (await client.get('/accounts/api/address/')).json();
    expect(list.addresses.map((a: { category: string; state: string }) => [a.category, a.state])).toEqual([
      ['BILLING', 'APPROVED'],
      ['DELIVERY', 'APPROVED'],
    ]);
    expect(list.delivery_rejection).toBeNull();
  });

  it('keeps a delivery address for T companies only', async () => {
    const client = await signIn(fileCompany, 0);
    const response = await client.post('/accounts/api/address/', proposal);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.detail).toBe(
      'Only companies whose account id starts with T keep their own delivery address.',
    );
  });

  it('sends a changed delivery address for approval, keeps the approved version, mails the approvers', async () => {
    const client = await signIn(tCompany, 0);
    const mailsBefore = await countRows(context.database, 'outbox', "template = 'approval.address'");
    const response = await client.post('/accounts/api/address/', proposal);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      pk: tCompany.deliveryId,
      state: 'CLIENT_APPROVAL_REQUESTED',
      street_address: '9 New Street',
      country_code: 'FR',
    });
    const versions = await queryRows<{ snapshot: { street_address: string } }>(
      context.database,
      sql`select snapshot from address_versions where address_id = ${tCompany.deliveryId}`,
    );
    expect(versions.map((v) => v.snapshot.street_address)).toEqual(['2 Dock Road']);
    expect(await countRows(context.database, 'outbox', "template = 'approval.address'")).toBeGreaterThan(
      mailsBefore,
    );
    expect(
      await countRows(
        context.database,
        'one_time_codes',
        `purpose = 'ADDRESS_APPROVAL' and address_id = ${tCompany.deliveryId}`,
      ),
    ).toBe(1);

    const again = await client.post('/accounts/api/address/', { ...proposal, city: 'Nancy' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.detail).toBe('The address is waiting for approval and cannot be edited.');
  });

  it('validates the fields with their messages', async () => {
    const client = await signIn(tCompany, 1);
    const response = await client.post('/accounts/api/address/', {
      category: 'DISTRIBUTION',
      street_address: '',
      postal_code: 'x'.repeat(101),
      city: 'Metz',
      country_code: 'FR',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      company_name: ['Required'],
      street_address: ['Required'],
      postal_code: ['Ensure this field has no more than 100 characters.'],
    });
    const country = await client.post('/accounts/api/address/', {
      ...proposal,
      category: 'DISTRIBUTION',
      company_name: 'Recipient',
      country_code: 'QQ',
    });
    expect(country.json().errors.country_code).toEqual(['Invalid value']);
  });

  it('creates and deletes a distribution address of the own company only', async () => {
    const client = await signIn(tCompany, 1);
    const created = await client.post('/accounts/api/address/', {
      ...proposal,
      category: 'DISTRIBUTION',
      company_name: 'Recipient SA',
    });
    expect(created.statusCode).toBe(200);
    const { pk } = created.json();
    expect(created.json().state).toBe('CLIENT_APPROVAL_REQUESTED');

    const foreign = await signIn(fileCompany, 1);
    expect((await foreign.request('DELETE', `/accounts/api/address/${pk}/`)).statusCode).toBe(404);
    const change = await foreign.post('/accounts/api/address/', {
      ...proposal,
      pk,
      category: 'DISTRIBUTION',
      company_name: 'Stolen',
    });
    expect(change.statusCode).toBe(404);

    const list = (await client.get('/accounts/api/address/')).json();
    const billing = list.addresses.find((a: { category: string }) => a.category === 'BILLING');
    const refused = await client.request('DELETE', `/accounts/api/address/${billing.pk}/`);
    expect(refused.statusCode).toBe(400);
    expect((await client.request('DELETE', `/accounts/api/address/${pk}/`)).statusCode).toBe(200);
    expect(await countRows(context.database, 'addresses', `id = ${pk}`)).toBe(0);
  });

  it('shows the latest rejection of the delivery address while no newer address exists', async () => {
    const company = await createTestCompany(context.database, { isPortalMade: true, userCount: 1 });
    await context.database.db.execute(sql`delete from addresses where id = ${company.deliveryId}`);
    await context.database.db.execute(
      sql`insert into address_rejections (company_id, category, snapshot, feedback)
          values (${company.id}, 'DELIVERY', ${JSON.stringify({ street_address: 'Wrong St', postal_code: '1', city: 'X', country_code: 'FR' })}::jsonb, 'Street unknown')`,
    );
    const client = await signIn(company, 0);
    const list = (await client.get('/accounts/api/address/')).json();
    expect(list.delivery_rejection).toMatchObject({
      feedback: 'Street unknown',
      proposal: { street_address: 'Wrong St' },
    });
    expect((await client.post('/accounts/api/address/', proposal)).statusCode).toBe(200);
    expect((await client.get('/accounts/api/address/')).json().delivery_rejection).toBeNull();
  });
});

describe('the password change', () => {
  it('checks the current password, the rule, the common list and the repetition', async () => {
    const client = await signIn(fileCompany, 1);
    const wrong = await client.post('/accounts/api/password_change/', {
      old_password: 'Wrong-pass-1',
      new_password: 'Brand-new-9x',
      new_password_repeated: 'Brand-new-9x',
    });
    expect(wrong.json().errors.old_password).toEqual(['The current password is not correct.']);
    const common = await client.post('/accounts/api/password_change/', {
      old_password: 'Demo-pass-1',
      new_password: 'password1!',
      new_password_repeated: 'password1!',
    });
    expect(common.json().errors.new_password).toEqual([
      'This password is too common. Please choose another one.',
    ]);
    const mismatch = await client.post('/accounts/api/password_change/', {
      old_password: 'Demo-pass-1',
      new_password: 'Brand-new-9x',
      new_password_repeated: 'Brand-new-9y',
    });
    expect(mismatch.json().errors.new_password_repeated).toEqual(['Passwords do not match']);
    const weak = await client.post('/accounts/api/password_change/', {
      old_password: 'Demo-pass-1',
      new_password: 'short',
      new_password_repeated: 'short',
    });
    expect(weak.json().errors.new_password).toContain('Minimal length is 8');
  });

  it('ends every other session of the user and renews the current one under a new token', async () => {
    const company = await createTestCompany(context.database, { isPortalMade: false, userCount: 1 });
    const other = await signIn(company, 0);
    const current = await signIn(company, 0);
    const oldToken = current.cookies.get('sessionid')!;
    const oldCsrf = current.cookies.get('csrftoken')!;
    const [before] = await queryRows<{ created_at: string; expires_at: string }>(
      context.database,
      sql`select created_at, expires_at from sessions where id = ${hashSessionToken(oldToken)}`,
    );
    const response = await current.post('/accounts/api/password_change/', {
      old_password: 'Demo-pass-1',
      new_password: 'Brand-new-9x',
      new_password_repeated: 'Brand-new-9x',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    // Decision 292: a new session token (and the CSRF token bound to it); the session keeps its start and end.
    const newToken = current.cookies.get('sessionid')!;
    expect(newToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken).not.toBe(oldToken);
    expect(current.cookies.get('csrftoken')).not.toBe(oldCsrf);
    const sessionCookie = response.cookies.find((cookie) => cookie.name === 'sessionid')!;
    expect(sessionCookie).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(Math.floor(new Date(before!.expires_at).getTime() / 1000) * 1000).toBe(
      sessionCookie.expires?.getTime(),
    );
    const sessions = await queryRows<{ id: string; created_at: string; expires_at: string }>(
      context.database,
      sql`select id, created_at, expires_at from sessions where user_id = ${company.users[0]!.id}`,
    );
    expect(sessions).toEqual([{ id: hashSessionToken(newToken), ...before! }]);
    expect((await current.get('/accounts/api/users/')).statusCode).toBe(200);
    expect((await current.post('/accounts/api/password_change/', {})).statusCode).toBe(400);
    expect((await other.get('/accounts/api/users/')).json()).toEqual(NOT_AUTHENTICATED);
    // Whoever kept the old token is out.
    const stolen = new TestClient(context.app);
    stolen.cookies.set('sessionid', oldToken);
    expect((await stolen.get('/accounts/api/users/')).json()).toEqual(NOT_AUTHENTICATED);
    const fresh = new TestClient(context.app);
    expect((await fresh.signIn(company.users[0]!.email, company.accountId, 'Brand-new-9x')).statusCode).toBe(
      200,
    );
  });
});
