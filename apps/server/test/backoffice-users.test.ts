import { MESSAGES_EN } from '@label-portal/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createUserLike } from './helpers/accounts.js';
import { createRegistrant } from './helpers/approvals.js';
import { countRows, queryRows } from './helpers/database.js';
import { signedInClient, TestClient, useTestApp } from './helpers/test-app.js';

/** Issue 12: the back office's users (search, groups, enable/disable, resend confirmation). */
const context = useTestApp();
const STAFF = { email: 'staff@demo.example', accountId: 'PROVIDER01' };
const SUPPLIER = { email: 'supplier@demo.example', accountId: '12345A0001' };
const FORBIDDEN = {
  code: 'FORBIDDEN',
  errors: { detail: "You don't have sufficient rights to access this Content." },
};
const STALE = {
  code: 'CONFLICT',
  errors: { detail: MESSAGES_EN['errors.staleVersion'], type: 'STALE_VERSION' },
};

let viewer: { email: string; accountId: string };

beforeAll(async () => {
  // A staff member holding only the view rights of the back office.
  const created = await createUserLike(context.database, STAFF.email);
  await context.database.db.execute(
    sql`insert into groups (name, description) values ('staff_viewer', 'View only') on conflict (name) do nothing`,
  );
  await context.database.db.execute(
    sql`insert into group_rights (group_id, "right")
        select id, r from groups, unnest(array['backoffice.view_user', 'backoffice.view_mail', 'backoffice.view_auditlog']) r
        where name = 'staff_viewer'`,
  );
  await context.database.db.execute(sql`delete from user_groups where user_id = ${created.id}`);
  await context.database.db.execute(
    sql`insert into user_groups (user_id, group_id) select ${created.id}, id from groups where name = 'staff_viewer'`,
  );
  viewer = { email: created.email, accountId: created.accountId };
});

const signIn = (who: { email: string; accountId: string }) =>
  signedInClient(context.app, who.email, who.accountId);

async function detailOf(client: TestClient, userId: number) {
  const response = await client.get(`/backoffice/api/users/${userId}/`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('the user list', () => {
  it('lists the waiting users by default, everyone with ALL, and searches e-mail, name and company', async () => {
    const waiting = await createRegistrant(context.database, { state: 'CS_APPROVAL_REQUESTED' });
    const staff = await signIn(STAFF);
    const byDefault = (await staff.get('/backoffice/api/users/?limit=100')).json();
    expect(byDefault.results.every((row: { state: string }) => row.state === 'CS_APPROVAL_REQUESTED')).toBe(
      true,
    );
    expect(byDefault.results.map((row: { pk: number }) => row.pk)).toContain(waiting.userId);

    const all = (await staff.get('/backoffice/api/users/?state=ALL&limit=100')).json();
    expect(new Set(all.results.map((row: { state: string }) => row.state)).size).toBeGreaterThan(1);

    const byMail = (
      await staff.get(`/backoffice/api/users/?state=ALL&q=${waiting.email.toUpperCase()}`)
    ).json();
    expect(byMail.results).toMatchObject([{ pk: waiting.userId, email: waiting.email, is_active: true }]);
    const byCompany = (await staff.get(`/backoffice/api/users/?state=ALL&q=${waiting.accountId}`)).json();
    expect(byCompany.results.map((row: { pk: number }) => row.pk)).toEqual([waiting.userId]);
    const none = (await staff.get('/backoffice/api/users/?state=ALL&q=%25nobody_matches%25')).json();
    expect(none).toEqual({ results: [], next_after: null });
  });

  it('pages by keyset: the next page starts after the last id, nothing twice', async () => {
    const staff = await signIn(STAFF);
    const first = (await staff.get('/backoffice/api/users/?state=ALL&limit=2')).json();
    expect(first.results).toHaveLength(2);
    expect(first.next_after).toBe(first.results[1].pk);
    const second = (
      await staff.get(`/backoffice/api/users/?state=ALL&limit=2&after=${first.next_after}`)
    ).json();
    expect(second.results[0].pk).toBeGreaterThan(first.results[1].pk);
  });

  it('needs view_user: a supplier gets 403; a view-only staff member reads', async () => {
    expect((await (await signIn(SUPPLIER)).get('/backoffice/api/users/')).json()).toEqual(FORBIDDEN);
    expect((await (await signIn(viewer)).get('/backoffice/api/users/?state=ALL')).statusCode).toBe(200);
    expect((await (await signIn(viewer)).get('/backoffice/api/users/1/')).statusCode).toBe(200);
  });
});

describe('enabling and disabling a user', () => {
  it("ends a disabled user's sessions at once; enabling lets them sign in again; both audited", async () => {
    const target = await createUserLike(context.database, SUPPLIER.email);
    const own = await signIn(target);
    expect((await own.get('/accounts/api/users/')).statusCode).toBe(200);
    const staff = await signIn(STAFF);
    const before = await detailOf(staff, target.id);
    expect(before).toMatchObject({ is_active: true, groups: ['supplier'], version: 1 });

    const disabled = await staff.request('PATCH', `/backoffice/api/users/${target.id}/`, {
      body: { version: 1, is_active: false },
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ is_active: false, version: 2 });
    await vi.waitFor(async () => expect((await own.get('/accounts/api/users/')).statusCode).toBe(401));
    expect(await countRows(context.database, 'sessions', `user_id = ${target.id}`)).toBe(0);
    const refused = await new TestClient(context.app).signIn(target.email, target.accountId);
    expect(refused.statusCode).toBe(400);

    const enabled = await staff.request('PATCH', `/backoffice/api/users/${target.id}/`, {
      body: { version: 2, is_active: true },
    });
    expect(enabled.json()).toMatchObject({ is_active: true, version: 3 });
    expect((await new TestClient(context.app).signIn(target.email, target.accountId)).statusCode).toBe(200);

    const audit = await queryRows<{ action: string; before: unknown; after: unknown }>(
      context.database,
      sql`select action, before, after from audit_log where entity_type = 'user' and entity_id = ${String(target.id)} order by id`,
    );
    expect(audit).toMatchObject([
      {
        action: 'user.update',
        before: { is_active: true, version: 1 },
        after: { is_active: false, version: 2 },
      },
      {
        action: 'user.update',
        before: { is_active: false, version: 2 },
        after: { is_active: true, version: 3 },
      },
    ]);
  });

  it('answers 409 on a stale version, nothing written', async () => {
    const target = await createUserLike(context.database, SUPPLIER.email);
    const staff = await signIn(STAFF);
    expect(
      (
        await staff.request('PATCH', `/backoffice/api/users/${target.id}/`, {
          body: { version: 1, is_active: false },
        })
      ).statusCode,
    ).toBe(200);
    const auditBefore = await countRows(context.database, 'audit_log');
    const stale = await staff.request('PATCH', `/backoffice/api/users/${target.id}/`, {
      body: { version: 1, is_active: true },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(STALE);
    expect(await detailOf(staff, target.id)).toMatchObject({ is_active: false, version: 2 });
    expect(await countRows(context.database, 'audit_log')).toBe(auditBefore);
  });

  it('never lets staff disable themselves (400 with the message); enabling oneself is no change', async () => {
    const staff = await signIn(STAFF);
    const [me] = await queryRows<{ id: number }>(
      context.database,
      sql`select id from users where email = ${STAFF.email}`,
    );
    const { version } = await detailOf(staff, me!.id);
    const response = await staff.request('PATCH', `/backoffice/api/users/${me!.id}/`, {
      body: { version, is_active: false },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.is_active).toEqual([MESSAGES_EN['errors.cannotDisableSelf']]);
    expect(await detailOf(staff, me!.id)).toMatchObject({ is_active: true, version });
  });

  it('never lets staff take their own user-managing group (400 with the message); another staff member may', async () => {
    const me = await createUserLike(context.database, STAFF.email);
    const colleague = await createUserLike(context.database, STAFF.email);
    const client = await signedInClient(context.app, me.email, me.accountId);
    const mine = await detailOf(client, me.id);
    expect(mine.groups).toEqual(['provider_staff']);
    const auditRows = () =>
      countRows(context.database, 'audit_log', `entity_type = 'user' and entity_id = '${me.id}'`);
    const auditBefore = await auditRows();
    const refused = await client.request('PATCH', `/backoffice/api/users/${me.id}/`, {
      body: { version: mine.version, groups: ['supplier'] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      detail: MESSAGES_EN['errors.cannotRemoveOwnUserRights'],
      groups: [MESSAGES_EN['errors.cannotRemoveOwnUserRights']],
    });
    expect(
      (
        await client.request('PATCH', `/backoffice/api/users/${me.id}/`, {
          body: { version: mine.version, groups: [] },
        })
      ).statusCode,
    ).toBe(400);
    expect(await detailOf(client, me.id)).toMatchObject({
      groups: ['provider_staff'],
      version: mine.version,
    });
    expect(await auditRows()).toBe(auditBefore);
    // Keeping the group and adding another is fine.
    const kept = await client.request('PATCH', `/backoffice/api/users/${me.id}/`, {
      body: { version: mine.version, groups: ['provider_staff', 'carmaker_analyst'] },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().groups).toEqual(['carmaker_analyst', 'provider_staff']);
    // Another staff member's group may be taken (they are not the one acting).
    const theirs = await detailOf(client, colleague.id);
    const taken = await client.request('PATCH', `/backoffice/api/users/${colleague.id}/`, {
      body: { version: theirs.version, groups: ['supplier'] },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().groups).toEqual(['supplier']);
  });

  it('sets the groups from the seeded ones; an unknown group answers 400, nothing written', async () => {
    const target = await createUserLike(context.database, SUPPLIER.email);
    const staff = await signIn(STAFF);
    const unknown = await staff.request('PATCH', `/backoffice/api/users/${target.id}/`, {
      body: { version: 1, groups: ['supplier', 'wizards'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.groups).toEqual([MESSAGES_EN['validation.unknownGroup']]);
    const changed = await staff.request('PATCH', `/backoffice/api/users/${target.id}/`, {
      body: { version: 1, groups: ['supplier', 'carmaker_analyst'] },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ groups: ['carmaker_analyst', 'supplier'], version: 2 });
    const signedIn = await new TestClient(context.app).signIn(target.email, target.accountId);
    expect(signedIn.json().permissions).toContain('statistics.view_authentications');
  });

  it('refuses the change to a supplier and to a view-only staff member (403), nothing written', async () => {
    const target = await createUserLike(context.database, SUPPLIER.email);
    for (const who of [SUPPLIER, viewer]) {
      const client = await signIn(who);
      const response = await client.request('PATCH', `/backoffice/api/users/${target.id}/`, {
        body: { version: 1, is_active: false },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
      expect(
        (await client.post(`/backoffice/api/users/${target.id}/resend_confirmation/`, {})).statusCode,
      ).toBe(403);
      expect((await client.post(`/backoffice/api/users/${target.id}/activate/`, {})).statusCode).toBe(403);
    }
    const staff = await signIn(STAFF);
    expect(await detailOf(staff, target.id)).toMatchObject({ is_active: true, version: 1 });
  });

  it('answers 404 for an unknown user and 400 for a body with an unknown field', async () => {
    const staff = await signIn(STAFF);
    expect((await staff.get('/backoffice/api/users/2000000000/')).statusCode).toBe(404);
    const odd = await staff.request('PATCH', '/backoffice/api/users/1/', {
      body: { version: 1, state: 'APPROVED' },
    });
    expect(odd.statusCode).toBe(400);
    const missing = await staff.request('PATCH', '/backoffice/api/users/1/', { body: { is_active: true } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.version).toBeDefined();
  });
});

describe('resending the confirmation mail', () => {
  async function confirmationCodes(email: string): Promise<string[]> {
    const rows = await queryRows<{ body_text: string }>(
      context.database,
      sql`select body_text from outbox where recipient = ${email} and template = 'account.confirmation' order by id`,
    );
    return rows.map((row) => /\/accounts\/confirmation\/([A-Za-z0-9_-]+)/.exec(row.body_text)![1]!);
  }

  it('mails a new code to a user waiting for the confirmation; the old code stops working', async () => {
    const registrant = await createRegistrant(context.database, { state: 'EMAIL_CONFIRMATION_REQUESTED' });
    const staff = await signIn(STAFF);
    const first = await staff.post(`/backoffice/api/users/${registrant.userId}/resend_confirmation/`, {});
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      pk: registrant.userId,
      state: 'EMAIL_CONFIRMATION_REQUESTED',
      sent_to: registrant.email,
    });
    expect(
      (await staff.post(`/backoffice/api/users/${registrant.userId}/resend_confirmation/`, {})).statusCode,
    ).toBe(200);
    const [oldCode, newCode] = await confirmationCodes(registrant.email);
    const anonymous = new TestClient(context.app);
    await anonymous.get('/accounts/api/login/'); // the CSRF cookie
    const old = await anonymous.request('POST', '/accounts/api/confirmation/', { body: { token: oldCode } });
    expect(old.statusCode).toBe(400);
    expect(old.json().errors.detail).toBe(MESSAGES_EN['errors.confirmationFailed']);
    const confirmed = await anonymous.request('POST', '/accounts/api/confirmation/', {
      body: { token: newCode },
    });
    expect(confirmed.json()).toEqual({ confirmed: true });
    const audit = await queryRows<{ action: string; after: unknown }>(
      context.database,
      sql`select action, after from audit_log where entity_type = 'user' and entity_id = ${String(registrant.userId)} order by id`,
    );
    expect(audit.map((row) => row.action)).toEqual([
      'user.resend_confirmation',
      'user.resend_confirmation',
      'user.confirm_email',
    ]);
    expect(JSON.stringify(audit)).not.toContain(newCode);
  });

  it('answers 409 with the message for a user in any other state, no mail written', async () => {
    const staff = await signIn(STAFF);
    for (const state of ['CLIENT_APPROVAL_REQUESTED', 'CS_APPROVAL_REQUESTED', 'APPROVED']) {
      const registrant = await createRegistrant(context.database, { state });
      const response = await staff.post(
        `/backoffice/api/users/${registrant.userId}/resend_confirmation/`,
        {},
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().errors.detail).toBe(MESSAGES_EN['errors.userNotAwaitingConfirmation']);
      expect(await confirmationCodes(registrant.email)).toEqual([]);
    }
  });
});
