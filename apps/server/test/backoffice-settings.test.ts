import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserLike } from './helpers/accounts.js';
import { countRows, queryRows } from './helpers/database.js';
import { loadOrderingData, orderBody } from './helpers/ordering.js';
import { buildTestApp, signedInClient, type TestClient, useTestApp } from './helpers/test-app.js';

const context = useTestApp();

// The settings as they were: put back afterwards, for the test files that share the database
// (PostgreSQL) and read fees, thresholds and code lifetimes.
let savedSettings: { key: string; value: unknown; description: string; version: number }[] = [];
beforeAll(async () => {
  savedSettings = await queryRows(
    context.database,
    sql`select key, value, description, version from settings`,
  );
});
afterAll(async () => {
  await context.database.db.transaction(async (tx) => {
    await tx.execute(sql`delete from settings`);
    for (const row of savedSettings) {
      await tx.execute(
        sql`insert into settings (key, value, description, version)
            values (${row.key}, ${JSON.stringify(row.value)}::jsonb, ${row.description}, ${row.version})`,
      );
    }
  });
});
const PAGE = '/backoffice/api/settings/editable/';
const url = (key: string) => `/backoffice/api/settings/${key}/`;
const STAFF = { email: 'staff@demo.example', accountId: 'PROVIDER01' };
const SUPPLIER = { email: 'supplier@demo.example', accountId: '12345A0001' };

const signIn = (who: { email: string; accountId: string }) =>
  signedInClient(context.app, who.email, who.accountId);

async function versionOf(client: TestClient, key: string): Promise<number> {
  const page = (await client.get(PAGE)).json();
  return page.settings.find((setting: { key: string }) => setting.key === key).version;
}

async function put(client: TestClient, key: string, value: unknown, version?: number) {
  return client.request('PUT', url(key), {
    body: { value, version: version ?? (await versionOf(client, key)) },
  });
}

/** A staff user holding only the view rights of the back office (settings and companies). */
async function viewOnlyStaff(): Promise<TestClient> {
  const user = await createUserLike(context.database, STAFF.email);
  await context.database.db.execute(sql`delete from user_groups where user_id = ${user.id}`);
  await context.database.db.execute(
    sql`insert into groups (name) values ('bo_view_only') on conflict (name) do nothing`,
  );
  await context.database.db.execute(
    sql`insert into group_rights (group_id, "right")
        select id, r from groups, unnest(array['backoffice.view_settings', 'backoffice.view_company']) r
        where name = 'bo_view_only' on conflict do nothing`,
  );
  await context.database.db.execute(
    sql`insert into user_groups (user_id, group_id) select ${user.id}, id from groups where name = 'bo_view_only'`,
  );
  return signedInClient(context.app, user.email, user.accountId);
}

describe('the settings page', () => {
  it('lists the editable settings with version and group, and the extra services fees', async () => {
    const page = (await (await signIn(STAFF)).get(PAGE)).json();
    const fee = page.settings.find((setting: { key: string }) => setting.key === 'orders.small_order_fee');
    expect(fee).toMatchObject({ group: 'costs', version: expect.any(Number) });
    expect(page.extra_service_fees.partial_roll).toMatch(/^\d+\.\d{2}$/);
  });

  it('is refused to a supplier (403); a view-only staff user reads it but gets 403 on a change', async () => {
    expect((await (await signIn(SUPPLIER)).get(PAGE)).statusCode).toBe(403);
    expect(
      (
        await (
          await signIn(SUPPLIER)
        ).request('PUT', url('orders.small_order_fee'), { body: { value: '1.00', version: 1 } })
      ).statusCode,
    ).toBe(403);
    const viewer = await viewOnlyStaff();
    expect((await viewer.get(PAGE)).statusCode).toBe(200);
    const refused = await viewer.request('PUT', url('orders.small_order_fee'), {
      body: { value: '1.00', version: 1 },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('changing a money setting', () => {
  it('keeps exact cents, refuses more decimals, negatives, floats and amounts over the limit', async () => {
    const staff = await signIn(STAFF);
    const key = 'orders.small_order_fee';
    const cases: [unknown, string][] = [
      ['0.301', 'Enter an amount in euros with at most 2 decimals, for example 12.50.'],
      ['-1.00', 'Enter an amount in euros with at most 2 decimals, for example 12.50.'],
      [0.3, 'Enter an amount in euros with at most 2 decimals, for example 12.50.'],
      // Not amounts at all: the format's message only (the range checks once answered 500 on them).
      ['abc', 'Enter an amount in euros with at most 2 decimals, for example 12.50.'],
      ['1e5', 'Enter an amount in euros with at most 2 decimals, for example 12.50.'],
      ['', 'Enter an amount in euros with at most 2 decimals, for example 12.50.'],
      ['100000.01', 'Ensure this value is less than or equal to 100000.00.'],
    ];
    for (const [value, message] of cases) {
      const response = await put(staff, key, value);
      expect(response.statusCode, String(value)).toBe(400);
      expect(response.json().errors.value).toEqual([message]);
    }
    const top = await put(staff, key, '100000.00');
    expect(top.statusCode).toBe(200);
    expect(top.json().value).toBe('100000.00');
    const zero = await put(staff, key, '0');
    expect(zero.json().value).toBe('0.00');
    const saved = await put(staff, key, '0.3');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value).toBe('0.30');
  });

  it('answers the French message in French', async () => {
    const staff = await signIn(STAFF);
    const response = await staff.request('PUT', url('orders.delivery_fee'), {
      body: { value: '1.234', version: await versionOf(staff, 'orders.delivery_fee') },
      headers: { 'accept-language': 'fr' },
    });
    expect(response.json().errors.value).toEqual([
      'Saisissez un montant en euros avec au plus 2 décimales, par exemple 12.50.',
    ]);
  });

  it('reaches the supplier cost exactly: small-order fee 0.10 + delivery fee 0.20 = 0.30', async () => {
    const staff = await signIn(STAFF);
    expect((await put(staff, 'orders.small_order_fee', '0.10')).statusCode).toBe(200);
    expect((await put(staff, 'orders.delivery_fee', '0.20')).statusCode).toBe(200);
    const supplier = await signIn(SUPPLIER);
    const shop = (await supplier.get('/orders/api/settings/')).json();
    expect(shop).toMatchObject({ small_order_fee: '0.10', delivery_fee: '0.20' });
    const { standard, addresses } = await loadOrderingData(supplier);
    const product = standard[0]!;
    const draft = await supplier.post(
      '/orders/api/order_draft/',
      orderBody([{ product: product.pk, quantity: product.labels_per_unit }], addresses),
    );
    expect(draft.statusCode).toBe(200);
    const costs = draft.json();
    expect(costs.handling_costs).toBe('0.10');
    expect(costs.delivery_costs).toBe('0.20');
    const labels = BigInt(costs.labels_total.replace('.', ''));
    expect(BigInt(costs.total.replace('.', '')) - labels).toBe(30n);
  });

  it('writes an audit row with before and after, in the same change', async () => {
    const staff = await signIn(STAFF);
    await put(staff, 'orders.handling_fee_threshold', '2000');
    const saved = await put(staff, 'orders.handling_fee_threshold', '1500.50');
    expect(saved.statusCode).toBe(200);
    const [audit] = await queryRows<{ entity_id: string; before: unknown; after: unknown; email: string }>(
      context.database,
      sql`select a.entity_id, a.before, a.after, u.email from audit_log a join users u on u.id = a.actor_user_id
          where a.entity_type = 'setting' order by a.id desc limit 1`,
    );
    expect(audit).toEqual({
      entity_id: 'orders.handling_fee_threshold',
      before: { value: '2000.00' },
      after: { value: '1500.50' },
      email: STAFF.email,
    });
  });
});

describe('changing a whole-number setting', () => {
  it('takes min and max, refuses min-1, max+1, decimals and text, with the limit in the message', async () => {
    const staff = await signIn(STAFF);
    const key = 'accounts.session_idle_minutes';
    for (const [value, message] of [
      [4, 'Ensure this value is greater than or equal to 5.'],
      [1441, 'Ensure this value is less than or equal to 1440.'],
      [10.5, 'Enter a whole number using the digits 0 to 9 only.'],
      ['60', 'Enter a whole number using the digits 0 to 9 only.'],
    ] as const) {
      const response = await put(staff, key, value);
      expect(response.statusCode, String(value)).toBe(400);
      expect(response.json().errors.value).toEqual([message]);
    }
    expect((await put(staff, key, 5)).statusCode).toBe(200);
    expect((await put(staff, key, 1440)).statusCode).toBe(200);
    expect((await put(staff, key, 60)).json().value).toBe(60);
  });

  it('answers 404 for a setting that is not editable', async () => {
    const response = await put(await signIn(STAFF), 'accounts.login_max_failures_per_ip', 3, 1);
    expect(response.statusCode).toBe(404);
    expect(response.json().errors.detail).toBe('There is no such setting.');
  });
});

describe('the contact information', () => {
  it('takes rows with valid e-mails, one per topic; refuses a bad e-mail or a repeated topic', async () => {
    const staff = await signIn(STAFF);
    const key = 'contact.contact_information';
    const row = { topic: 'SHIPPING', name: 'Ann', phone: '+49 30 1', email: 'ship@provider.example' };
    const bad = await put(staff, key, [{ ...row, email: 'not-an-address' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['value.0.email']).toEqual(['Invalid email']);
    expect((await put(staff, key, [row, row])).statusCode).toBe(400);
    const saved = await put(staff, key, [row]);
    expect(saved.statusCode).toBe(200);
    const shown = (await staff.get('/contact/api/contact_information/')).json();
    expect(shown.rows).toEqual([{ ...row, bank: '', iban: '', bic: '' }]);
  });
});

describe('optimistic concurrency', () => {
  it('answers 409 to a stale version and writes nothing', async () => {
    const staff = await signIn(STAFF);
    const key = 'accounts.reset_code_hours';
    const version = await versionOf(staff, key);
    expect((await put(staff, key, 20, version)).statusCode).toBe(200);
    const audits = await countRows(context.database, 'audit_log');
    const stale = await put(staff, key, 30, version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors).toMatchObject({
      detail:
        'Someone else changed this record meanwhile. Reload it to see their change, then make yours again.',
      type: 'STALE_VERSION',
    });
    expect(await countRows(context.database, 'audit_log')).toBe(audits);
    const page = (await staff.get(PAGE)).json();
    expect(page.settings.find((setting: { key: string }) => setting.key === key).value).toBe(20);
  });
});

describe('an editable setting never stored (its code default in force)', () => {
  it('shows at version 0 and its first save creates the row; a second version 0 is stale', async () => {
    const staff = await signIn(STAFF);
    const key = 'accounts.approval_code_hours';
    await context.database.db.execute(sql`delete from settings where key = ${key}`);
    const page = (await staff.get(PAGE)).json();
    expect(page.settings.find((setting: { key: string }) => setting.key === key)).toMatchObject({
      value: 336,
      version: 0,
    });
    const first = await put(staff, key, 300, 0);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ value: 300, version: 1 });
    expect((await put(staff, key, 310, 0)).statusCode).toBe(409);
    expect((await put(staff, key, 336, 1)).statusCode).toBe(200);
  });
});

describe('every process reads the change', () => {
  it('a second app on the same database reads the new fee at once (NOTIFY), not after its cache', async () => {
    const other = await buildTestApp(context.database);
    try {
      const readFee = async () =>
        (
          await (await signedInClient(other, SUPPLIER.email, SUPPLIER.accountId)).get('/orders/api/settings/')
        ).json().small_order_fee;
      await readFee(); // fills the other app's cache
      const staff = await signIn(STAFF);
      expect((await put(staff, 'orders.small_order_fee', '42.42')).statusCode).toBe(200);
      await expect.poll(readFee, { timeout: 3000 }).toBe('42.42');
    } finally {
      await other.close();
    }
  });
});
