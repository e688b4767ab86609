import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requestAddressCode } from './helpers/approvals.js';
import { countRows, queryRows } from './helpers/database.js';
import { newPasswordBody, requestResetCode } from './helpers/password-reset.js';
import { createTestCompany, type TestCompany } from './helpers/profile.js';
import { signedInClient, TestClient, useTestApp } from './helpers/test-app.js';

/**
 * What the profile and password calls refuse (decisions 130, 136-139): unknown fields, an earlier
 * reset link after a password change, guessing the current password, and changing or rejecting
 * an address that distributions use.
 */
const context = useTestApp();

const UNKNOWN_FIELD = ['This request carries a field that is not allowed.'];
const CHANGE_URL = '/accounts/api/password_change/';
const USED_ADDRESS =
  'This address is used by distributions: it cannot be changed or deleted. Add a new distribution address instead.';

const signIn = (company: TestCompany, index = 0) =>
  signedInClient(context.app, company.users[index]!.email, company.accountId);

const changeBody = (oldPassword: string) => ({
  old_password: oldPassword,
  new_password: 'Brand-new-9x',
  new_password_repeated: 'Brand-new-9x',
});

describe('unknown body fields are refused, never ignored', () => {
  it('refuses them on enable/disable, the own address and the password change', async () => {
    const company = await createTestCompany(context.database, { isPortalMade: true, userCount: 2 });
    const client = await signIn(company);
    const disable = await client.post('/accounts/api/users/disable/', {
      users: [company.users[1]!.id],
      is_active: true,
    });
    expect(disable.statusCode).toBe(400);
    expect(disable.json().errors.non_field_errors).toEqual(UNKNOWN_FIELD);
    const [user] = await queryRows<{ is_active: boolean }>(
      context.database,
      sql`select is_active from users where id = ${company.users[1]!.id}`,
    );
    expect(user!.is_active).toBe(true);
    const address = await client.post('/accounts/api/address/', {
      category: 'DELIVERY',
      street_address: '9 New Street',
      postal_code: '88000',
      city: 'Épinal',
      country_code: 'FR',
      state: 'APPROVED',
    });
    expect(address.statusCode).toBe(400);
    expect(address.json().errors.non_field_errors).toEqual(UNKNOWN_FIELD);
    const change = await client.post(CHANGE_URL, { ...changeBody('Demo-pass-1'), user_id: 1 });
    expect(change.statusCode).toBe(400);
    expect(change.json().errors.non_field_errors).toEqual(UNKNOWN_FIELD);
  });

  it('refuses them on the reset request and the reset confirmation', async () => {
    const company = await createTestCompany(context.database, { isPortalMade: false, userCount: 1 });
    const client = new TestClient(context.app);
    await client.get('/accounts/api/login/');
    const reset = await client.post('/accounts/api/reset_password/', {
      email: company.users[0]!.email,
      account_id: company.accountId,
      language: 'fr',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().errors.non_field_errors).toEqual(UNKNOWN_FIELD);
    const confirm = await client.post('/accounts/api/confirm_password/', {
      ...newPasswordBody('x'.repeat(43), company.accountId),
      user_id: company.users[0]!.id,
    });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json().errors.non_field_errors).toEqual(UNKNOWN_FIELD);
  });
});

describe('the profile password change', () => {
  it('ends an earlier mailed reset link of the user', async () => {
    const company = await createTestCompany(context.database, { isPortalMade: false, userCount: 1 });
    const user = { email: company.users[0]!.email, accountId: company.accountId };
    const anonymous = new TestClient(context.app);
    const code = await requestResetCode(anonymous, context.database, user);
    const client = await signIn(company);
    expect((await client.post(CHANGE_URL, changeBody('Demo-pass-1'))).statusCode).toBe(200);
    const reset = await anonymous.post(
      '/accounts/api/confirm_password/',
      newPasswordBody(code, company.accountId, 'Other-new-7y'),
    );
    expect(reset.statusCode).toBe(400);
    expect(reset.json().errors.detail).toBe('Invalid confirmation code.');
    const fresh = new TestClient(context.app);
    expect((await fresh.signIn(user.email, user.accountId, 'Brand-new-9x')).statusCode).toBe(200);
  });

  it('answers 429 at the 6th wrong current password in the window, even for the right one then', async () => {
    const company = await createTestCompany(context.database, { isPortalMade: false, userCount: 1 });
    const client = await signIn(company);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await client.post(CHANGE_URL, changeBody('Wrong-pass-1'));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors.old_password).toEqual(['The current password is not correct.']);
    }
    const sixth = await client.post(CHANGE_URL, changeBody('Wrong-pass-1'));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().errors.detail).toBe('Too many failed login attempts. Please try again later.');
    const right = await client.post(CHANGE_URL, changeBody('Demo-pass-1'));
    expect(right.statusCode).toBe(429);
    const fresh = new TestClient(context.app);
    expect((await fresh.signIn(company.users[0]!.email, company.accountId, 'Demo-pass-1')).statusCode).toBe(
      200,
    );
  });

  it('forgets the wrong guesses after a right current password', async () => {
    const company = await createTestCompany(context.database, { isPortalMade: false, userCount: 1 });
    const client = await signIn(company);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await client.post(CHANGE_URL, changeBody('Wrong-pass-1'))).statusCode).toBe(400);
    }
    // The right current password with a common new one: refused, yet the guesses are forgotten.
    const common = await client.post(CHANGE_URL, {
      old_password: 'Demo-pass-1',
      new_password: 'password1!',
      new_password_repeated: 'password1!',
    });
    expect(common.json().errors.new_password).toEqual([
      'This password is too common. Please choose another one.',
    ]);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await client.post(CHANGE_URL, changeBody('Wrong-pass-1'))).statusCode).toBe(400);
    }
  });
});

describe('a distribution address that distributions use', () => {
  async function usedDistributionAddress(state: 'APPROVED' | 'CLIENT_APPROVAL_REQUESTED') {
    const company = await createTestCompany(context.database, { isPortalMade: true, userCount: 1 });
    const [row] = await queryRows<{ id: number }>(
      context.database,
      sql`insert into addresses (company_id, category, is_primary, company_name, street_address, postal_code, city, country_code, state)
          values (${company.id}, 'DISTRIBUTION', false, 'Recipient SA', '5 Old Road', '57000', 'Metz', 'FR', ${state})
          returning id`,
    );
    const addressId = Number(row!.id);
    await context.database.db.execute(
      sql`insert into distributions (company_id, address_id) values (${company.id}, ${addressId})`,
    );
    return { company, addressId };
  }

  it('is neither changed in place nor deleted, with a clear message', async () => {
    const { company, addressId } = await usedDistributionAddress('APPROVED');
    const client = await signIn(company);
    const change = await client.post('/accounts/api/address/', {
      pk: addressId,
      category: 'DISTRIBUTION',
      company_name: 'Someone else',
      street_address: '1 Other Street',
      postal_code: '75001',
      city: 'Paris',
      country_code: 'FR',
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().errors.detail).toBe(USED_ADDRESS);
    const [address] = await queryRows<{ street_address: string; state: string }>(
      context.database,
      sql`select street_address, state from addresses where id = ${addressId}`,
    );
    expect(address).toEqual({ street_address: '5 Old Road', state: 'APPROVED' });
    const deleted = await client.request('DELETE', `/accounts/api/address/${addressId}/`);
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json().errors.detail).toBe(USED_ADDRESS);
  });

  it('answers 409 instead of a 500 when an approver rejects it, and keeps it', async () => {
    const { addressId } = await usedDistributionAddress('CLIENT_APPROVAL_REQUESTED');
    const code = await requestAddressCode(context.database, addressId);
    const approver = await signedInClient(context.app, 'approver@demo.example', 'CARMAKER01');
    const url = '/accounts/api/client_address_confirmation/';
    const rejected = await approver.post(url, { token: code, approved: false, feedback: 'Wrong' });
    expect(rejected.statusCode).toBe(409);
    expect(rejected.json().errors.detail).toBe(
      'This address is used by distributions and cannot be rejected. Please approve it or ask the supplier to add a new address.',
    );
    expect(await countRows(context.database, 'addresses', `id = ${addressId}`)).toBe(1);
    expect((await approver.post(url, { token: code, approved: true })).json()).toEqual({
      outcome: 'APPROVED',
    });
  });
});
