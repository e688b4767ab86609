import { createHash } from 'node:crypto';
import { ACTIVATION_BATCH_LIMIT, BACKOFFICE_RIGHTS } from '@label-portal/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createShippedOrder,
  createStaffWithRights,
  removeShippedOrders,
  type ShippedOrder,
} from './helpers/activation.js';
import { queryRows } from './helpers/database.js';
import { buildTestApp, signedInClient, type TestClient, useTestApp } from './helpers/test-app.js';

const context = useTestApp();
const KEYS = '/backoffice/api/api_keys/';
const INTEGRATION = '/integration/api/label_activation/';
const STAFF_ACTIVATION = '/backoffice/api/label_activation/';
const STAFF = { email: 'staff@demo.example', accountId: 'PROVIDER01' };
const SUPPLIER = { email: 'supplier@demo.example', accountId: '12345A0001' };
const TRANSPORT = { email: 'transport@demo.example', accountId: '32345C0001' };
const DAY_MS = 86_400_000;

const NOT_AUTHENTICATED = {
  code: 'NOT_AUTHENTICATED',
  errors: { detail: 'Authentication credentials were not provided.' },
};
const FORBIDDEN = {
  code: 'FORBIDDEN',
  errors: { detail: "You don't have sufficient rights to access this Content." },
};

const signIn = (who: { email: string; accountId: string }) =>
  signedInClient(context.app, who.email, who.accountId);

/** An integration caller: no session, no CSRF token, just the key. */
function callWithKey(key: string | null, body: unknown, extraHeaders: Record<string, string> = {}) {
  return context.app.inject({
    method: 'POST',
    url: INTEGRATION,
    headers: { ...(key !== null ? { authorization: `Bearer ${key}` } : {}), ...extraHeaders },
    payload: body as object,
  });
}

async function companyIdOf(email: string): Promise<number> {
  const [row] = await queryRows<{ company_id: number }>(
    context.database,
    sql`select company_id from users where email = ${email}`,
  );
  return Number(row!.company_id);
}

async function activatedAtOf(labelIds: string[]): Promise<(string | null)[]> {
  const rows = await queryRows<{ activated_at: string | Date | null }>(
    context.database,
    sql`select activated_at from labels
        where label_id in (select jsonb_array_elements_text(${JSON.stringify(labelIds)}::jsonb)) order by label_id`,
  );
  return rows.map((row) => (row.activated_at === null ? null : new Date(row.activated_at).toISOString()));
}

let staff: TestClient;
let key = '';
let keyId = 0;
const made: ShippedOrder[] = [];

beforeAll(async () => {
  staff = await signIn(STAFF);
  const response = await staff.post(KEYS, { name: 'Activation service', scope: 'label_activation' });
  expect(response.statusCode).toBe(201);
  key = response.json().key;
  keyId = response.json().id;
});

afterAll(async () => {
  await removeShippedOrders(context.database, made);
});

async function shippedOrder(companyEmail: string, daysAgo: number, labels = 5) {
  const order = await createShippedOrder(
    context.database,
    await companyIdOf(companyEmail),
    new Date(Date.now() - daysAgo * DAY_MS),
    labels,
  );
  made.push(order);
  return order;
}

describe('API keys (back office)', () => {
  it('creates a 256-bit key shown once; the database keeps only its SHA-256 hash and a prefix', async () => {
    const response = await staff.post(KEYS, { name: '  Key A  ', scope: 'label_activation' });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created.key).toMatch(/^lp_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      name: 'Key A',
      scope: 'label_activation',
      prefix: created.key.slice(0, 11),
      created_by: STAFF.email,
      revoked_at: null,
      last_used_at: null,
      version: 1,
    });
    const [row] = await queryRows<{ key_hash: string; prefix: string }>(
      context.database,
      sql`select key_hash, prefix from api_keys where id = ${created.id}`,
    );
    expect(row!.key_hash).toBe(createHash('sha256').update(created.key).digest('hex'));
    const [stored] = await queryRows<{ n: number }>(
      context.database,
      sql`select count(*)::int as n from api_keys k where row_to_json(k)::text like ${`%${created.key}%`}`,
    );
    expect(Number(stored!.n)).toBe(0);
    // The list never shows the key again.
    const list = await staff.get(KEYS);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.key);
    expect(list.json().results[0]).toEqual({ ...created, key: undefined, created_at: created.created_at });
    // Audited, without the key or its hash.
    const [audit] = await queryRows<{
      action: string;
      actor_user_id: number;
      after: Record<string, unknown>;
    }>(
      context.database,
      sql`select action, actor_user_id, after from audit_log where entity_type = 'api_key' and entity_id = ${String(created.id)}`,
    );
    expect(audit!.action).toBe('api_key.create');
    expect(audit!.after).toEqual({ name: 'Key A', scope: 'label_activation', prefix: created.prefix });
  });

  it('refuses a blank name and an unknown scope with field messages', async () => {
    const response = await staff.post(KEYS, { name: ' ', scope: 'label_authentication_x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: ['Required'],
      scope: [expect.any(String)],
    });
  });

  it('revokes a key: it answers 401 at once, a second revoke is refused, a stale version is 409', async () => {
    const created = (await staff.post(KEYS, { name: 'To revoke', scope: 'label_activation' })).json();
    expect((await callWithKey(created.key, { label_ids: ['BCDFGHJKLMNP'] })).statusCode).toBe(200);
    const stale = await staff.post(`${KEYS}${created.id}/revoke/`, { version: created.version + 5 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors.detail).toMatch(/Someone else changed this record/);
    expect(stale.json().errors.type).toBe('STALE_VERSION');
    const revoked = await staff.post(`${KEYS}${created.id}/revoke/`, { version: created.version });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revoked_at).toEqual(expect.any(String));
    expect(revoked.json().last_used_at).toEqual(expect.any(String));
    const again = await staff.post(`${KEYS}${created.id}/revoke/`, { version: revoked.json().version });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.detail).toBe('This API key is already revoked.');
    const refused = await callWithKey(created.key, { label_ids: ['BCDFGHJKLMNP'] });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(NOT_AUTHENTICATED);
    const [audit] = await queryRows<{ action: string }>(
      context.database,
      sql`select action from audit_log where entity_type = 'api_key' and entity_id = ${String(created.id)} order by id desc limit 1`,
    );
    expect(audit!.action).toBe('api_key.revoke');
  });

  it('answers 404 for an unknown key', async () => {
    expect((await staff.post(`${KEYS}999999/revoke/`, { version: 1 })).statusCode).toBe(404);
  });

  it('is refused to a supplier (403) and to staff holding only the view right on the changes', async () => {
    const supplier = await signIn(SUPPLIER);
    for (const response of [
      await supplier.get(KEYS),
      await supplier.post(KEYS, { name: 'x', scope: 'label_activation' }),
      await supplier.post(`${KEYS}${keyId}/revoke/`, { version: 1 }),
      await supplier.post(STAFF_ACTIVATION, { label_ids: ['BCDFGHJKLMNP'] }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    const viewer = await signIn(
      await createStaffWithRights(context.database, [BACKOFFICE_RIGHTS.viewApiKeys]),
    );
    expect((await viewer.get(KEYS)).statusCode).toBe(200);
    for (const response of [
      await viewer.post(KEYS, { name: 'x', scope: 'label_activation' }),
      await viewer.post(`${KEYS}${keyId}/revoke/`, { version: 1 }),
      await viewer.post(STAFF_ACTIVATION, { label_ids: ['BCDFGHJKLMNP'] }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    const activator = await signIn(
      await createStaffWithRights(context.database, [BACKOFFICE_RIGHTS.activateLabels]),
    );
    expect((await activator.get(KEYS)).statusCode).toBe(403);
    expect((await activator.post(STAFF_ACTIVATION, { label_ids: ['BCDFGHJKLMNP'] })).statusCode).toBe(200);
  });
});

describe('integration authentication', () => {
  it('answers 401 without a key, with a wrong key, and with a malformed header', async () => {
    for (const response of [
      await callWithKey(null, { label_ids: ['BCDFGHJKLMNP'] }),
      await callWithKey(`${key}x`, { label_ids: ['BCDFGHJKLMNP'] }),
      await callWithKey('lp_wrong', { label_ids: ['BCDFGHJKLMNP'] }),
      await context.app.inject({
        method: 'POST',
        url: INTEGRATION,
        headers: { authorization: `Basic ${key}` },
        payload: { label_ids: ['BCDFGHJKLMNP'] },
      }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(NOT_AUTHENTICATED);
    }
  });

  it('refuses a session on the integration call (401), even staff with its CSRF token', async () => {
    const response = await staff.post(INTEGRATION, { label_ids: ['BCDFGHJKLMNP'] });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(NOT_AUTHENTICATED);
  });

  it('refuses the key on session routes (401): it is no session', async () => {
    const headers = { authorization: `Bearer ${key}` };
    const list = await context.app.inject({ method: 'GET', url: KEYS, headers });
    expect(list.statusCode).toBe(401);
    expect(list.json()).toEqual(NOT_AUTHENTICATED);
    const staffCall = await context.app.inject({
      method: 'POST',
      url: STAFF_ACTIVATION,
      headers,
      payload: { label_ids: ['BCDFGHJKLMNP'] },
    });
    expect(staffCall.statusCode).toBe(401);
  });

  it('needs no CSRF token and sets no cookie; records the last use', async () => {
    const response = await callWithKey(key, { label_ids: ['BCDFGHJKLMNP'] });
    expect(response.statusCode).toBe(200);
    expect(response.cookies).toEqual([]);
    const [row] = await queryRows<{ last_used_at: unknown }>(
      context.database,
      sql`select last_used_at from api_keys where id = ${keyId}`,
    );
    expect(row!.last_used_at).not.toBeNull();
  });

  it('answers 403 to a key of another scope', async () => {
    const created = (await staff.post(KEYS, { name: 'Other scope', scope: 'label_activation' })).json();
    await context.database.db.execute(
      sql`update api_keys set scope = 'label_authentication' where id = ${created.id}`,
    );
    const response = await callWithKey(created.key, { label_ids: ['BCDFGHJKLMNP'] });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
    // Back to a scope the contract knows (the key list answers only known scopes), revoked.
    await context.database.db.execute(
      sql`update api_keys set scope = 'label_activation', revoked_at = now() where id = ${created.id}`,
    );
  });
});

describe('activation by key', () => {
  it('activates by label id, is idempotent (first activation time kept), and reports unknown ids', async () => {
    const order = await shippedOrder(STAFF.email, 1, 4);
    const [first, second, third] = order.labelIds;
    const response = await callWithKey(key, {
      label_ids: [first, ` ${second!.toLowerCase().replace(/(....)/, '$1-')} `, 'ZZZZZZZZZZZ1', first],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      activated: 2,
      already_active: 0,
      unknown: 1,
      unknown_label_ids: ['ZZZZZZZZZZZ1'],
      unknown_spool_nos: [],
      unknown_order_ids: [],
    });
    const times = await activatedAtOf([first!, second!, third!]);
    expect(times[0]).not.toBeNull();
    expect(times[2]).toBeNull();
    const again = await callWithKey(key, { label_ids: [first, second, third] });
    expect(again.json()).toMatchObject({ activated: 1, already_active: 2, unknown: 0 });
    const later = await activatedAtOf([first!, second!, third!]);
    expect(later.slice(0, 2)).toEqual(times.slice(0, 2));
    // The audit row: the key as actor, per order, in the same transaction.
    const audits = await queryRows<{
      actor_kind: string;
      api_key_id: number;
      entity_type: string;
      after: unknown;
    }>(
      context.database,
      sql`select actor_kind, api_key_id, entity_type, after from audit_log
          where entity_id = ${order.orderId} and action = 'order.activate_labels' order by id`,
    );
    expect(audits).toEqual([
      { actor_kind: 'api_key', api_key_id: keyId, entity_type: 'order', after: { labels_activated: 2 } },
      { actor_kind: 'api_key', api_key_id: keyId, entity_type: 'order', after: { labels_activated: 1 } },
    ]);
  });

  it('activates by spool number and by order id; unknown ones are listed', async () => {
    const bySpool = await shippedOrder(STAFF.email, 1, 3);
    const byOrder = await shippedOrder(STAFF.email, 1, 6);
    const response = await callWithKey(key, {
      spool_nos: [bySpool.spoolNo, 'NO-SUCH-SPOOL'],
      order_ids: [byOrder.orderId, 'NO-SUCH-ORDER'],
    });
    expect(response.json()).toEqual({
      activated: 9,
      already_active: 0,
      unknown: 2,
      unknown_label_ids: [],
      unknown_spool_nos: ['NO-SUCH-SPOOL'],
      unknown_order_ids: ['NO-SUCH-ORDER'],
    });
    expect((await activatedAtOf([...bySpool.labelIds, ...byOrder.labelIds])).every(Boolean)).toBe(true);
  });

  it(`takes ${ACTIVATION_BATCH_LIMIT} label ids in one set-based call and refuses one more`, async () => {
    const order = await shippedOrder(STAFF.email, 1, ACTIVATION_BATCH_LIMIT);
    const response = await callWithKey(key, { label_ids: order.labelIds });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      activated: ACTIVATION_BATCH_LIMIT,
      already_active: 0,
      unknown: 0,
    });
    const tooMany = await callWithKey(key, { label_ids: [...order.labelIds, 'BCDFGHJKLMNP'] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({
      label_ids: [
        'At most 10,000 label ids, spool numbers and order ids can be activated at once: split the list.',
      ],
    });
    // The limit counts every list together.
    const mixed = await callWithKey(key, {
      label_ids: order.labelIds.slice(0, 5000),
      spool_nos: Array.from({ length: 5001 }, (_, index) => `S${index}`),
    });
    expect(mixed.statusCode).toBe(400);
    expect(Object.keys(mixed.json().errors)).toEqual(['spool_nos']);
  });

  it('refuses an empty request with a field message (in French too)', async () => {
    const response = await callWithKey(key, { label_ids: [' '] }, { 'accept-language': 'fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.label_ids[0]).toMatch(/Saisissez au moins un identifiant/);
  });
});

describe('staff activation', () => {
  it('activates like the integration call, audited with the staff member as actor', async () => {
    const order = await shippedOrder(STAFF.email, 1, 3);
    const response = await staff.post(STAFF_ACTIVATION, { spool_nos: [order.spoolNo] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ activated: 3, already_active: 0, unknown: 0 });
    const [audit] = await queryRows<{ actor_kind: string; email: string }>(
      context.database,
      sql`select a.actor_kind, u.email from audit_log a join users u on u.id = a.actor_user_id
          where a.entity_id = ${order.orderId} and a.action = 'order.activate_labels'`,
    );
    expect(audit).toEqual({ actor_kind: 'user', email: STAFF.email });
  });
});

describe('NON_ACTIVATED_ORDERS', () => {
  // The ordering screens keep a company's standing 5 seconds (decision 096): this app's clock
  // moves 6 seconds before each look, so each look reads the database again.
  let offsetMs = 0;
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(context.database, { now: () => new Date(Date.now() + offsetMs) });
  });
  afterAll(async () => {
    await app.close();
  });

  async function isOrderingBlocked(client: TestClient): Promise<boolean> {
    offsetMs += 6_000;
    const response = await client.get('/orders/api/products/');
    expect(response.statusCode).toBe(200);
    const products = response.json() as { blocked: boolean }[];
    expect(products.length).toBeGreaterThan(0);
    return products.every((product) => product.blocked);
  }

  const activateByKey = (body: unknown) =>
    app.inject({
      method: 'POST',
      url: INTEGRATION,
      headers: { authorization: `Bearer ${key}` },
      payload: body as object,
    });

  it('blocks at two shipped orders with non-activated labels past the grace period; activation lifts it', async () => {
    const supplier = await signedInClient(app, TRANSPORT.email, TRANSPORT.accountId);
    expect(await isOrderingBlocked(supplier)).toBe(false);
    // Past the grace period (30 days): one order does not block.
    const old = await shippedOrder(TRANSPORT.email, 45);
    expect(await isOrderingBlocked(supplier)).toBe(false);
    // A second one still inside the grace period does not count yet.
    const recent = await shippedOrder(TRANSPORT.email, 29);
    expect(await isOrderingBlocked(supplier)).toBe(false);
    // A second one past the grace period blocks ordering.
    const older = await shippedOrder(TRANSPORT.email, 31);
    expect(await isOrderingBlocked(supplier)).toBe(true);
    // Activating one label of an order is not enough: the order still holds non-activated labels.
    await activateByKey({ label_ids: [older.labelIds[0]] });
    expect(await isOrderingBlocked(supplier)).toBe(true);
    // Activating the rest of that order through the key lifts the block.
    const response = await activateByKey({ order_ids: [older.orderId] });
    expect(response.json()).toMatchObject({ activated: 4, already_active: 1 });
    expect(await isOrderingBlocked(supplier)).toBe(false);
    await activateByKey({ order_ids: [old.orderId, recent.orderId] });
    expect(await isOrderingBlocked(supplier)).toBe(false);
  });
});
