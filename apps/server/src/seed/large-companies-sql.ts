import { DESTINATIONS } from '@label-portal/contract';
import { FIRST_NAMES, LAST_NAMES, NAME_CORES, NAME_PREFIXES, NAME_SECTORS } from './large-data.js';
import { COUNTRY_ROW_COUNT } from './large-scratch.js';
import { hashSql as h, quoteNumber as n, quoteText, quoteTextArray } from './sql-literals.js';

const BILLING_DETAILS = 'Accounts payable';
const DELIVERY_DETAILS = 'Goods receipt';

export type CompanyChunk = {
  /** First and last index of the chunk within this run (1-based, inclusive). */
  from: number;
  to: number;
  /** Large companies that existed before this run (their global index continues from here). */
  offset: number;
  /** Companies in this run: registration dates spread evenly over the period by index. */
  total: number;
  registrationStart: Date;
  registrationEnd: Date;
  supplierGroupId: number;
  passwordHash: string;
  groupCount: number;
};

/** The destinations a company ships to, picked by bits of a hash (Vesoul always). */
function buildDestinationSql(hash: string): string {
  const parts = DESTINATIONS.slice(0, 4).map((d, i) =>
    i === 0 ? quoteText(d) : `case when ${hash} & ${1 << i} > 0 then ${quoteText(d)} end`,
  );
  return `array_to_string(array_remove(array[${parts.join(', ')}], null), ',')`;
}

/**
 * One INSERT ... SELECT over generate_series: companies with users and their group, billing and
 * delivery addresses, contacts, product-group rights, quota categories and contracts; it also records
 * each company in seed_large_company for the order statements.
 */
export function buildCompanyChunkSql(chunk: CompanyChunk): string {
  const spanSeconds = (chunk.registrationEnd.getTime() - chunk.registrationStart.getTime()) / 1000;
  const slotSeconds = spanSeconds / chunk.total;
  const userName = (salt: number, list: readonly string[]) =>
    `${quoteTextArray(list)}[1 + ${h('n * 4 + k', salt)} % ${list.length}]`;
  return `
with src as materialized (
  select g, ${n(chunk.offset)} + g as n, ct.*,
    timestamptz '${chunk.registrationStart.toISOString()}'
      + ((g - 1) + (${h('g', 1)} % 1000) / 1000.0) * ${n(slotSeconds)} * interval '1 second' as registered_at,
    ${h('g', 2)} as h2, ${h('g', 3)} as h3, ${h('g', 4)} as h4, ${h('g', 5)} as h5, ${h('g', 6)} as h6, ${h('g', 8)} as h8
  from generate_series(${n(chunk.from)}, ${n(chunk.to)}) g
  join seed_large_country ct on ct.idx = ${h('g', 7)} % ${n(COUNTRY_ROW_COUNT)}
),
c0 as materialized (
  select src.*,
    nextval(pg_get_serial_sequence('companies', 'id'))::int as company_id,
    nextval(pg_get_serial_sequence('users', 'id'))::int as first_user_id,
    nextval(pg_get_serial_sequence('addresses', 'id'))::int as billing_id,
    nextval(pg_get_serial_sequence('addresses', 'id'))::int as delivery_id,
    'L' || lpad((n % 100000)::text, 5, '0') as cofor6,
    'L' || lpad((n % 100000)::text, 5, '0') || lpad((1 + n / 100000)::text, 4, '0') as cofor10,
    ${quoteTextArray(NAME_PREFIXES)}[1 + h2 % ${NAME_PREFIXES.length}]
      || ${quoteTextArray(NAME_CORES)}[1 + h3 % ${NAME_CORES.length}] as brand,
    1 | (h4 & ${n((1 << chunk.groupCount) - 2)}) as mask,
    1 + h5 % cardinality(cities) as city_no,
    h5 % 20 = 3 as handling_included,
    case h6 % 20 when 0 then 'TRANSPORT_CUSTOMER' when 1 then 'TRANSPORT_SCRIBOS' else 'NONE' end as transport_restriction
  from src
),
c as materialized (
  select c0.*, brand || ' ' || ${quoteTextArray(NAME_SECTORS)}[1 + h6 % ${NAME_SECTORS.length}] || ' ' || legal_form as name,
    lower(brand) || '-' || lower(cofor6) as domain, cities[city_no] as city, postals[city_no] as postal,
    replace(street, '%', (1 + h2 % 180)::text) as street_line
  from c0
),
ins_c as (
  insert into companies (id, kind, name, cofor6, cofor10, company_group, vat_identification_no, duns,
    company_reference, destination, part_numbers, transport_restriction, handling_included,
    blocked_for_ordering, blocked_completely, registered_at, created_at)
  select company_id, 'SUPPLIER', name, cofor6, cofor10,
    case when h3 % 10 < 3 then 'INTERNAL_SUPPLIERS' else 'EXTERNAL_SUPPLIERS' end,
    vat_prefix || right(lpad(h2::text, 10, '0') || lpad(h5::text, 10, '0'), vat_digits),
    (100000000 + (h6::bigint * 31 + n) % 900000000)::text,
    'K' || (200000 + n), ${buildDestinationSql('h8')},
    '9' || lpad((h2 % 1000000000)::text, 9, '0') || ',9' || lpad((h3 % 1000000000)::text, 9, '0')
      || ',9' || lpad((h8 % 1000000000)::text, 9, '0'),
    transport_restriction, handling_included, h2 % 50 = 7, h3 % 100 = 11, registered_at, registered_at
  from c
),
u0 as materialized (
  select company_id, registered_at, domain, language, phone, n, 1 as k, first_user_id as user_id from c
  union all
  select company_id, registered_at, domain, language, phone, n, 2, nextval(pg_get_serial_sequence('users', 'id'))::int
  from c where h3 % 10 < 3
),
ins_u as (
  insert into users (id, company_id, email, first_name, last_name, phone, password_hash, password_changed_at,
    is_active, is_first_user, state, language, created_at)
  select user_id, company_id,
    lower(case when k = 1 then first_name else left(first_name, 1) end) || '.' || lower(last_name) || '@' || domain || '.example',
    first_name, last_name, phone || ' ' || lpad((${h('n * 4 + k', 13)} % 1000000000)::text, 9, '0'),
    ${quoteText(chunk.passwordHash)}, now(), true, k = 1, 'APPROVED', language, registered_at
  from (select u0.*, ${userName(11, FIRST_NAMES)} as first_name, ${userName(12, LAST_NAMES)} as last_name from u0) named
),
ins_g as (insert into user_groups (user_id, group_id) select user_id, ${n(chunk.supplierGroupId)} from u0),
ins_a as (
  insert into addresses (id, company_id, category, is_primary, company_name, street_address, address_details,
    postal_code, city, country_code, state, created_at, updated_at)
  select case v.category when 'BILLING' then c.billing_id else c.delivery_id end, c.company_id, v.category, true,
    c.name, c.street_line, v.details, c.postal, c.city, c.code, 'APPROVED', c.registered_at, c.registered_at
  from c cross join (values ('BILLING', ${quoteText(BILLING_DETAILS)}), ('DELIVERY', ${quoteText(DELIVERY_DETAILS)})) v(category, details)
),
ins_ct as (
  insert into contacts (company_id, category, name, phone, email)
  select c.company_id, v.category, ${userName(14, FIRST_NAMES)} || ' ' || ${userName(15, LAST_NAMES)},
    c.phone || ' ' || lpad((${h('n * 4 + k', 16)} % 1000000000)::text, 9, '0'), v.box || '@' || c.domain || '.example'
  from c cross join (values ('COMMERCIAL', 'sales', 1), ('PROVISIONING', 'purchasing', 2),
    ('TS_DELIVERY', 'logistics', 3), ('TS_INVOICE', 'accounting', 4)) v(category, box, k)
),
ins_r as (
  insert into company_product_group_rights (company_id, product_group_id, can_order)
  select c.company_id, g.id, (c.mask & g.bit) <> 0 from c cross join seed_large_group g
),
ins_q as (
  insert into company_quota_categories (company_id, product_group_id)
  select c.company_id, g.id from c join seed_large_group g on g.quota and (c.mask & g.bit) <> 0
),
ins_l as (
  insert into licensing_events (company_id, product_group_id, type, amount, created_at)
  select c.company_id, g.id, 'CONTRACT', (1 + (c.h6 + g.bit) % 10) * 500000, c.registered_at
  from c join seed_large_group g on (c.mask & g.bit) <> 0
)
insert into seed_large_company (idx, company_id, user_id, billing_id, delivery_id, billing, delivery,
  handling_included, transport_by_customer, mask)
select c.n, c.company_id, c.first_user_id, c.billing_id, c.delivery_id,
  jsonb_build_object('pk', c.billing_id, 'company_name', c.name, 'street_address', c.street_line,
    'address_details', ${quoteText(BILLING_DETAILS)}, 'postal_code', c.postal, 'city', c.city, 'country_code', c.code),
  jsonb_build_object('pk', c.delivery_id, 'company_name', c.name, 'street_address', c.street_line,
    'address_details', ${quoteText(DELIVERY_DETAILS)}, 'postal_code', c.postal, 'city', c.city, 'country_code', c.code),
  c.handling_included, c.transport_restriction = 'TRANSPORT_CUSTOMER', c.mask
from c;
`;
}
