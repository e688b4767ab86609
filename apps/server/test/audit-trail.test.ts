import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createRegistrant,
  deliveryAddressOf,
  requestAddressCode,
  requestApprovalCode,
} from './helpers/approvals.js';
import { queryRows } from './helpers/database.js';
import { loadOrderingData, orderBody, sendOrder } from './helpers/ordering.js';
import { createTestCompany, type TestCompany } from './helpers/profile.js';
import { signedInClient, useTestApp } from './helpers/test-app.js';

/** Issue 12: every change of the existing modules writes its audit row in its own transaction. */
const context = useTestApp();
let company: TestCompany;

beforeAll(async () => {
  company = await createTestCompany(context.database, { isPortalMade: true, userCount: 3 });
});

type AuditLine = {
  actor_user_id: number | null;
  actor_kind: string;
  entity_type: string;
  entity_id: string;
  action: string;
  company_id: number | null;
  before: unknown;
  after: unknown;
};

async function lastAuditId(): Promise<number> {
  const [row] = await queryRows<{ id: number | null }>(
    context.database,
    sql`select max(id) as id from audit_log`,
  );
  return Number(row?.id ?? 0);
}

async function auditSince(id: number): Promise<AuditLine[]> {
  return queryRows<AuditLine>(
    context.database,
    sql`select actor_user_id, actor_kind, entity_type, entity_id, action, company_id, before, after
        from audit_log where id > ${id} order by id`,
  );
}

async function userIdOf(email: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    context.database,
    sql`select id from users where email = ${email}`,
  );
  return row!.id;
}

const signIn = (index: number) => signedInClient(context.app, company.users[index]!.email, company.accountId);

describe('orders', () => {
  it('a sent order and its cancellation request each write one row; a refused cancellation none', async () => {
    const client = await signedInClient(context.app, 'supplier@demo.example', '12345A0001');
    const supplierId = await userIdOf('supplier@demo.example');
    const { standard, addresses } = await loadOrderingData(client);
    const mark = await lastAuditId();
    const sent = await sendOrder(
      client,
      orderBody([{ product: standard[0]!.pk, quantity: standard[0]!.labels_per_unit }], addresses),
    );
    expect(sent.statusCode).toBe(201);
    const { pk, order_id: orderId } = sent.json().order;
    const [sendRow, ...others] = await auditSince(mark);
    expect(others).toEqual([]);
    expect(sendRow).toMatchObject({
      actor_kind: 'user',
      actor_user_id: supplierId,
      entity_type: 'order',
      entity_id: orderId,
      action: 'order.send',
      before: null,
      after: { pk, order_id: orderId, state: 'ORDER_PENDING', customer_order_no: 'PO-4711' },
    });

    const afterSend = await lastAuditId();
    const cancel = await client.request('PATCH', `/orders/api/orders/${pk}`, {
      body: { state: 'CANCEL_REQUESTED' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await auditSince(afterSend)).toMatchObject([
      {
        entity_type: 'order',
        entity_id: orderId,
        action: 'order.request_cancellation',
        before: { state: 'ORDER_PENDING' },
        after: { state: 'CANCEL_REQUESTED' },
      },
    ]);
    const afterCancel = await lastAuditId();
    const again = await client.request('PATCH', `/orders/api/orders/${pk}`, {
      body: { state: 'CANCEL_REQUESTED' },
    });
    expect(again.statusCode).toBe(400);
    expect(await auditSince(afterCancel)).toEqual([]);
  });
});

describe('profile', () => {
  it('a phone change writes before and after; a refused one writes none', async () => {
    const client = await signIn(0);
    const own = company.users[0]!.id;
    const mark = await lastAuditId();
    expect(
      (await client.request('PATCH', `/accounts/api/users/${own}/`, { body: { phone: '1234567' } }))
        .statusCode,
    ).toBe(400);
    expect(await auditSince(mark)).toEqual([]);
    expect(
      (await client.request('PATCH', `/accounts/api/users/${own}/`, { body: { phone: '+33 1 11 22 33 44' } }))
        .statusCode,
    ).toBe(200);
    expect(await auditSince(mark)).toMatchObject([
      {
        actor_user_id: own,
        entity_type: 'user',
        entity_id: String(own),
        action: 'user.change_phone',
        company_id: company.id,
        after: { phone: '+33 1 11 22 33 44' },
      },
    ]);
  });

  it('disabling a colleague writes a row per user; disabling oneself writes none', async () => {
    const client = await signIn(0);
    const target = company.users[2]!.id;
    const mark = await lastAuditId();
    const self = await client.post('/accounts/api/users/disable/', { users: [company.users[0]!.id] });
    expect(self.statusCode).toBe(400);
    expect(await auditSince(mark)).toEqual([]);
    expect((await client.post('/accounts/api/users/disable/', { users: [target] })).statusCode).toBe(200);
    expect(await client.post('/accounts/api/users/enable/', { users: [target] })).toMatchObject({
      statusCode: 200,
    });
    expect(await auditSince(mark)).toMatchObject([
      {
        entity_id: String(target),
        action: 'user.disable',
        before: { is_active: true },
        after: { is_active: false },
      },
      {
        entity_id: String(target),
        action: 'user.enable',
        before: { is_active: false },
        after: { is_active: true },
      },
    ]);
  });

  it('a password change writes a row without the hash; a wrong current password writes none', async () => {
    const client = await signIn(1);
    const mark = await lastAuditId();
    const body = (old: string) => ({
      old_password: old,
      new_password: 'Brand-new-9x',
      new_password_repeated: 'Brand-new-9x',
    });
    expect((await client.post('/accounts/api/password_change/', body('Wrong-pass-1'))).statusCode).toBe(400);
    expect(await auditSince(mark)).toEqual([]);
    expect((await client.post('/accounts/api/password_change/', body('Demo-pass-1'))).statusCode).toBe(200);
    const rows = await auditSince(mark);
    expect(rows).toMatchObject([
      { action: 'user.change_password', before: null, after: { password_changed: true } },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/argon|\$2[aby]\$|scrypt|Brand-new/);
  });

  it('a new distribution address writes a create row with its fields', async () => {
    const client = await signIn(0);
    const mark = await lastAuditId();
    const response = await client.post('/accounts/api/address/', {
      category: 'DISTRIBUTION',
      company_name: 'Audit Works',
      street_address: '1 rue du Journal',
      address_details: '',
      postal_code: '75001',
      city: 'Paris',
      country_code: 'FR',
    });
    expect(response.statusCode).toBe(200);
    expect(await auditSince(mark)).toMatchObject([
      {
        entity_type: 'address',
        entity_id: String(response.json().pk),
        action: 'address.create',
        before: null,
        after: { company_name: 'Audit Works', city: 'Paris', category: 'DISTRIBUTION' },
      },
    ]);
  });
});

describe('approvals and activation', () => {
  it("the approver's decision and the staff activation write rows with their actor", async () => {
    const registrant = await createRegistrant(context.database);
    const code = await requestApprovalCode(context.database, registrant.userId);
    const approver = await signedInClient(context.app, 'approver@demo.example', 'CARMAKER01');
    const mark = await lastAuditId();
    const decided = await approver.post('/accounts/api/client_confirmation/', {
      token: code,
      approved: true,
    });
    expect(decided.statusCode).toBe(200);
    const staff = await signedInClient(context.app, 'staff@demo.example', 'PROVIDER01');
    expect((await staff.post(`/backoffice/api/users/${registrant.userId}/activate/`, {})).statusCode).toBe(
      200,
    );
    // A second activation is refused (409) and writes nothing.
    const afterActivation = await lastAuditId();
    expect((await staff.post(`/backoffice/api/users/${registrant.userId}/activate/`, {})).statusCode).toBe(
      409,
    );
    expect(await auditSince(afterActivation)).toEqual([]);
    expect(await auditSince(mark)).toMatchObject([
      {
        actor_user_id: await userIdOf('approver@demo.example'),
        entity_type: 'user',
        entity_id: String(registrant.userId),
        action: 'user.approve',
        company_id: registrant.companyId,
        after: { state: 'CS_APPROVAL_REQUESTED' },
      },
      {
        actor_user_id: await userIdOf('staff@demo.example'),
        entity_id: String(registrant.userId),
        action: 'user.activate',
        after: { state: 'APPROVED', is_active: true },
      },
    ]);
  });

  it('an address rejection writes a row with the feedback; a used code writes none', async () => {
    const registrant = await createRegistrant(context.database, { state: 'APPROVED' });
    const addressId = await deliveryAddressOf(context.database, registrant.companyId);
    const code = await requestAddressCode(context.database, addressId);
    const approver = await signedInClient(context.app, 'approver@demo.example', 'CARMAKER01');
    const mark = await lastAuditId();
    const body = { token: code, approved: false, feedback: 'Wrong street' };
    expect((await approver.post('/accounts/api/client_address_confirmation/', body)).statusCode).toBe(200);
    const afterDecision = await lastAuditId();
    expect((await approver.post('/accounts/api/client_address_confirmation/', body)).statusCode).not.toBe(
      200,
    );
    expect(await auditSince(afterDecision)).toEqual([]);
    expect(await auditSince(mark)).toMatchObject([
      {
        entity_type: 'address',
        entity_id: String(addressId),
        action: 'address.reject',
        company_id: registrant.companyId,
        after: { deleted: true, feedback: 'Wrong street' },
      },
    ]);
  });
});
