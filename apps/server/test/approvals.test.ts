import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createRegistrant,
  deliveryAddressOf,
  mailsTo,
  requestAddressCode,
  requestApprovalCode,
} from './helpers/approvals.js';
import { countRows, queryRows } from './helpers/database.js';
import { createDistributionAddress } from './helpers/distribution.js';
import { DEMO_PASSWORD, signedInClient, TestClient, useTestApp } from './helpers/test-app.js';

const context = useTestApp();
const USER_URL = '/accounts/api/client_confirmation/';
const ADDRESS_URL = '/accounts/api/client_address_confirmation/';

const approver = () => signedInClient(context.app, 'approver@demo.example', 'CARMAKER01');
const staff = () => signedInClient(context.app, 'staff@demo.example', 'PROVIDER01');
const supplier = () => signedInClient(context.app, 'supplier@demo.example', '12345A0001');

async function userState(userId: number) {
  const [row] = await queryRows<{ state: string; is_active: boolean }>(
    context.database,
    sql`select state, is_active from users where id = ${userId}`,
  );
  return row;
}

describe('user approval: reading the registration', () => {
  it('gives every address its state, a waiting distribution address included (decision 303)', async () => {
    const registrant = await createRegistrant(context.database);
    await createDistributionAddress(context.database, registrant.companyId, 'CLIENT_APPROVAL_REQUESTED');
    await createDistributionAddress(context.database, registrant.companyId, 'APPROVED');
    const code = await requestApprovalCode(context.database, registrant.userId);
    const data = (await (await approver()).get(`${USER_URL}?token=${code}`)).json();
    expect(data.addresses.map((a: { category: string; state: string }) => [a.category, a.state])).toEqual([
      ['DELIVERY', 'CLIENT_APPROVAL_REQUESTED'],
      ['DISTRIBUTION', 'CLIENT_APPROVAL_REQUESTED'],
      ['DISTRIBUTION', 'APPROVED'],
    ]);
  });

  it('asks for the right: 401 signed out, 403 for a supplier', async () => {
    const { userId } = await createRegistrant(context.database);
    const code = await requestApprovalCode(context.database, userId);
    const anonymous = new TestClient(context.app);
    expect((await anonymous.get(`${USER_URL}?token=${code}`)).statusCode).toBe(401);
    const client = await supplier();
    expect((await client.get(`${USER_URL}?token=${code}`)).statusCode).toBe(403);
    expect((await client.post(USER_URL, { token: code, approved: true })).statusCode).toBe(403);
    expect((await userState(userId))?.state).toBe('CLIENT_APPROVAL_REQUESTED');
  });

  it('answers the approval data of the spec with both warnings off', async () => {
    const registrant = await createRegistrant(context.database, { cofor6: 'ZZ9Q8W' });
    const code = await requestApprovalCode(context.database, registrant.userId);
    const response = await (await approver()).get(`${USER_URL}?token=${code}`);
    expect(response.statusCode).toBe(200);
    const data = response.json();
    expect(data.first_user).toBe(true);
    expect(data.user).toEqual({ first_name: 'Rita', last_name: 'Registrant', email: registrant.email });
    expect(data.company_profile.cofor10).toBe(registrant.accountId);
    expect(data.addresses.map((a: { category: string }) => a.category)).toEqual(['DELIVERY']);
    expect(data.addresses[0]).toMatchObject({ street_address: '2 Rue B', city: 'Lyon', country: 'France' });
    expect(data.contacts.map((c: { category: string }) => c.category).sort()).toEqual([
      'COMMERCIAL',
      'PROVISIONING',
    ]);
    expect(data.product_group_rights).toEqual(expect.arrayContaining(['Original Part', 'MOPAR']));
    expect(data.cofor6_unknown).toBe(false);
    expect(data.cofor6_found_in_cofor_10).toBe(false);
    expect(data.state).toBe('CLIENT_APPROVAL_REQUESTED');
  });

  it('warns of an unknown COFOR6 and of a COFOR6 that starts another company account id', async () => {
    const registrant = await createRegistrant(context.database, {
      registerCase: 'COFOR6_UNKNOWN',
      cofor6: '12345A',
    });
    const code = await requestApprovalCode(context.database, registrant.userId);
    const data = (await (await approver()).get(`${USER_URL}?token=${code}`)).json();
    expect(data.cofor6_unknown).toBe(true);
    expect(data.cofor6_found_in_cofor_10).toBe(true);
  });

  it('refuses an unknown, expired or other-purpose code, and unknown query keys', async () => {
    const client = await approver();
    const unknown = await client.get(`${USER_URL}?token=${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors.detail).toBe('Invalid approval code.');
    const { userId } = await createRegistrant(context.database);
    // Issued by a clock 15 days back: its 14 days (accounts.approval_code_hours) have passed.
    const old = await requestApprovalCode(context.database, userId, new Date(Date.now() - 15 * 86_400_000));
    const expired = await client.get(`${USER_URL}?token=${old}`);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().errors.detail).toBe('Invalid approval code.');
    expect((await client.post(USER_URL, { token: old, approved: true })).statusCode).toBe(404);
    const other = await createRegistrant(context.database, { state: 'APPROVED' });
    const addressCode = await requestAddressCode(
      context.database,
      await deliveryAddressOf(context.database, other.companyId),
    );
    expect((await client.get(`${USER_URL}?token=${addressCode}`)).statusCode).toBe(404);
    const extra = await client.get(`${USER_URL}?token=${old}&state=APPROVED`);
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors.querystring).toEqual(['This request carries a field that is not allowed.']);
    expect((await userState(userId))?.state).toBe('CLIENT_APPROVAL_REQUESTED');
  });

  it('answers "already approved" for a user past the approval and "invalid" before it', async () => {
    const client = await approver();
    const waiting = await createRegistrant(context.database);
    const code = await requestApprovalCode(context.database, waiting.userId);
    await context.database.db.execute(
      sql`update users set state = 'CS_APPROVAL_REQUESTED' where id = ${waiting.userId}`,
    );
    const approved = await client.get(`${USER_URL}?token=${code}`);
    expect(approved.statusCode).toBe(409);
    expect(approved.json().errors).toMatchObject({
      detail: 'This account was already approved.',
      user_deleted: false,
    });
    const early = await createRegistrant(context.database, { state: 'EMAIL_CONFIRMATION_REQUESTED' });
    const earlyCode = await requestApprovalCode(context.database, early.userId);
    expect((await client.get(`${USER_URL}?token=${earlyCode}`)).statusCode).toBe(404);
    expect((await client.post(USER_URL, { token: earlyCode, approved: true })).statusCode).toBe(404);
    expect((await userState(early.userId))?.state).toBe('EMAIL_CONFIRMATION_REQUESTED');
  });
});

describe('user approval: the decision', () => {
  it('approves: CS_APPROVAL_REQUESTED, customer service mailed, the code used once', async () => {
    const registrant = await createRegistrant(context.database);
    const code = await requestApprovalCode(context.database, registrant.userId);
    const client = await approver();
    const response = await client.post(USER_URL, { token: code, approved: true, feedback: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ outcome: 'APPROVED' });
    expect((await userState(registrant.userId))?.state).toBe('CS_APPROVAL_REQUESTED');
    // Decision 112: the first user's approval approves the delivery address the registration brought.
    const addressId = await deliveryAddressOf(context.database, registrant.companyId);
    const [address] = await queryRows<{ state: string }>(
      context.database,
      sql`select state from addresses where id = ${addressId}`,
    );
    expect(address?.state).toBe('APPROVED');
    const versions = await queryRows<{ snapshot: Record<string, string> }>(
      context.database,
      sql`select snapshot from address_versions where address_id = ${addressId}`,
    );
    expect(versions.map((version) => version.snapshot.street_address)).toEqual(['2 Rue B']);
    const [mail] = await queryRows<{ body_text: string; body_html: string }>(
      context.database,
      sql`select body_text, body_html from outbox where template = 'approval.user_waiting_activation'
          and recipient = 'customer-service@provider.example' and (payload->>'userId')::int = ${registrant.userId}`,
    );
    expect(mail?.body_text).toContain('http://localhost:3000/backoffice/users');
    expect(mail?.body_text).toContain(registrant.email);
    expect(mail?.body_html).toContain('href="http://localhost:3000/backoffice/users"');
    const again = await client.get(`${USER_URL}?token=${code}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toMatchObject({
      detail: 'This account was already approved.',
      user_deleted: false,
    });
    const twice = await client.post(USER_URL, { token: code, approved: false });
    expect(twice.statusCode).toBe(409);
    expect((await userState(registrant.userId))?.state).toBe('CS_APPROVAL_REQUESTED');
    const [used] = await queryRows<{ outcome: string }>(
      context.database,
      sql`select outcome from one_time_codes where user_id = ${registrant.userId} and purpose = 'CLIENT_APPROVAL'`,
    );
    expect(used?.outcome).toBe('APPROVED');
  });

  it('leaves a waiting address alone when the approved user is not the first user', async () => {
    const registrant = await createRegistrant(context.database);
    await context.database.db.execute(
      sql`update users set is_first_user = false where id = ${registrant.userId}`,
    );
    const code = await requestApprovalCode(context.database, registrant.userId);
    const response = await (await approver()).post(USER_URL, { token: code, approved: true, feedback: '' });
    expect(response.json()).toEqual({ outcome: 'APPROVED' });
    const addressId = await deliveryAddressOf(context.database, registrant.companyId);
    const [address] = await queryRows<{ state: string }>(
      context.database,
      sql`select state from addresses where id = ${addressId}`,
    );
    expect(address?.state).toBe('CLIENT_APPROVAL_REQUESTED');
    expect(await countRows(context.database, 'address_versions', `address_id = ${addressId}`)).toBe(0);
  });

  it('rejects: the user and their new company deleted, the feedback mailed in their language', async () => {
    const registrant = await createRegistrant(context.database, { language: 'fr' });
    const code = await requestApprovalCode(context.database, registrant.userId);
    const client = await approver();
    const feedback = 'Votre COFOR ne correspond pas à votre entreprise.';
    const response = await client.post(USER_URL, { token: code, approved: false, feedback });
    expect(response.json()).toEqual({ outcome: 'REJECTED' });
    expect(await userState(registrant.userId)).toBeUndefined();
    expect(await countRows(context.database, 'companies', `id = ${registrant.companyId}`)).toBe(0);
    const [mail] = await mailsTo(context.database, registrant.email, 'approval.user_rejected');
    expect(mail?.language).toBe('fr');
    expect(mail?.subject).toBe('Label Portal\u00a0: votre inscription n’a pas été approuvée');
    expect(mail?.body_text).toContain(feedback);
    const again = await client.get(`${USER_URL}?token=${code}`, { 'accept-language': 'fr' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({
      detail: 'Ce compte a déjà été refusé et supprimé.',
      user_deleted: true,
    });
    const twice = await client.post(USER_URL, { token: code, approved: true });
    expect(twice.json().errors).toMatchObject({ detail: 'This account was already rejected and deleted.' });
  });

  it('keeps the company when another user belongs to it', async () => {
    const registrant = await createRegistrant(context.database);
    await context.database.db.execute(
      sql`insert into users (company_id, email, password_hash) values (${registrant.companyId}, ${`other-${registrant.email}`}, 'x')`,
    );
    const code = await requestApprovalCode(context.database, registrant.userId);
    await (await approver()).post(USER_URL, { token: code, approved: false });
    expect(await userState(registrant.userId)).toBeUndefined();
    expect(await countRows(context.database, 'companies', `id = ${registrant.companyId}`)).toBe(1);
  });

  it('checks the body: feedback of 300 accepted, 301 refused, unknown keys and a missing decision refused', async () => {
    const client = await approver();
    const registrant = await createRegistrant(context.database);
    const code = await requestApprovalCode(context.database, registrant.userId);
    const long = await client.post(USER_URL, { token: code, approved: false, feedback: 'x'.repeat(301) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.feedback).toEqual(['Ensure this field has no more than 300 characters.']);
    const extra = await client.post(USER_URL, { token: code, approved: true, state: 'APPROVED' });
    expect(extra.statusCode).toBe(400);
    expect(Object.values(extra.json().errors).flat()).toContain(
      'This request carries a field that is not allowed.',
    );
    const missing = await client.post(USER_URL, { token: code });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.approved).toEqual(['Required']);
    expect((await userState(registrant.userId))?.state).toBe('CLIENT_APPROVAL_REQUESTED');
    const ok = await client.post(USER_URL, { token: code, approved: false, feedback: 'y'.repeat(300) });
    expect(ok.statusCode).toBe(200);
    const [mail] = await mailsTo(context.database, registrant.email, 'approval.user_rejected');
    expect(mail?.body_text).toContain('y'.repeat(300));
  });

  it('makes one change of two decisions sent at once; the other answers as already done', async () => {
    const registrant = await createRegistrant(context.database);
    const code = await requestApprovalCode(context.database, registrant.userId);
    const [first, second] = [await approver(), await approver()];
    const replies = await Promise.all([
      first.post(USER_URL, { token: code, approved: true }),
      second.post(USER_URL, { token: code, approved: true }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = replies.find((r) => r.statusCode === 409);
    expect(refused?.json().errors.detail).toBe('This account was already approved.');
    expect(
      await countRows(
        context.database,
        'outbox',
        `template = 'approval.user_waiting_activation' and (payload->>'userId')::int = ${registrant.userId}`,
      ),
    ).toBe(1);
  });
});

describe('address approval', () => {
  async function pendingAddress() {
    const registrant = await createRegistrant(context.database, { state: 'APPROVED' });
    const addressId = await deliveryAddressOf(context.database, registrant.companyId);
    await context.database.db.execute(
      sql`insert into address_versions (address_id, snapshot, approved_at)
          values (${addressId}, ${JSON.stringify({ company_name: 'Registrant', street_address: '9 Old Street', address_details: '', postal_code: '69002', city: 'Lyon', country_code: 'FR' })}::jsonb, now() - interval '1 year')`,
    );
    const code = await requestAddressCode(context.database, addressId);
    return { registrant, addressId, code };
  }

  it('answers the address, the company and the previous approved version; guarded by the right', async () => {
    const { registrant, code } = await pendingAddress();
    expect((await (await supplier()).get(`${ADDRESS_URL}?token=${code}`)).statusCode).toBe(403);
    expect((await (await staff()).get(`${ADDRESS_URL}?token=${code}`)).statusCode).toBe(403);
    const response = await (await approver()).get(`${ADDRESS_URL}?token=${code}`);
    expect(response.statusCode).toBe(200);
    const data = response.json();
    expect(data.address).toMatchObject({
      category: 'DELIVERY',
      street_address: '2 Rue B',
      state: 'CLIENT_APPROVAL_REQUESTED',
    });
    expect(data.address.company_id).toBe(registrant.accountId);
    expect(data.company_profile.name).toMatch(/^Registrant/);
    expect(data.history[0]).toMatchObject({ street_address: '9 Old Street', country: 'France' });
  });

  it('approves: APPROVED, a version kept, the users mailed, the supplier sees it approved; then done', async () => {
    const { registrant, addressId, code } = await pendingAddress();
    const client = await approver();
    const response = await client.post(ADDRESS_URL, { token: code, approved: true });
    expect(response.json()).toEqual({ outcome: 'APPROVED' });
    expect(await countRows(context.database, 'address_versions', `address_id = ${addressId}`)).toBe(2);
    const [mail] = await mailsTo(context.database, registrant.email, 'approval.address_approved');
    expect(mail?.body_text).toContain('2 Rue B, 69001 Lyon, FR');
    const own = await signedInClient(context.app, registrant.email, registrant.accountId);
    const account = (await own.get('/accounts/api/users/')).json()[0];
    expect(account.company_profile.delivery_address.state).toBe('APPROVED');
    const again = await client.get(`${ADDRESS_URL}?token=${code}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.detail).toBe('This task has already been performed.');
    expect((await client.post(ADDRESS_URL, { token: code, approved: false })).statusCode).toBe(409);
  });

  it('rejects: the address deleted, the proposal and feedback kept, the feedback mailed', async () => {
    const { registrant, addressId, code } = await pendingAddress();
    const client = await approver();
    const response = await client.post(ADDRESS_URL, {
      token: code,
      approved: false,
      feedback: 'Wrong postal code.',
    });
    expect(response.json()).toEqual({ outcome: 'REJECTED' });
    expect(await countRows(context.database, 'addresses', `id = ${addressId}`)).toBe(0);
    const [rejection] = await queryRows<{
      feedback: string;
      snapshot: Record<string, string>;
      category: string;
    }>(
      context.database,
      sql`select feedback, snapshot, category from address_rejections where company_id = ${registrant.companyId}`,
    );
    expect(rejection).toMatchObject({ feedback: 'Wrong postal code.', category: 'DELIVERY' });
    expect(rejection?.snapshot.street_address).toBe('2 Rue B');
    const [mail] = await mailsTo(context.database, registrant.email, 'approval.address_rejected');
    expect(mail?.body_text).toContain('Wrong postal code.');
    const again = await client.get(`${ADDRESS_URL}?token=${code}`);
    expect(again.json().errors.detail).toBe('This task has already been performed.');
  });

  it('refuses an invalid or expired code, a user approval code, a long feedback and unknown keys', async () => {
    const client = await approver();
    const unknown = await client.get(`${ADDRESS_URL}?token=${'y'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors.detail).toBe('The action failed: the code is invalid or has expired.');
    const registrant = await createRegistrant(context.database, { state: 'APPROVED' });
    const addressId = await deliveryAddressOf(context.database, registrant.companyId);
    const old = await requestAddressCode(context.database, addressId, new Date(Date.now() - 15 * 86_400_000));
    expect((await client.post(ADDRESS_URL, { token: old, approved: true })).statusCode).toBe(404);
    const waiting = await createRegistrant(context.database);
    const userCode = await requestApprovalCode(context.database, waiting.userId);
    expect((await client.get(`${ADDRESS_URL}?token=${userCode}`)).statusCode).toBe(404);
    const code = await requestAddressCode(context.database, addressId);
    const long = await client.post(ADDRESS_URL, { token: code, approved: false, feedback: 'z'.repeat(301) });
    expect(long.statusCode).toBe(400);
    const extra = await client.post(ADDRESS_URL, { token: code, approved: true, company_id: 1 });
    expect(extra.statusCode).toBe(400);
    const [row] = await queryRows<{ state: string }>(
      context.database,
      sql`select state from addresses where id = ${addressId}`,
    );
    expect(row?.state).toBe('CLIENT_APPROVAL_REQUESTED');
  });
});

describe('back office: users waiting for activation', () => {
  it('lists them by id with keyset paging; staff only', async () => {
    const [a, b] = [
      await createRegistrant(context.database, { state: 'CS_APPROVAL_REQUESTED' }),
      await createRegistrant(context.database, { state: 'CS_APPROVAL_REQUESTED' }),
    ];
    expect((await (await approver()).get('/backoffice/api/users/')).statusCode).toBe(403);
    expect((await (await supplier()).get('/backoffice/api/users/')).statusCode).toBe(403);
    const client = await staff();
    const first = await client.get(`/backoffice/api/users/?after=${a.userId - 1}&limit=1`);
    expect(first.statusCode).toBe(200);
    expect(first.json().results).toEqual([
      expect.objectContaining({
        pk: a.userId,
        email: a.email,
        first_name: 'Rita',
        last_name: 'Registrant',
        account_id: a.accountId,
        state: 'CS_APPROVAL_REQUESTED',
      }),
    ]);
    expect(first.json().next_after).toBe(a.userId);
    const second = await client.get(`/backoffice/api/users/?after=${a.userId}&limit=1`);
    expect(second.json().results[0].pk).toBe(b.userId);
    const all = (await client.get('/backoffice/api/users/?limit=100')).json();
    expect(all.results.every((u: { state: string }) => u.state === 'CS_APPROVAL_REQUESTED')).toBe(true);
    expect((await client.get('/backoffice/api/users/?offset=10')).statusCode).toBe(400);
    expect((await client.get('/backoffice/api/users/?state=NOPE')).statusCode).toBe(400);
  });

  it('activates: APPROVED and active, the user mailed the sign-in link, sign-in works; then 409', async () => {
    const registrant = await createRegistrant(context.database, { state: 'CS_APPROVAL_REQUESTED' });
    const before = await new TestClient(context.app).signIn(
      registrant.email,
      registrant.accountId,
      DEMO_PASSWORD,
    );
    expect(before.statusCode).toBe(400);
    const client = await staff();
    const url = `/backoffice/api/users/${registrant.userId}/activate/`;
    expect((await (await approver()).post(url, {})).statusCode).toBe(403);
    const response = await client.post(url, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ pk: registrant.userId, state: 'APPROVED', is_active: true });
    expect(await userState(registrant.userId)).toEqual({ state: 'APPROVED', is_active: true });
    const [mail] = await mailsTo(context.database, registrant.email, 'account.activated');
    expect(mail?.body_text).toContain('http://localhost:3000/accounts/login');
    expect(mail?.body_text).toContain(
      `Sign in with your e-mail address ${registrant.email}, your account id ${registrant.accountId} and your password.`,
    );
    const after = await new TestClient(context.app).signIn(
      registrant.email,
      registrant.accountId,
      DEMO_PASSWORD,
    );
    expect(after.statusCode).toBe(200);
    const again = await client.post(url, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.detail).toBe('This user is not waiting for activation.');
  });

  it('lets a new company order the categories it asked for; a company with rights keeps its own', async () => {
    const client = await staff();
    const rightsOf = async (companyId: number) =>
      (
        await queryRows<{ name: string }>(
          context.database,
          sql`select g.name from company_product_group_rights r join product_groups g on g.id = r.product_group_id
              where r.company_id = ${companyId} and r.can_order order by g.name`,
        )
      ).map((row) => row.name);
    const fresh = await createRegistrant(context.database, { state: 'CS_APPROVAL_REQUESTED' });
    expect(await rightsOf(fresh.companyId)).toEqual([]);
    expect((await client.post(`/backoffice/api/users/${fresh.userId}/activate/`, {})).statusCode).toBe(200);
    expect(await rightsOf(fresh.companyId)).toEqual(['MOPAR', 'Original Part']);

    const known = await createRegistrant(context.database, { state: 'CS_APPROVAL_REQUESTED' });
    await context.database.db.execute(
      sql`insert into company_product_group_rights (company_id, product_group_id, can_order)
          select ${known.companyId}, id, true from product_groups where name = 'Accessories'`,
    );
    expect((await client.post(`/backoffice/api/users/${known.userId}/activate/`, {})).statusCode).toBe(200);
    expect(await rightsOf(known.companyId)).toEqual(['Accessories']);
  });

  it('refuses other states, unknown users and bad ids', async () => {
    const client = await staff();
    const waiting = await createRegistrant(context.database);
    const other = await client.post(`/backoffice/api/users/${waiting.userId}/activate/`, {});
    expect(other.statusCode).toBe(409);
    expect((await userState(waiting.userId))?.state).toBe('CLIENT_APPROVAL_REQUESTED');
    expect((await client.post('/backoffice/api/users/2000000000/activate/', {})).statusCode).toBe(404);
    expect((await client.post('/backoffice/api/users/abc/activate/', {})).statusCode).toBe(400);
  });
});
