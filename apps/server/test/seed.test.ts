import { createHash } from 'node:crypto';
import { ORDER_STATES, SETTING_DEFAULTS } from '@label-portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { rowsOf } from '../src/db/raw-rows.js';
import { verifyPassword } from '../src/lib/password-hash.js';
import { isDatabaseEmpty, seedDemo } from '../src/seed/demo.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/demo-accounts.js';
import { seedLarge } from '../src/seed/large.js';
import { COUNTERFEIT_CITIES, SCAN_CITIES } from '../src/seed/scan-cities.js';
import { NO_ROLLUP_DIFFERENCES, rollupDifferences } from './helpers/verifications.js';

type Row = Record<string, unknown>;

async function queryRows<T extends Row>(handle: DatabaseHandle, query: SQL): Promise<T[]> {
  return rowsOf<T>(await handle.db.execute(query));
}

async function queryCount(handle: DatabaseHandle, query: SQL): Promise<number> {
  const [row] = await queryRows<{ count: number | string }>(handle, query);
  return Number(row?.count ?? 0);
}

async function openMigrated(): Promise<DatabaseHandle> {
  const handle = await openDatabase({});
  await migrateDatabase(handle);
  return handle;
}

/** Orders that break the cost model (domain.md section 4), checked in exact numeric by the database. */
const broken = {
  totals: sql`select count(*) as count from orders where total <> labels_total + handling_costs + delivery_costs`,
  labelsTotal: sql`select count(*) as count from orders o
    where labels_total <> (select coalesce(sum(p.total), 0) from order_positions p where p.order_id = o.id)
       or label_count <> (select coalesce(sum(p.quantity), 0) from order_positions p where p.order_id = o.id)`,
  positionTotals: sql`select count(*) as count from order_positions where total <> round(quantity * unit_price, 2)`,
  operatorCosts: sql`select count(*) as count from orders o
    where handling_sub_costs_operator <> (select
      count(*) filter (where p.is_partial_roll) * (select fee from extra_services where category = 'PARTIAL_ROLL')
      + count(*) filter (where p.is_printed) * (select fee from extra_services where category = 'PRINT_DESIGN')
      from order_positions p where p.order_id = o.id)`,
  smallOrderFee: sql`select count(*) as count from orders o join companies c on c.id = o.company_id
    where o.handling_costs - o.handling_sub_costs_operator <> case
      when not c.handling_included and o.labels_total < (select (value #>> '{}')::numeric from settings
        where key = 'orders.handling_fee_threshold')
      then (select (value #>> '{}')::numeric from settings where key = 'orders.small_order_fee') else 0 end`,
};

async function expectConsistentCosts(handle: DatabaseHandle): Promise<void> {
  for (const [name, query] of Object.entries(broken)) {
    expect({ name, count: await queryCount(handle, query) }).toEqual({ name, count: 0 });
  }
}

async function fingerprint(handle: DatabaseHandle): Promise<string> {
  const orders = await queryRows(
    handle,
    sql`select order_id, state, total, labels_total, handling_costs, created_at::text from orders order by order_id`,
  );
  const labels = await queryRows(handle, sql`select label_id, object_id from labels order by object_id`);
  const companies = await queryRows(
    handle,
    sql`select cofor10, vat_identification_no, duns from companies order by id`,
  );
  const [scans] = await queryRows(
    handle,
    sql`select count(*)::int as count, md5(string_agg(concat_ws(',', event_id, scanned_at::text, label_id, object_id,
      status, verification_count, lat, lon, accuracy, client_type, agent, tags::text), '|' order by event_id)) as hash
      from verification_events`,
  );
  return createHash('sha256').update(JSON.stringify({ orders, labels, companies, scans })).digest('hex');
}

/** One instant for every seed of this file: the scans end "today", so both seeds must share it. */
const NOW = new Date();
const clock = () => NOW;

describe('demo seed', () => {
  let handle: DatabaseHandle;
  let emptyBefore: boolean;

  beforeAll(async () => {
    handle = await openMigrated();
    emptyBefore = await isDatabaseEmpty(handle);
    await seedDemo(handle, () => {}, { now: clock });
    // The demo's 30,000 scans take 10-20 s of the seed, a minute or more on a loaded machine.
  }, 300_000);

  afterAll(async () => {
    await handle.close();
  });

  it('reports the database empty before seeding and filled afterwards', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(handle)).toBe(false);
    await expect(seedDemo(handle)).rejects.toThrow(/empty database/);
  });

  it('creates the seven demo accounts with their groups and the demo password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const rows = await queryRows<{ hash: string; state: string; active: boolean; groups: string[] }>(
        handle,
        sql`select u.password_hash as hash, u.state, u.is_active as active, array_agg(g.name) as groups
          from users u join companies c on c.id = u.company_id
          join user_groups ug on ug.user_id = u.id join groups g on g.id = ug.group_id
          where lower(u.email) = ${account.email} and c.cofor10 = ${account.accountId}
          group by u.id`,
      );
      expect(rows, account.email).toHaveLength(1);
      const [user] = rows as [{ hash: string; state: string; active: boolean; groups: string[] }];
      expect(user.groups).toEqual([account.group]);
      expect(user.state).toBe('APPROVED');
      expect(user.active).toBe(true);
      expect(await verifyPassword(user.hash, DEMO_PASSWORD)).toBe(true);
    }
  });

  it('gives the groups the rights of domain.md section 1', async () => {
    const rows = await queryRows<{ name: string; rights: string[] }>(
      handle,
      sql`select g.name, array_agg(r.right order by r.right) as rights
        from groups g join group_rights r on r.group_id = g.id group by g.name`,
    );
    const rights = Object.fromEntries(rows.map((r) => [r.name, r.rights]));
    expect(rights.supplier).toEqual([
      'distribution.distribute',
      'distribution.view_spool',
      'orders.issue_order',
      'orders.view_order',
    ]);
    expect(rights.client_approver).toEqual(['accounts.approve_address', 'accounts.approve_user']);
    const staff = rights.provider_staff ?? [];
    for (const right of [...(rights.supplier ?? []), ...(rights.carmaker_analyst ?? [])])
      expect(staff).toContain(right);
    expect(staff).toContain('backoffice.*');
    expect(staff).toContain('orders.change_quota');
    expect(staff.filter((r) => r.startsWith('accounts.approve'))).toEqual([]);
  });

  it('seeds the special companies: blocked, pending delivery address, transport by customer', async () => {
    const [blocked] = await queryRows<{ blocked: boolean }>(
      handle,
      sql`select blocked_for_ordering as blocked from companies where cofor10 = '22345B0001'`,
    );
    expect(blocked?.blocked).toBe(true);
    const delivery = await queryRows<{ cofor10: string; state: string }>(
      handle,
      sql`select c.cofor10, a.state from addresses a join companies c on c.id = a.company_id where a.category = 'DELIVERY'`,
    );
    const pending = delivery
      .filter((a) => a.state !== 'APPROVED')
      .map((a) => a.cofor10)
      .sort();
    // T000000012: the approvals' browser test approves its address (demo-approvals.ts); 42345D0001:
    // the registrant waiting for approval brought it (decision 112).
    expect(pending).toEqual(['42345D0001', 'T000000003', 'T000000012']);
    expect(delivery.find((a) => a.cofor10 === 'T000000003')?.state).toBe('CLIENT_APPROVAL_REQUESTED');
    const [transport] = await queryRows<{ restriction: string }>(
      handle,
      sql`select transport_restriction as restriction from companies where cofor10 = '32345C0001'`,
    );
    expect(transport?.restriction).toBe('TRANSPORT_CUSTOMER');
  });

  it('seeds a supplier file giving the registration lookup every mode', async () => {
    const rows = await queryRows<{ cofor6: string; cofor10: string; restricted: boolean }>(
      handle,
      sql`select cofor6, cofor10, restricted from supplier_file_entries order by id`,
    );
    expect(rows.filter((row) => row.cofor6 === '45678D' && !row.restricted)).toHaveLength(2);
    expect(rows.find((row) => row.cofor6 === '56789E')?.restricted).toBe(true);
    const known = await queryCount(
      handle,
      sql`select count(*) as count from companies where cofor10 = '12345A0001'`,
    );
    expect(known).toBe(1);
    expect(rows.some((row) => row.cofor6 === '99999Z')).toBe(false);
  });

  it('writes every setting with its default', async () => {
    const rows = await queryRows<{ key: string; value: unknown }>(
      handle,
      sql`select key, value from settings`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.key, r.value]))).toEqual(SETTING_DEFAULTS);
  });

  it('offers products in every group, some printed and some partial-roll only', async () => {
    const groups = await queryRows<{ name: string; products: number }>(
      handle,
      sql`select g.name, count(p.id)::int as products from product_groups g left join products p on p.product_group_id = g.id group by g.name`,
    );
    expect(groups).toHaveLength(6);
    for (const group of groups) expect(group.products, group.name).toBeGreaterThanOrEqual(3);
    const printing = await queryRows<{ group_id: number; layout: string; fields: number }>(
      handle,
      sql`select p.product_group_id as group_id, p.label_type_code as layout, count(f.id)::int as fields
        from products p join print_field_definitions f on f.product_id = p.id group by p.id`,
    );
    expect(printing.length).toBeGreaterThanOrEqual(3);
    expect(new Set(printing.map((p) => p.group_id)).size).toBeGreaterThanOrEqual(2);
    expect(printing.find((p) => p.layout === '600x600')?.fields).toBe(15);
    const layouts = await queryRows<{ layout: string; services: string[] }>(
      handle,
      sql`select p.label_type_code as layout, array_agg(s.category order by s.category) as services
        from products p join product_extra_services ps on ps.product_id = p.id
        join extra_services s on s.id = ps.extra_service_id group by p.id`,
    );
    for (const product of layouts)
      expect(['600x500', '750x300', '600x600', '600x450']).toContain(product.layout);
    expect(layouts.filter((p) => p.services.join() === 'PARTIAL_ROLL').length).toBeGreaterThanOrEqual(1);
  });

  it('gives Demo Parts at least 14 orders across all seven states with consistent amounts', async () => {
    const rows = await queryRows<{ state: string; count: number }>(
      handle,
      sql`select o.state, count(*)::int as count from orders o join companies c on c.id = o.company_id
        where c.cofor10 = '12345A0001' group by o.state`,
    );
    expect(rows.map((r) => r.state).sort()).toEqual([...ORDER_STATES].sort());
    expect(rows.reduce((sum, r) => sum + r.count, 0)).toBeGreaterThanOrEqual(14);
    expect(
      await queryCount(handle, sql`select count(*) from orders where order_id !~ '^20[0-9]{2}-[0-9]{6}$'`),
    ).toBe(0);
    expect(
      await queryCount(
        handle,
        sql`select count(*) from orders o where not exists (select 1 from order_state_changes s where s.order_id = o.id and s.to_state = o.state)`,
      ),
    ).toBe(0);
    await expectConsistentCosts(handle);
  });

  it('creates rolls for shipped orders with well-formed, unique labels', async () => {
    expect(await queryCount(handle, sql`select count(*) from labels`)).toBeGreaterThan(1000);
    expect(
      await queryCount(
        handle,
        sql`select count(*) from labels where label_id !~ '^[BCDFGHJKLMNPQRSTVWXYZ0-9]{12}$'`,
      ),
    ).toBe(0);
    expect(
      await queryCount(
        handle,
        sql`select count(*) from spools s where s.label_count <> (select count(*) from labels l where l.spool_id = s.id)`,
      ),
    ).toBe(0);
    expect(
      await queryCount(
        handle,
        sql`select count(*) from spools s join order_positions p on p.id = s.order_position_id
          join orders o on o.id = p.order_id where o.state <> 'SHIPPED' or s.company_id <> o.company_id`,
      ),
    ).toBe(0);
    const activated = await queryRows<{ yes: number; no: number }>(
      handle,
      sql`select count(*) filter (where activated_at is not null)::int as yes, count(*) filter (where activated_at is null)::int as no from labels`,
    );
    expect(activated[0]?.yes).toBeGreaterThan(activated[0]?.no ?? 0);
    expect(activated[0]?.no).toBeGreaterThan(0);
  });

  it("holds each shipped order's quantities on rolls of its products' labels per roll (decision 311)", async () => {
    // Every position of a shipped order: its rolls' labels add up to its quantity, in
    // ceil(quantity / labels_per_unit) rolls, each at most labels_per_unit, only the last one partial.
    const positions = await queryRows<{
      reference: string;
      quantity: number;
      lpu: number;
      rolls: number;
      labels: number;
      partial: number;
      over: number;
      empty: number;
    }>(
      handle,
      sql`select pr.customer_reference as reference, p.quantity, pr.labels_per_unit as lpu,
          count(s.id)::int as rolls, coalesce(sum(s.label_count), 0)::int as labels,
          count(s.id) filter (where s.label_count < pr.labels_per_unit)::int as partial,
          count(s.id) filter (where s.label_count > pr.labels_per_unit)::int as over,
          count(s.id) filter (where s.label_count <= 0)::int as empty
        from order_positions p join orders o on o.id = p.order_id join products pr on pr.id = p.product_id
        left join spools s on s.order_position_id = p.id
        where o.state = 'SHIPPED' group by p.id, pr.customer_reference, pr.labels_per_unit`,
    );
    expect(positions.length).toBeGreaterThanOrEqual(25);
    for (const position of positions) {
      expect({ ...position, labels: Number(position.labels) }).toEqual({
        ...position,
        labels: position.quantity,
        rolls: Math.ceil(position.quantity / position.lpu),
        partial: position.quantity % position.lpu === 0 ? 0 : 1,
        over: 0,
        empty: 0,
      });
    }
    // Some positions hold partial rolls, some several full rolls; nothing but shipped orders has rolls.
    expect(positions.some((position) => position.partial === 1)).toBe(true);
    expect(positions.some((position) => position.rolls >= 5)).toBe(true);
    expect(await queryCount(handle, sql`select count(*) from spools where order_position_id is null`)).toBe(
      0,
    );
    // Each shipped order's label count is what its rolls hold, and the demo's shipped labels total.
    expect(
      await queryCount(
        handle,
        sql`select count(*) from orders o where o.state = 'SHIPPED' and o.label_count <> (select count(*)
          from labels l join spools s on s.id = l.spool_id join order_positions p on p.id = s.order_position_id
          where p.order_id = o.id)`,
      ),
    ).toBe(0);
    const shipped = await queryRows<{ orders: number; labels: number }>(
      handle,
      sql`select count(*)::int as orders, sum(label_count)::int as labels from orders where state = 'SHIPPED'`,
    );
    expect(shipped[0]).toEqual({ orders: 20, labels: 47_800 });
    expect(await queryCount(handle, sql`select count(*) from labels`)).toBe(47_800);
    // Scans of known labels name labels of shipped rolls, under the roll's company.
    expect(
      await queryCount(
        handle,
        sql`select count(*) from verification_events e where e.spool_id is not null and not exists (
          select 1 from labels l join spools s on s.id = l.spool_id join order_positions p on p.id = s.order_position_id
          join orders o on o.id = p.order_id
          where (e.label_id is null or l.label_id = e.label_id) and (e.object_id is null or l.object_id = e.object_id)
            and (e.label_id is not null or e.object_id is not null)
            and s.id = e.spool_id and o.state = 'SHIPPED' and e.company_id = s.company_id)`,
      ),
    ).toBe(0);
    expect(
      await queryCount(handle, sql`select count(*) from verification_events where spool_id is not null`),
    ).toBeGreaterThan(20_000);
  });

  describe('label scans (decision 241)', () => {
    const countryOf = (lat: number, lon: number): string | undefined => {
      let best: { country: string; distance: number } | undefined;
      for (const city of SCAN_CITIES) {
        const distance = Math.hypot(city.lat - lat, (city.lon - lon) * Math.cos((lat * Math.PI) / 180));
        if (distance < 1.5 && (!best || distance < best.distance)) best = { country: city.country, distance };
      }
      return best?.country;
    };

    it('has tens of thousands of scans around real cities in many countries, GPS and IP', async () => {
      const total = await queryCount(handle, sql`select count(*) from verification_events`);
      expect(total).toBeGreaterThan(25_000);
      expect(total).toBeLessThan(35_000);
      const places = await queryRows<{ lat: number; lon: number; count: number }>(
        handle,
        sql`select round(lat::numeric, 1)::float8 as lat, round(lon::numeric, 1)::float8 as lon, count(*)::int as count
          from verification_events group by 1, 2`,
      );
      const perCountry = new Map<string, number>();
      let nearNoCity = 0;
      for (const place of places) {
        const country = countryOf(place.lat, place.lon);
        if (country) perCountry.set(country, (perCountry.get(country) ?? 0) + place.count);
        else nearNoCity += place.count;
      }
      expect(nearNoCity).toBe(0);
      expect(perCountry.size).toBeGreaterThanOrEqual(25);
      for (const country of ['FR', 'DE', 'US', 'BR', 'CN', 'IN', 'AU', 'ZA']) {
        expect(perCountry.get(country) ?? 0, country).toBeGreaterThan(0);
      }
      const methods = await queryRows<{ gps: number; ip: number; ip_accuracy_ok: boolean }>(
        handle,
        sql`select count(*) filter (where geolocation_method = 'GPS')::int as gps,
          count(*) filter (where geolocation_method = 'IP')::int as ip,
          bool_and((geolocation_method = 'IP') = (accuracy <= 0)) as ip_accuracy_ok from verification_events`,
      );
      expect(methods[0]?.gps).toBeGreaterThan(total * 0.4);
      expect(methods[0]?.ip).toBeGreaterThan(total * 0.2);
      expect(methods[0]?.ip_accuracy_ok).toBe(true);
    });

    it('mixes the statuses: mostly valid, checked too often on a few labels, imitated codes in a few places', async () => {
      const statuses = await queryRows<{ status: number; count: number; labels: number; company0: number }>(
        handle,
        sql`select status, count(*)::int as count, count(distinct label_id)::int as labels,
          count(*) filter (where company_id = 0)::int as company0
          from verification_events group by status order by status`,
      );
      expect(statuses.map((s) => s.status)).toEqual([0, 1, 2, 3, 4, 5, 6, 99]);
      const total = statuses.reduce((sum, s) => sum + s.count, 0);
      const of = (status: number) => statuses.find((s) => s.status === status) as (typeof statuses)[number];
      expect(of(99).count + of(1).count + of(2).count).toBeGreaterThan(total * 0.7);
      expect(of(3).count).toBeGreaterThan(total * 0.01);
      expect(of(3).labels).toBeLessThanOrEqual(40);
      expect(
        await queryCount(
          handle,
          sql`select count(*) from verification_events where status = 3 and verification_count <= 20`,
        ),
      ).toBe(0);
      // Imitated, unknown and demo codes are ids nobody knows: the unknown company.
      for (const status of [0, 4, 5]) expect(of(status).company0, `status ${status}`).toBe(of(status).count);
      expect(of(4).labels).toBeLessThanOrEqual(20);
      const imitated = await queryRows<{ lat: number; lon: number }>(
        handle,
        sql`select lat, lon from verification_events where status = 4`,
      );
      const counterfeitCountries = new Set(
        SCAN_CITIES.filter((c) => COUNTERFEIT_CITIES.includes(c.name)).map((c) => c.country),
      );
      const inCounterfeitPlaces = imitated.filter((e) =>
        counterfeitCountries.has(countryOf(e.lat, e.lon) ?? ''),
      );
      expect(inCounterfeitPlaces.length).toBeGreaterThan(imitated.length * 0.8);
      // Valid scans are of known labels, never before their label could be scanned.
      expect(
        await queryCount(
          handle,
          sql`select count(*) from verification_events where status in (1, 2, 3, 6, 99) and company_id = 0`,
        ),
      ).toBe(0);
      expect(
        await queryCount(
          handle,
          sql`select count(*) from verification_events e join labels l on l.label_id = e.label_id
            join spools s on s.id = l.spool_id
            where e.scanned_at < coalesce(l.activated_at, s.created_at + interval '1 day')`,
        ),
      ).toBe(0);
    });

    it('spreads scans from 2018 to today, more in recent years, with client types, agents and tags', async () => {
      const years = await queryRows<{ year: number; count: number }>(
        handle,
        sql`select extract(year from scanned_at at time zone 'UTC')::int as year, count(*)::int as count
          from verification_events group by 1 order by 1`,
      );
      expect(years[0]?.year).toBe(2018);
      expect(years.at(-1)?.year).toBe(NOW.getUTCFullYear());
      const count = (year: number) => years.find((y) => y.year === year)?.count ?? 0;
      expect(count(2025)).toBeGreaterThan(count(2019) * 3);
      expect(
        await queryCount(
          handle,
          sql`select count(*) from verification_events where scanned_at > ${NOW.toISOString()}::timestamptz`,
        ),
      ).toBe(0);
      expect(await queryCount(handle, sql`select count(distinct client_type) from verification_events`)).toBe(
        7,
      );
      expect(
        await queryCount(handle, sql`select count(distinct agent) from verification_events`),
      ).toBeGreaterThan(20);
      const tags = await queryRows<{ tag: string }>(
        handle,
        sql`select distinct unnest(tags) as tag from verification_events order by 1`,
      );
      expect(tags.map((t) => t.tag)).toEqual(['campaign-2024', 'retail', 'trade-fair', 'workshop']);
      expect(
        await queryCount(
          handle,
          sql`select count(*) from verification_events where 'campaign-2024' = any(tags)
            and (scanned_at < '2024-03-01T00:00:00Z' or scanned_at >= '2024-10-01T00:00:00Z')`,
        ),
      ).toBe(0);
    });

    it('scans labels of most rolls, the redistributed ones too, by label id and by object id', async () => {
      const rolls = await queryRows<{ scanned: number; all: number; redistributed: number }>(
        handle,
        sql`select (select count(distinct spool_id) from verification_events)::int as scanned,
          (select count(*) from spools)::int as all,
          (select count(*) from verification_events e join distribution_spools d on d.spool_id = e.spool_id)::int as redistributed`,
      );
      expect(rolls[0]?.scanned).toBeGreaterThan((rolls[0]?.all ?? 0) * 0.9);
      expect(rolls[0]?.redistributed).toBeGreaterThan(20);
      // Events sent with the object id only are resolved to their label by the ingestion.
      expect(
        await queryCount(
          handle,
          sql`select count(*) from verification_events e join labels l on l.label_id = e.label_id and l.object_id = e.object_id`,
        ),
      ).toBeGreaterThan(15_000);
    });

    it('went through the ingestion: the rollups equal the raw events, one audit row per batch', async () => {
      const byStatus = await queryRows<{
        status: number;
        events: number;
        daily: number;
        cells: number;
        labels: number;
        labelled: number;
      }>(
        handle,
        sql`select e.status, e.events::int, d.count::int as daily, c.count::int as cells, l.count::int as labels,
            e.labelled::int
          from (select status, count(*) as events, count(label_id) as labelled from verification_events group by 1) e
          join (select status, sum(count) as count from verification_daily group by 1) d using (status)
          join (select status, sum(count) as count from verification_cells group by 1) c using (status)
          join (select status, sum(count) as count from verification_label_counts group by 1) l using (status)
          order by 1`,
      );
      expect(byStatus).toHaveLength(8);
      for (const row of byStatus) {
        expect({ status: row.status, daily: row.daily, cells: row.cells, labels: row.labels }).toEqual({
          status: row.status,
          daily: row.events,
          cells: row.events,
          labels: row.labelled,
        });
      }
      expect(await rollupDifferences(handle)).toEqual(NO_ROLLUP_DIFFERENCES);
      const audit = await queryRows<{ batches: number; inserted: number; largest: number }>(
        handle,
        sql`select count(*)::int as batches, sum((after ->> 'inserted')::int)::int as inserted,
          max((after ->> 'received')::int)::int as largest
          from audit_log where action = 'verification_batch.ingest' and actor_kind = 'system' and actor_label = 'Demo data'`,
      );
      expect(audit[0]?.inserted).toBe(
        await queryCount(handle, sql`select count(*) from verification_events`),
      );
      expect(audit[0]?.batches).toBeGreaterThanOrEqual(3);
      expect(audit[0]?.largest).toBe(10_000);
    });
  });

  it('is deterministic and takes large data on top', async () => {
    const second = await openMigrated();
    try {
      await seedDemo(second, () => {}, { now: clock });
      expect(await fingerprint(second)).toBe(await fingerprint(handle));

      const result = await seedLarge(second, { companies: 50, orders: 2000 });
      expect(result.orders).toBe(2000);
      expect(
        await queryCount(second, sql`select count(*) from companies where cofor10 ~ '^L[0-9]{9}$'`),
      ).toBe(50);
      expect(await queryCount(second, sql`select count(*) from orders`)).toBe(2000 + 36);
      expect(
        await queryCount(
          second,
          sql`select count(*) from companies c where c.cofor10 like 'L%' and (
            (select count(*) from addresses a where a.company_id = c.id and a.category in ('BILLING', 'DELIVERY')) <> 2
            or not exists (select 1 from users u join user_groups ug on ug.user_id = u.id where u.company_id = c.id and u.is_first_user))`,
        ),
      ).toBe(0);
      expect(
        await queryCount(
          second,
          sql`select count(*) from orders o where not exists (select 1 from order_positions p where p.order_id = o.id)`,
        ),
      ).toBe(0);
      // Each order carries its positions' product groups (decision 231), filled by the seed itself.
      expect(
        await queryCount(
          second,
          sql`select count(*) from orders o where o.product_group_ids is distinct from coalesce((
            select array_agg(distinct p.product_group_id order by p.product_group_id)
            from order_positions op join products p on p.id = op.product_id where op.order_id = o.id), '{}')`,
        ),
      ).toBe(0);
      expect(
        await queryCount(
          second,
          sql`select count(*) from orders o join companies c on c.id = o.company_id where o.created_at < c.registered_at`,
        ),
      ).toBe(0);
      const [sequence] = await queryRows<{ next: number }>(
        second,
        sql`select nextval('order_number_seq')::int as next`,
      );
      const [highest] = await queryRows<{ max: number }>(
        second,
        sql`select max(split_part(order_id, '-', 2)::int) as max from orders`,
      );
      expect(sequence?.next).toBeGreaterThan(highest?.max ?? 0);
      await expectConsistentCosts(second);
    } finally {
      await second.close();
    }
    // Two demo seeds with their scans and a small large set, on PGlite.
  }, 180_000);
});
