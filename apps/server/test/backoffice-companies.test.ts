import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createUserLike } from './helpers/accounts.js';
import { countRows, queryRows } from './helpers/database.js';
import { signedInClient, type TestClient, useTestApp } from './helpers/test-app.js';

const context = useTestApp();
const LIST = '/backoffice/api/companies/';
const detailUrl = (id: number) => `/backoffice/api/companies/${id}/`;
const STAFF = { email: 'staff@demo.example', accountId: 'PROVIDER01' };
const SUPPLIER = { email: 'supplier@demo.example', accountId: '12345A0001' };
const PENDING = { email: 'pending@demo.example', accountId: 'T000000003' };
const STALE =
  'Someone else changed this record meanwhile. Reload it to see their change, then make yours again.';

const signIn = (who: { email: string; accountId: string }) =>
  signedInClient(context.app, who.email, who.accountId);

async function companyId(cofor10: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    context.database,
    sql`select id from companies where cofor10 = ${cofor10}`,
  );
  return Number(row!.id);
}

async function detail(client: TestClient, id: number) {
  return (await client.get(detailUrl(id))).json();
}

async function viewOnlyStaff(): Promise<TestClient> {
  const user = await createUserLike(context.database, STAFF.email);
  await context.database.db.execute(sql`delete from user_groups where user_id = ${user.id}`);
  await context.database.db.execute(
    sql`insert into groups (name) values ('bo_view_only') on conflict (name) do nothing`,
  );
  await context.database.db.execute(
    sql`insert into group_rights (group_id, "right") select id, 'backoffice.view_company' from groups
        where name = 'bo_view_only' on conflict do nothing`,
  );
  await context.database.db.execute(
    sql`insert into user_groups (user_id, group_id) select ${user.id}, id from groups where name = 'bo_view_only'`,
  );
  return signedInClient(context.app, user.email, user.accountId);
}

describe('searching companies', () => {
  it('finds by name, COFOR6 and COFOR10 prefixes, city and country; the filters combine', async () => {
    const staff = await signIn(STAFF);
    const names = async (query: string) =>
      ((await staff.get(`${LIST}?${query}`)).json().companies as { name: string }[]).map((row) => row.name);
    expect(await names('name=demo%20p')).toEqual(['Demo Parts SAS']);
    // Other test files may register companies under the same code on a shared database.
    expect(await names('cofor6=12345a')).toContain('Demo Parts SAS');
    expect(await names('cofor6=22345')).not.toContain('Demo Parts SAS');
    expect(await names('cofor10=T000000003')).toEqual(["Atelier Vosgien d'Étiquetage SARL"]);
    expect(await names('name=zzz-nobody')).toEqual([]);
    // A LIKE wildcard typed by staff matches itself only.
    expect(await names('name=%25')).toEqual([]);
    const [demo] = (await staff.get(`${LIST}?cofor10=12345A0001`)).json().companies;
    expect(demo.city).not.toBe('');
    expect(await names(`city=${encodeURIComponent(demo.city.slice(0, 3))}&cofor10=12345A0001`)).toEqual([
      'Demo Parts SAS',
    ]);
    expect(await names(`country=${demo.country_code}&cofor10=12345A0001`)).toEqual(['Demo Parts SAS']);
    expect(await names(`country=ZZ&cofor10=12345A0001`)).toEqual([]);
    // Only supplier companies: the car-maker's and provider's organisations are not listed.
    expect(await names('cofor10=PROVIDER01')).toEqual([]);
  });

  it("shows each company's own city and country (its billing address), not another company's", async () => {
    const staff = await signIn(STAFF);
    const rows = (await staff.get(`${LIST}?limit=200`)).json().companies as {
      id: number;
      city: string;
      country_code: string;
    }[];
    const expected = await queryRows<{ id: number; city: string; country_code: string }>(
      context.database,
      sql`select c.id, coalesce(a.city, '') as city, coalesce(a.country_code, '') as country_code
          from companies c left join lateral (
            select city, country_code from addresses where company_id = c.id
            order by (category = 'BILLING') desc, is_primary desc, id limit 1) a on true
          where c.id in ${sql.raw(`(${rows.map((row) => row.id).join(',')})`)}`,
    );
    const byId = new Map(expected.map((row) => [row.id, row]));
    expect(new Set(rows.map((row) => row.city)).size).toBeGreaterThan(1);
    for (const row of rows) {
      expect({ id: row.id, city: row.city, country_code: row.country_code }).toEqual(byId.get(row.id));
    }
  });

  it('pages by keyset: pages of one follow the name order without repeats; a bad cursor is 400', async () => {
    const staff = await signIn(STAFF);
    const all = (await staff.get(`${LIST}?limit=200`)).json().companies.map((row: { id: number }) => row.id);
    const seen: number[] = [];
    let next: string | null = null;
    do {
      const page: { companies: { id: number }[]; next: string | null } = (
        await staff.get(`${LIST}?limit=1${next ? `&after=${next}` : ''}`)
      ).json();
      seen.push(...page.companies.map((row: { id: number }) => row.id));
      next = page.next;
    } while (next && seen.length < 100);
    expect(seen).toEqual(all);
    const bad = await staff.get(`${LIST}?after=garbage`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.after).toEqual(['Invalid value']);
    expect((await staff.get(`${LIST}?limit=201`)).statusCode).toBe(400);
  });

  it('is refused to a supplier; a view-only staff user reads but may not change', async () => {
    const id = await companyId('12345A0001');
    const supplier = await signIn(SUPPLIER);
    expect((await supplier.get(LIST)).statusCode).toBe(403);
    expect((await supplier.get(detailUrl(id))).statusCode).toBe(403);
    const viewer = await viewOnlyStaff();
    expect((await viewer.get(LIST)).statusCode).toBe(200);
    expect((await viewer.get(detailUrl(id))).statusCode).toBe(200);
    const version = (await detail(viewer, id)).version;
    const refused = await viewer.request('PATCH', detailUrl(id), {
      body: { version, blocked_for_ordering: true },
    });
    expect(refused.statusCode).toBe(403);
    const contract = await viewer.post(`${detailUrl(id)}contracts/`, {
      version,
      product_group_id: 1,
      amount: 5,
      reference: 'X',
    });
    expect(contract.statusCode).toBe(403);
  });
});

describe('company detail', () => {
  it('shows blocking (with NON_ACTIVATED_ORDERS counted), rights, quota, users, addresses, contacts', async () => {
    const staff = await signIn(STAFF);
    const company = await detail(staff, await companyId('22345B0001'));
    expect(company).toMatchObject({
      cofor10: '22345B0001',
      blocked_for_ordering: true,
      is_t_account: false,
      non_activated_orders: expect.any(Number),
      max_non_activated_orders: 2,
    });
    expect(company.blocked_reasons).toContain('UNPAID_BILLS');
    expect(company.users.map((user: { email: string }) => user.email)).toContain('blocked@demo.example');
    expect(company.product_groups.length).toBeGreaterThan(0);
    expect(company.addresses.length).toBeGreaterThan(0);
    expect((await staff.get(detailUrl(2_000_000_000))).statusCode).toBe(404);
  });
});

describe('blocking a company', () => {
  it('UNPAID_BILLS and INACTIVITY reach the supplier at once and are lifted again, each change audited', async () => {
    const id = await companyId('12345A0001');
    const staff = await signIn(STAFF);
    const supplier = await signIn(SUPPLIER);
    const reasons = async () =>
      (await supplier.get('/accounts/api/users/')).json()[0].company_profile.blocked_reasons;
    expect(await reasons()).toEqual([]);
    let version = (await detail(staff, id)).version;
    const blocked = await staff.request('PATCH', detailUrl(id), {
      body: { version, blocked_for_ordering: true },
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ blocked_for_ordering: true, version: version + 1 });
    expect(await reasons()).toEqual(['UNPAID_BILLS']);
    version += 1;
    const both = await staff.request('PATCH', detailUrl(id), { body: { version, blocked_completely: true } });
    expect(both.json().blocked_reasons).toEqual(['UNPAID_BILLS', 'INACTIVITY']);
    expect(await reasons()).toEqual(['UNPAID_BILLS', 'INACTIVITY']);
    version += 1;
    const [audit] = await queryRows<{ before: unknown; after: unknown; company_id: number }>(
      context.database,
      sql`select before, after, company_id from audit_log where entity_type = 'company' order by id desc limit 1`,
    );
    expect(audit).toEqual({
      before: { blocked_completely: false },
      after: { blocked_completely: true },
      company_id: id,
    });
    const lifted = await staff.request('PATCH', detailUrl(id), {
      body: { version, blocked_for_ordering: false, blocked_completely: false },
    });
    expect(lifted.json().blocked_reasons).toEqual([]);
    expect(await reasons()).toEqual([]);
  });

  it('answers 409 to a stale version and changes nothing', async () => {
    const id = await companyId('32345C0001');
    const staff = await signIn(STAFF);
    const { version, handling_included } = await detail(staff, id);
    expect(
      (
        await staff.request('PATCH', detailUrl(id), {
          body: { version, handling_included: !handling_included },
        })
      ).statusCode,
    ).toBe(200);
    const audits = await countRows(context.database, 'audit_log');
    const stale = await staff.request('PATCH', detailUrl(id), {
      body: { version, blocked_for_ordering: true },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors).toMatchObject({ detail: STALE, type: 'STALE_VERSION' });
    expect(await countRows(context.database, 'audit_log')).toBe(audits);
    expect((await detail(staff, id)).blocked_for_ordering).toBe(false);
  });

  it('refuses unknown values and fields with 400', async () => {
    const id = await companyId('32345C0001');
    const staff = await signIn(STAFF);
    const { version } = await detail(staff, id);
    const bad = await staff.request('PATCH', detailUrl(id), {
      body: { version, transport_restriction: 'BY_AIR' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.transport_restriction).toEqual(['Invalid value']);
    expect(
      (await staff.request('PATCH', detailUrl(id), { body: { version, name: 'Renamed' } })).statusCode,
    ).toBe(400);
    expect(
      (await staff.request('PATCH', detailUrl(id), { body: { blocked_for_ordering: true } })).statusCode,
    ).toBe(400);
    const ok = await staff.request('PATCH', detailUrl(id), {
      body: { version, transport_restriction: 'TRANSPORT_CUSTOMER' },
    });
    expect(ok.json().transport_restriction).toBe('TRANSPORT_CUSTOMER');
  });
});

describe('product-group rights', () => {
  it('are refused for a company of the supplier file, and set for a T account', async () => {
    const staff = await signIn(STAFF);
    const fileCompany = await companyId('12345A0001');
    const before = await detail(staff, fileCompany);
    const refused = await staff.request('PUT', `${detailUrl(fileCompany)}product_groups/`, {
      body: {
        version: before.version,
        rights: [{ product_group_id: before.product_groups[0].id, can_order: false }],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.detail).toMatch(/^Only companies created in the portal/);
    const tCompany = await companyId(PENDING.accountId);
    const t = await detail(staff, tCompany);
    const group = t.product_groups[0];
    const saved = await staff.request('PUT', `${detailUrl(tCompany)}product_groups/`, {
      body: { version: t.version, rights: [{ product_group_id: group.id, can_order: !group.can_order }] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().product_groups[0].can_order).toBe(!group.can_order);
    const unknown = await staff.request('PUT', `${detailUrl(tCompany)}product_groups/`, {
      body: { version: t.version + 1, rights: [{ product_group_id: 999_999, can_order: true }] },
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('quota categories (decision 187)', () => {
  const created: number[] = [];
  afterAll(async () => {
    for (const id of created) await context.database.db.execute(sql`delete from companies where id = ${id}`);
  });

  /** A company of this test only, with its own COFOR6 (the restricted one of the latest file when asked). */
  async function ownCompany(cofor6: string): Promise<number> {
    const cofor10 = `${cofor6}${String(randomInt(1000, 9999))}`;
    const [row] = await queryRows<{ id: number }>(
      context.database,
      sql`insert into companies (name, cofor6, cofor10) values (${`Quota test ${cofor10}`}, ${cofor6}, ${cofor10}) returning id`,
    );
    created.push(Number(row!.id));
    return Number(row!.id);
  }

  async function quotaGroups(): Promise<{ id: number; name: string; is_quota_category: boolean }[]> {
    return queryRows(
      context.database,
      sql`select id, name, is_quota_category from product_groups order by sort_index, id`,
    );
  }

  const put = (client: TestClient, id: number, body: unknown) =>
    client.request('PUT', `${detailUrl(id)}quota_categories/`, { body });

  const auditOf = (id: number) =>
    queryRows<{ actor_user_id: number; action: string; before: unknown; after: unknown }>(
      context.database,
      sql`select actor_user_id, action, before, after from audit_log
          where entity_type = 'company_quota_categories' and entity_id = ${String(id)} order by id`,
    );

  it('a holder sets exactly the given quota categories at the version, audited; a stale version 409', async () => {
    const staff = await signIn(STAFF);
    const id = await ownCompany('9Q1001');
    const categories = (await quotaGroups()).filter((group) => group.is_quota_category);
    expect(categories.length).toBeGreaterThanOrEqual(2);
    const before = await detail(staff, id);
    expect(before.is_restricted).toBe(false);
    const saved = await put(staff, id, {
      version: before.version,
      product_group_ids: [categories[1]!.id, categories[0]!.id],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json();
    expect(after.version).toBe(before.version + 1);
    expect(
      after.product_groups
        .filter((group: { quota_requested: boolean }) => group.quota_requested)
        .map((group: { id: number }) => group.id)
        .sort(),
    ).toEqual([categories[0]!.id, categories[1]!.id].sort());
    const [staffUser] = await queryRows<{ id: number }>(
      context.database,
      sql`select id from users where email = ${STAFF.email}`,
    );
    expect(await auditOf(id)).toEqual([
      {
        actor_user_id: staffUser!.id,
        action: 'company_quota_categories.update',
        before: { product_group_ids: [], version: before.version },
        after: {
          product_group_ids: [categories[0]!.id, categories[1]!.id].sort((a, b) => a - b),
          version: before.version + 1,
          is_restricted: false,
        },
      },
    ]);

    // Stale: the version read before the save answers 409 with the message and writes nothing.
    const stale = await put(staff, id, { version: before.version, product_group_ids: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors.detail).toBe(STALE);
    expect(await auditOf(id)).toHaveLength(1);

    // None at all is allowed.
    const cleared = await put(staff, id, { version: after.version, product_group_ids: [] });
    expect(cleared.statusCode).toBe(200);
    expect(
      cleared.json().product_groups.some((group: { quota_requested: boolean }) => group.quota_requested),
    ).toBe(false);
  });

  it('refuses a product group that is not a quota category, an unknown one and a repeated one with 400', async () => {
    const staff = await signIn(STAFF);
    const id = await ownCompany('9Q1002');
    const groups = await quotaGroups();
    const notCategory = groups.find((group) => !group.is_quota_category);
    const category = groups.find((group) => group.is_quota_category)!;
    const { version } = await detail(staff, id);
    const message = 'Choose only product groups offered as quota categories.';
    for (const ids of [[notCategory!.id], [category.id, 999_999]]) {
      const refused = await put(staff, id, { version, product_group_ids: ids });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.product_group_ids).toEqual([message]);
    }
    const twice = await put(staff, id, { version, product_group_ids: [category.id, category.id] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors.product_group_ids).toEqual(['Invalid value']);
    const missing = await put(staff, id, { product_group_ids: [] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.version).toBeDefined();
    const french = await staff.request('PUT', `${detailUrl(id)}quota_categories/`, {
      body: { version, product_group_ids: [notCategory!.id] },
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().errors.product_group_ids).toEqual([
      'Choisissez uniquement des groupes de produits proposés comme catégories de quota.',
    ]);
    expect((await detail(staff, id)).version).toBe(version);
    expect(await auditOf(id)).toEqual([]);
  });

  it('answers 404 for a company that does not exist', async () => {
    const staff = await signIn(STAFF);
    const response = await put(staff, 2_000_000_000, { version: 1, product_group_ids: [] });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors.detail).toBe('There is no such company.');
  });

  it('is refused to a supplier and to a view-only staff member (403), nothing written', async () => {
    const id = await ownCompany('9Q1003');
    const category = (await quotaGroups()).find((group) => group.is_quota_category)!;
    for (const client of [await signIn(SUPPLIER), await viewOnlyStaff()]) {
      const response = await put(client, id, { version: 1, product_group_ids: [category.id] });
      expect(response.statusCode).toBe(403);
      expect(response.json().errors.detail).toBe("You don't have sufficient rights to access this Content.");
    }
    expect(await countRows(context.database, 'company_quota_categories', `company_id = ${id}`)).toBe(0);
    expect(await auditOf(id)).toEqual([]);
  });

  it('lets staff set the categories of a company the supplier file restricts, saying so in the audit row', async () => {
    const [entry] = await queryRows<{ cofor6: string }>(
      context.database,
      sql`select cofor6 from supplier_file_entries
          where supplier_file_id = (select max(id) from supplier_files) and restricted limit 1`,
    );
    expect(entry, 'the latest supplier file has a restricted entry (demo: 56789E)').toBeDefined();
    const staff = await signIn(STAFF);
    const id = await ownCompany(entry!.cofor6);
    const before = await detail(staff, id);
    expect(before.is_restricted).toBe(true);
    const categories = (await quotaGroups()).filter((group) => group.is_quota_category);
    const saved = await put(staff, id, {
      version: before.version,
      product_group_ids: [categories.at(-1)!.id],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await auditOf(id)).toMatchObject([
      { after: { product_group_ids: [categories.at(-1)!.id], is_restricted: true } },
    ]);
  });
});

describe('contracts', () => {
  it('a CONTRACT event adds its amount to the balance of its product group, audited', async () => {
    const staff = await signIn(STAFF);
    const id = await companyId('12345A0001');
    const before = await detail(staff, id);
    const group = before.product_groups[0];
    const response = await staff.post(`${detailUrl(id)}contracts/`, {
      version: before.version,
      product_group_id: group.id,
      amount: 12_345,
      reference: ' C-2027-01 ',
    });
    expect(response.statusCode).toBe(201);
    const after = response.json();
    expect(after.product_groups[0].balance).toBe(group.balance + 12_345);
    expect(after.licensing_events[0]).toMatchObject({
      type: 'CONTRACT',
      amount: 12_345,
      reference: 'C-2027-01',
    });
    const [audit] = await queryRows<{ entity_type: string; after: { amount: number } }>(
      context.database,
      sql`select entity_type, after from audit_log order by id desc limit 1`,
    );
    expect(audit).toMatchObject({ entity_type: 'licensing_event', after: { amount: 12_345 } });
  });

  it('takes 1 and 100,000,000 labels, refuses 0, 100,000,001, fractions, a blank reference, a stale version', async () => {
    const staff = await signIn(STAFF);
    const id = await companyId('32345C0001');
    const { version, product_groups } = await detail(staff, id);
    const body = { version, product_group_id: product_groups[0].id, amount: 1, reference: 'R' };
    const post = (changes: Record<string, unknown>) =>
      staff.post(`${detailUrl(id)}contracts/`, { ...body, ...changes });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: 0 }, 'amount', 'Ensure this value is greater than or equal to 1.'],
      [{ amount: 100_000_001 }, 'amount', 'Ensure this value is less than or equal to 100000000.'],
      [{ amount: 1.5 }, 'amount', 'Enter a whole number using the digits 0 to 9 only.'],
      [{ reference: '  ' }, 'reference', 'Required'],
    ];
    for (const [changes, field, message] of cases) {
      const response = await post(changes);
      expect(response.statusCode, JSON.stringify(changes)).toBe(400);
      expect(response.json().errors[field]).toEqual([message]);
    }
    expect((await post({ amount: 1 })).statusCode).toBe(201);
    expect((await post({ amount: 100_000_000, version: version + 1 })).statusCode).toBe(201);
    const stale = await post({ amount: 5 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors.detail).toBe(STALE);
  });
});
