import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../../db/client.js';
import { rowsOf } from '../../../../db/raw-rows.js';
import { isoOfMicros, type VerificationKey } from '../verification-id.js';

/*
 * The look-ups of the label-authentication statistics (decision 258): one verification by its key
 * (the map popup's log), one label with its roll, order, buyer and redistribution, and the filter
 * panel's tags, suppliers and customer references. `companyId` null = every company (staff scope).
 */

/** `value` with LIKE's wildcards escaped. */
function likeEscaped(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A roll's redistribution: the recipient address, the comment, the date and the roll's number. */
export type RedistributionRecord = {
  company_name: string;
  comment: string;
  date_created: Date | string;
  street_address: string;
  address_details: string;
  city: string;
  postal_code: string;
  country_code: string;
  spool_no: string;
};

/**
 * The redistribution of the roll `spoolId` (a roll is redistributed at most once, decision 150) as
 * one JSON value, null when none: the recipient's name is the address's company name, else the
 * sending company's (as the distribution history shows it); the roll's own comment, else the
 * distribution's.
 */
const redistributionOf = (spoolId: SQL) => sql`(
  select json_build_object(
    'company_name', coalesce(nullif(a.company_name, ''), sender.name),
    'comment', coalesce(nullif(ds.comment, ''), d.comment),
    'date_created', d.created_at,
    'street_address', a.street_address,
    'address_details', a.address_details,
    'city', a.city,
    'postal_code', a.postal_code,
    'country_code', a.country_code,
    'spool_no', rs.spool_no)
  from distribution_spools ds
  join distributions d on d.id = ds.distribution_id
  join addresses a on a.id = d.address_id
  join companies sender on sender.id = d.company_id
  join spools rs on rs.id = ds.spool_id
  where ds.spool_id = ${spoolId})`;

export type VerificationLogRecord = {
  scanned_at: Date | string;
  status: number;
  verification_count: number;
  object_id: string | null;
  label_id: string | null;
  client_type: string | null;
  agent: string | null;
  agent_version: string | null;
  lat: number;
  lon: number;
  accuracy: number;
  company_name: string | null;
  order_city: string | null;
  order_country: string | null;
  product_group: string | null;
  redistribution: RedistributionRecord | string | null;
};

/**
 * One event by its whole primary key (one partition, pruned when the statement is planned; one
 * index probe), within the company scope,
 * with the buyer's name, the order's delivery city and country, the product group's name and the
 * roll's redistribution.
 */
export async function findVerificationLog(
  db: Executor,
  key: VerificationKey,
): Promise<VerificationLogRecord | undefined> {
  const scannedAt = isoOfMicros(key.scannedAtMicros);
  if (scannedAt === null) return undefined;
  const result = await db.execute(sql`
    select e.scanned_at, e.status::int as status, e.verification_count::int as verification_count,
      e.object_id::text as object_id, e.label_id, e.client_type, e.agent, e.agent_version,
      e.lat::float8 as lat, e.lon::float8 as lon, e.accuracy::float8 as accuracy,
      c.name as company_name,
      nullif(o.delivery_address ->> 'city', '') as order_city,
      coalesce(nullif(o.delivery_address ->> 'country_code', ''), e.order_country) as order_country,
      g.name as product_group,
      ${redistributionOf(sql`e.spool_id`)} as redistribution
    from verification_events e
    left join companies c on c.id = e.company_id
    left join orders o on o.id = e.order_id
    left join product_groups g on g.id = e.product_group_id
    where e.company_id = ${key.companyId} and e.event_id = ${key.eventId}
      and e.scanned_at = ${scannedAt}::timestamptz`);
  return rowsOf<VerificationLogRecord>(result)[0];
}

export type LabelInfoRecord = {
  label_id: string;
  object_id: string;
  spool_no: string;
  activated: boolean;
  /** The roll was shipped (assigned to an order position). */
  shipped: boolean;
  reference: string | null;
  product_group: string | null;
  company_id: number | null;
  company_name: string | null;
  cofor10: string | null;
  city: string | null;
  country_code: string | null;
  order_id: string | null;
  redistribution: RedistributionRecord | string | null;
};

/**
 * A label by its label id or its object id, with its roll, product, product group, order (the
 * public order id, the delivery city and country) and the company that bought it (the order's, else
 * the roll's owner; the company's primary delivery address when there is no order), and the roll's
 * redistribution. `companyId` limits it to that company's labels.
 */
export async function findLabelInfo(
  db: Executor,
  by: { labelId: string } | { objectId: string },
  companyId: number | null,
): Promise<LabelInfoRecord | undefined> {
  const match = 'labelId' in by ? sql`l.label_id = ${by.labelId}` : sql`l.object_id = ${by.objectId}::bigint`;
  const scope = companyId === null ? sql`true` : sql`owner.company_id = ${companyId}`;
  const result = await db.execute(sql`
    select l.label_id, l.object_id::text as object_id, s.spool_no, l.activated_at is not null as activated,
      s.order_position_id is not null as shipped,
      p.customer_reference as reference, g.name as product_group,
      owner.company_id, c.name as company_name, c.cofor10,
      case when o.id is not null then nullif(o.delivery_address ->> 'city', '') else home.city end as city,
      case when o.id is not null then nullif(o.delivery_address ->> 'country_code', '') else home.country_code end
        as country_code,
      o.order_id,
      ${redistributionOf(sql`s.id`)} as redistribution
    from labels l
    join spools s on s.id = l.spool_id
    left join products p on p.id = s.product_id
    left join product_groups g on g.id = p.product_group_id
    left join order_positions op on op.id = s.order_position_id
    left join orders o on o.id = op.order_id
    cross join lateral (select coalesce(o.company_id, s.company_id) as company_id) owner
    left join companies c on c.id = owner.company_id
    left join lateral (
      select a.city, a.country_code from addresses a
      where o.id is null and a.company_id = owner.company_id and a.category = 'DELIVERY' and a.state <> 'REJECTED'
      order by a.is_primary desc, a.id
      limit 1
    ) home on true
    where ${match} and ${scope}`);
  return rowsOf<LabelInfoRecord>(result)[0];
}

/**
 * The distinct tag sets of verification_daily by a skip scan of its (company_id, tags) index: one
 * index probe per distinct (company, tag set), never the rollup's rows (decision 258). Within one
 * company the probe is `company_id = $1 and tags > previous` (a row comparison beside the equality
 * would start each probe at the company's first entry); across companies it is the row comparison.
 */
function tagSetsOf(companyId: number | null): SQL {
  if (companyId !== null) {
    return sql`
      with recursive tag_sets as (
        (select d.tags from verification_daily d where d.company_id = ${companyId} order by d.tags limit 1)
        union all
        select next.tags
        from tag_sets t
        cross join lateral (
          select d.tags from verification_daily d
          where d.company_id = ${companyId} and d.tags > t.tags
          order by d.tags
          limit 1
        ) next
      )`;
  }
  return sql`
    with recursive tag_sets as (
      (select d.company_id, d.tags from verification_daily d order by d.company_id, d.tags limit 1)
      union all
      select next.company_id, next.tags
      from tag_sets t
      cross join lateral (
        select d.company_id, d.tags from verification_daily d
        where (d.company_id, d.tags) > (t.company_id, t.tags)
        order by d.company_id, d.tags
        limit 1
      ) next
    )`;
}

/**
 * The distinct tags of the scans of the company (or every company), holding `search` (any case),
 * those starting with it first, then by tag; at most `limit`.
 */
export async function findTags(
  db: Executor,
  companyId: number | null,
  search: string,
  limit: number,
): Promise<string[]> {
  const pattern = `%${likeEscaped(search.toLowerCase())}%`;
  const prefix = `${likeEscaped(search.toLowerCase())}%`;
  const result = await db.execute(sql`
    ${tagSetsOf(companyId)}, tags as (
      select distinct tag from tag_sets, unnest(tag_sets.tags) as tag
    )
    select tag from tags
    where lower(tag) like ${pattern}
    order by lower(tag) like ${prefix} desc, tag
    limit ${limit}`);
  return rowsOf<{ tag: string }>(result).map((row) => row.tag);
}

export type SupplierRecord = { id: number; name: string; cofor10: string };

/**
 * Supplier companies whose name (any case) or COFOR10 starts with `search`, by name (the prefix
 * indexes of decision 201); `companyId` limits them to that company, `ids` (when given) to those
 * companies (by primary key: the names of the companies a URL chose).
 */
export async function findSuppliers(
  db: Executor,
  companyId: number | null,
  search: string,
  limit: number,
  ids: readonly number[] | null = null,
): Promise<SupplierRecord[]> {
  const name = `${likeEscaped(search.toLowerCase())}%`;
  const code = `${likeEscaped(search.toUpperCase())}%`;
  const inCompany = companyId === null ? sql`kind = 'SUPPLIER'` : sql`id = ${companyId}`;
  const byId =
    ids === null
      ? sql`true`
      : ids.length === 0
        ? sql`false`
        : sql`id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`;
  const result = await db.execute(sql`
    select id, name, cofor10 from companies
    where ${inCompany} and ${byId} and (lower(name) like ${name} or cofor10 like ${code})
    order by lower(name), id
    limit ${limit}`);
  return rowsOf<SupplierRecord>(result).map((row) => ({ ...row, id: Number(row.id) }));
}

/**
 * The distinct customer references of the catalogue's products holding `search` (any case), those
 * starting with it first, then by reference; at most `limit`.
 */
export async function findCustomerReferences(db: Executor, search: string, limit: number): Promise<string[]> {
  const pattern = `%${likeEscaped(search.toLowerCase())}%`;
  const prefix = `${likeEscaped(search.toLowerCase())}%`;
  const result = await db.execute(sql`
    select reference from (
      select distinct customer_reference as reference from products where customer_reference <> ''
    ) r
    where lower(reference) like ${pattern}
    order by lower(reference) like ${prefix} desc, reference
    limit ${limit}`);
  return rowsOf<{ reference: string }>(result).map((row) => row.reference);
}
