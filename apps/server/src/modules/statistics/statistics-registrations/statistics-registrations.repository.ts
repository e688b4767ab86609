import { BUSINESS_TIME_ZONE, type RegistrationSort } from '@label-portal/contract';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { businessDayRange } from '../../../db/business-day.js';
import { type Database, type Executor, readByCursor } from '../../../db/client.js';
import { companyRowOfGroup } from '../../../db/company-group-row.js';

/** The statistics reads run planned with their values (decision 246). */
export { readWithCustomPlans } from '../../../db/client.js';

import { rowsOf } from '../../../db/raw-rows.js';
import {
  addresses,
  companies,
  companyOrderTotals,
  companyProductGroupRights,
  contacts,
  licensingEvents,
  productGroups,
  users,
} from '../../../db/schema/index.js';

/** The filters of the registrations list and its CSV, checked and normalised by the service. */
export type RegistrationFilter = {
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  country?: string | undefined;
  city?: string | undefined;
  domain?: string | undefined;
  cofor10?: string | undefined;
  supplier?: string | undefined;
  /** Each reason asked for: flags, and the ids of companies blocked for non-activated labels. */
  blocked?:
    | { unpaidBills: boolean; inactivity: boolean; nonActivatedCompanyIds: readonly number[] | null }
    | undefined;
};

export type RegistrationOrder = { sort: RegistrationSort; direction: 'asc' | 'desc' };
/** The last row's sort key (as text) and id. */
export type RegistrationKeyset = { key: string; id: number };

/** One registration as read (the service shapes the reply). */
export type RegistrationRecord = {
  id: number;
  name: string;
  cofor6: string;
  cofor10: string;
  blocked_for_ordering: boolean;
  blocked_completely: boolean;
  registered_at: string;
  registration_day: string;
  street_address: string;
  postal_code: string;
  city: string;
  country_code: string;
  product_groups: string[] | string;
  quantity: string;
  registration_contact: string;
  provisioning_contact: string;
  commercial_contact: string;
  delivery_contact: string;
  invoice_contact: string;
  sort_key: string;
};

/** `value` as a LIKE prefix pattern: its own % _ and \ match themselves. */
function prefixPattern(value: string): string {
  return `${value.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The company's address shown in the list: billing first, the primary first, then the oldest
 * (the back office's list picks the same, decision 201).
 */
const MAIN_ADDRESS = sql`left join lateral (
  select ${addresses.streetAddress} as street_address, ${addresses.postalCode} as postal_code,
    ${addresses.city} as city, ${addresses.countryCode} as country_code
  from ${addresses} where ${addresses.companyId} = c.id
  order by (${addresses.category} = 'BILLING') desc, ${addresses.isPrimary} desc, ${addresses.id}
  limit 1) ma on true`;

/** The same address for every company at once: one sort of the addresses, hash-joined. */
const MAIN_ADDRESSES = sql`left join (
  select distinct on (${addresses.companyId}) ${addresses.companyId} as company_id,
    ${addresses.city} as city, ${addresses.countryCode} as country_code
  from ${addresses}
  order by ${addresses.companyId}, (${addresses.category} = 'BILLING') desc, ${addresses.isPrimary} desc, ${addresses.id}
  ) ma on ma.company_id = c.id`;

/** The product groups (domains) the company may order from, in catalogue order (one company). */
const DOMAINS = sql`left join lateral (
  select coalesce(json_agg(g.name order by g.sort_index, g.id), '[]'::json) as list
  from ${companyProductGroupRights} r join ${productGroups} g on g.id = r.product_group_id
  where r.company_id = c.id and r.can_order) pg on true`;

/** The same as one text for every company at once (the sort by domain: one grouped pass). */
const DOMAIN_NAMES = sql`left join (
  select r.company_id, string_agg(g.name, ', ' order by g.sort_index, g.id) as names
  from ${companyProductGroupRights} r join ${productGroups} g on g.id = r.product_group_id
  where r.can_order group by r.company_id) pg on pg.company_id = c.id`;

const ORDER_TOTALS = sql`left join ${companyOrderTotals} t on t.company_id = c.id`;

/** Sort expressions (never null), the type their keyset value is read back as, what they join. */
const SORTS: Record<RegistrationSort, { expression: SQL; cast: SQL; joins?: SQL }> = {
  company_name: { expression: sql`lower(c.name)`, cast: sql`text` },
  cofor6: { expression: sql`c.cofor6`, cast: sql`text` },
  cofor10: { expression: sql`c.cofor10`, cast: sql`text` },
  city: { expression: sql`coalesce(lower(ma.city), '')`, cast: sql`text`, joins: MAIN_ADDRESSES },
  country_code: { expression: sql`coalesce(ma.country_code, '')`, cast: sql`text`, joins: MAIN_ADDRESSES },
  product_groups: { expression: sql`coalesce(pg.names, '')`, cast: sql`text`, joins: DOMAIN_NAMES },
  registration_date: { expression: sql`c.registered_at`, cast: sql`timestamptz` },
  quantity: { expression: sql`coalesce(t.ordered_labels, 0)`, cast: sql`bigint`, joins: ORDER_TOTALS },
};

function filterConditions(filter: RegistrationFilter): SQL[] {
  const conditions: SQL[] = [sql`c.kind = 'SUPPLIER'`];
  conditions.push(...businessDayRange(sql`c.registered_at`, filter.dateFrom, filter.dateTo));
  if (filter.country) conditions.push(sql`ma.country_code = ${filter.country.toUpperCase()}`);
  if (filter.city) conditions.push(sql`lower(ma.city) like ${prefixPattern(filter.city.toLowerCase())}`);
  if (filter.cofor10) conditions.push(sql`c.cofor10 like ${prefixPattern(filter.cofor10.toUpperCase())}`);
  if (filter.supplier)
    conditions.push(sql`lower(c.name) like ${prefixPattern(filter.supplier.toLowerCase())}`);
  if (filter.domain) {
    conditions.push(sql`exists (select 1 from ${companyProductGroupRights} r
      join ${productGroups} g on g.id = r.product_group_id
      where r.company_id = c.id and r.can_order and g.name = ${filter.domain})`);
  }
  if (filter.blocked) {
    const reasons: SQL[] = [];
    if (filter.blocked.unpaidBills) reasons.push(sql`c.blocked_for_ordering`);
    if (filter.blocked.inactivity) reasons.push(sql`c.blocked_completely`);
    if (filter.blocked.nonActivatedCompanyIds && filter.blocked.nonActivatedCompanyIds.length > 0) {
      // One array parameter, whatever the number of companies.
      reasons.push(sql`c.id = any(${`{${filter.blocked.nonActivatedCompanyIds.join(',')}}`}::int[])`);
    }
    conditions.push(reasons.length > 0 ? sql`(${sql.join(reasons, sql` or `)})` : sql`false`);
  }
  return conditions;
}

function usesAddress(filter: RegistrationFilter): boolean {
  return Boolean(filter.country || filter.city);
}

function contactOf(category: string): SQL {
  return sql`coalesce((select concat_ws(', ', nullif(ct.name, ''), nullif(ct.email, ''), nullif(ct.phone, ''))
    from ${contacts} ct where ct.company_id = c.id and ct.category = ${category} order by ct.id limit 1), '')`;
}

/**
 * The registrations query in two steps (decision 220): `page` finds the ids of the page by the
 * filters, the sort and the keyset, joining only what they need (an index range for the name,
 * codes and date sorts; one pass over the 10,000 companies for the address, domain and quantity
 * sorts); then every column is computed for those rows only.
 */
function registrationsSql(
  filter: RegistrationFilter,
  order: RegistrationOrder,
  after: RegistrationKeyset | undefined,
  limit: number | undefined,
): SQL {
  const sort = SORTS[order.sort];
  const conditions = filterConditions(filter);
  if (after) {
    const comparison = order.direction === 'asc' ? sql`>` : sql`<`;
    conditions.push(
      sql`(${sort.expression}, c.id) ${comparison} (${after.key}::${sort.cast}, ${after.id}::int)`,
    );
  }
  const joins: SQL[] = [];
  if (usesAddress(filter) || sort.joins === MAIN_ADDRESSES) joins.push(MAIN_ADDRESSES);
  if (sort.joins && sort.joins !== MAIN_ADDRESSES) joins.push(sort.joins);
  const direction = order.direction === 'asc' ? sql`asc` : sql`desc`;
  return sql`with page as materialized (
      select c.id, ${sort.expression} as sort_value, (${sort.expression})::text as sort_key
      from ${companies} c ${sql.join(joins, sql` `)}
      where ${and(...conditions)}
      order by ${sort.expression} ${direction}, c.id ${direction}
      ${limit === undefined ? sql`` : sql`limit ${limit}`}
    )
    select c.id, c.name, c.cofor6, c.cofor10, c.blocked_for_ordering, c.blocked_completely,
      to_char(c.registered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as registered_at,
      to_char(c.registered_at at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM-DD') as registration_day,
      coalesce(ma.street_address, '') as street_address, coalesce(ma.postal_code, '') as postal_code,
      coalesce(ma.city, '') as city, coalesce(ma.country_code, '') as country_code,
      pg.list as product_groups,
      coalesce(t.ordered_labels, 0)::text as quantity,
      coalesce((select concat_ws(', ', nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email)
        from ${users} u where u.company_id = c.id order by u.is_first_user desc, u.id limit 1), '')
        as registration_contact,
      ${contactOf('PROVISIONING')} as provisioning_contact,
      ${contactOf('COMMERCIAL')} as commercial_contact,
      ${contactOf('TS_DELIVERY')} as delivery_contact,
      ${contactOf('TS_INVOICE')} as invoice_contact,
      page.sort_key
    from page join ${companies} c on c.id = page.id
    ${MAIN_ADDRESS}
    ${DOMAINS}
    ${ORDER_TOTALS}
    order by page.sort_value ${direction}, page.id ${direction}`;
}

/** One page of registrations after the keyset (limit rows; ask one more to know of a next page). */
export async function findRegistrations(
  db: Executor,
  filter: RegistrationFilter,
  order: RegistrationOrder,
  after: RegistrationKeyset | undefined,
  limit: number,
): Promise<RegistrationRecord[]> {
  return rowsOf<RegistrationRecord>(await db.execute(registrationsSql(filter, order, after, limit)));
}

/**
 * The number of companies matching the filters: one count over companies (10,000 on the large
 * data set), joined to the address only when a filter needs it (decision 220).
 */
export async function countRegistrations(db: Executor, filter: RegistrationFilter): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as count from ${companies} c
    ${usesAddress(filter) ? MAIN_ADDRESSES : sql``}
    where ${and(...filterConditions(filter))}`);
  return rowsOf<{ count: number }>(result)[0]?.count ?? 0;
}

const CSV_BATCH = 1000;

/**
 * Every registration matching the filters in the list's order, in batches, never all in memory
 * (decision 222): on PostgreSQL one query read through a postgres.js cursor; on PGlite (no
 * cursor in drizzle's driver) a keyset loop of batches.
 */
export async function* streamRegistrations(
  db: Database,
  filter: RegistrationFilter,
  order: RegistrationOrder,
): AsyncGenerator<RegistrationRecord[]> {
  const cursor = readByCursor<RegistrationRecord>(
    db,
    registrationsSql(filter, order, undefined, undefined),
    CSV_BATCH,
  );
  if (cursor) {
    yield* cursor;
    return;
  }
  let after: RegistrationKeyset | undefined;
  for (;;) {
    const batch = await findRegistrations(db, filter, order, after, CSV_BATCH);
    if (batch.length > 0) yield batch;
    if (batch.length < CSV_BATCH) return;
    const last = batch[batch.length - 1]!;
    after = { key: last.sort_key, id: last.id };
  }
}

// ---------------------------------------------------------------- company detail

export async function findCompanyByAccount(db: Executor, cofor10: string, forUpdate = false) {
  const query = db
    .select({
      id: companies.id,
      kind: companies.kind,
      name: companies.name,
      cofor6: companies.cofor6,
      cofor10: companies.cofor10,
      destination: companies.destination,
      duns: companies.duns,
      reference: companies.reference,
      partNumbers: companies.partNumbers,
      blockedForOrdering: companies.blockedForOrdering,
      blockedCompletely: companies.blockedCompletely,
      version: companies.version,
    })
    .from(companies)
    .where(eq(companies.cofor10, cofor10));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findAddressesOf(db: Executor, companyId: number) {
  return db
    .select({
      pk: addresses.id,
      category: addresses.category,
      primary: addresses.isPrimary,
      street_address: addresses.streetAddress,
      postal_code: addresses.postalCode,
      city: addresses.city,
      country_code: addresses.countryCode,
    })
    .from(addresses)
    .where(eq(addresses.companyId, companyId))
    .orderBy(asc(addresses.category), desc(addresses.isPrimary), asc(addresses.id));
}

/** Every product group with the company's right (false when it has no row). */
export async function findRightsOf(db: Executor, companyId: number) {
  return db
    .select({
      id: productGroups.id,
      product_group: productGroups.name,
      can_order: sql<boolean>`coalesce(${companyProductGroupRights.canOrder}, false)`,
    })
    .from(productGroups)
    .leftJoin(companyProductGroupRights, companyRowOfGroup(companyProductGroupRights, companyId))
    .orderBy(asc(productGroups.sortIndex), asc(productGroups.id));
}

/** Per product group with events: contracted, withdrawn less given back (one grouped query). */
export async function findQuotasOf(db: Executor, companyId: number) {
  return db
    .select({
      productGroupId: productGroups.id,
      group: productGroups.name,
      contracts: sql<string>`sum(case when ${licensingEvents.type} = 'CONTRACT' then ${licensingEvents.amount} else 0 end)::text`,
      orders: sql<string>`sum(case ${licensingEvents.type} when 'WITHDRAWAL' then ${licensingEvents.amount}
        when 'CANCEL_WITHDRAWAL' then -${licensingEvents.amount} else 0 end)::text`,
    })
    .from(licensingEvents)
    .innerJoin(productGroups, eq(productGroups.id, licensingEvents.productGroupId))
    .where(eq(licensingEvents.companyId, companyId))
    .groupBy(productGroups.id, productGroups.name, productGroups.sortIndex)
    .orderBy(asc(productGroups.sortIndex), asc(productGroups.id));
}

export async function findLicensingEventsOf(db: Executor, companyId: number) {
  return db
    .select({
      id: licensingEvents.id,
      createdAt: licensingEvents.createdAt,
      type: licensingEvents.type,
      productGroup: productGroups.name,
      amount: licensingEvents.amount,
    })
    .from(licensingEvents)
    .innerJoin(productGroups, eq(productGroups.id, licensingEvents.productGroupId))
    .where(eq(licensingEvents.companyId, companyId))
    .orderBy(desc(licensingEvents.createdAt), desc(licensingEvents.id));
}

export async function findProductGroupIds(db: Executor): Promise<number[]> {
  const rows = await db.select({ id: productGroups.id }).from(productGroups).orderBy(productGroups.id);
  return rows.map((row) => row.id);
}
