import { ORDER_STATES } from '@label-portal/contract';
import { buildTimeline } from './demo-timeline.js';
import type { LargeReference } from './large-reference.js';
import { CHOICE_SLOTS } from './large-scratch.js';
import { hashSql as h, quoteNumber as n, quoteDecimal, quoteText } from './sql-literals.js';

export type OrderChunk = {
  /** First and last index of the chunk within this run (1-based, inclusive). */
  from: number;
  to: number;
  /** Orders in this run, spread evenly over the period by index. */
  total: number;
  /** Order number (from order_number_seq) of index 1. */
  firstNumber: number;
  /** This run's companies: global indexes offset + 1 .. offset + companies. */
  companyOffset: number;
  companies: number;
  registrationStart: Date;
  registrationEnd: Date;
  periodStart: Date;
  periodEnd: Date;
  /** "Today" for the states: recent orders are still open, older ones shipped. */
  referenceNow: Date;
  staffUserId: number | null;
  fees: LargeReference['fees'];
};

const DAY_SECONDS = 86_400;

/** CASE over the order state, from the demo's timeline (the one definition of the state paths). */
function buildStateCase(pick: (steps: ReturnType<typeof buildTimeline>) => string | null): string {
  const branches = ORDER_STATES.map((state) => [state, pick(buildTimeline(state, new Date(0)))] as const)
    .filter(([, value]) => value !== null)
    .map(([state, value]) => `when ${quoteText(state)} then ${value}`);
  return `case o.state ${branches.join(' ')} end`;
}

const STATE_BEFORE_CANCEL = buildStateCase((t) =>
  t.stateBeforeCancel ? quoteText(t.stateBeforeCancel) : null,
);
const LAST_CHANGE_SECONDS = buildStateCase((t) =>
  String((t.steps[t.steps.length - 1]?.at.getTime() ?? 0) / 1000),
);
const CANCELLED_AFTER_SECONDS =
  (buildTimeline('CANCELLED', new Date(0))
    .steps.find((s) => s.to === 'CANCELLED')
    ?.at.getTime() ?? 0) / 1000;

/**
 * One statement for a chunk of orders: orders with 1-3 positions (amounts by the cost model of
 * domain.md section 4, exact numeric), their state changes and the quota withdrawals.
 */
export function buildOrderChunkSql(chunk: OrderChunk): string {
  const stepSeconds = (chunk.periodEnd.getTime() - chunk.periodStart.getTime()) / 1000 / chunk.total;
  const slotSeconds =
    (chunk.registrationEnd.getTime() - chunk.registrationStart.getTime()) / 1000 / chunk.companies;
  const { fees } = chunk;
  const positionHash = (salt: number) => h('o.g * 4 + k', salt);
  const age = `extract(epoch from (timestamptz '${chunk.referenceNow.toISOString()}' - t.created_at)) / ${DAY_SECONDS}`;
  return `
with t as materialized (
  select g, ${n(chunk.firstNumber)} + g - 1 as num,
    timestamptz '${chunk.periodStart.toISOString()}'
      + ((g - 1) + (${h('g', 31)} % 1000) / 1000.0) * ${n(stepSeconds)} * interval '1 second' as created_at,
    ${h('g', 32)} as h1, ${h('g', 33)} as h2, ${h('g', 34)} as h3
  from generate_series(${n(chunk.from)}, ${n(chunk.to)}) g
),
o as materialized (
  select t.*, m.company_id, m.user_id, m.billing_id, m.delivery_id, m.billing, m.delivery,
    m.handling_included, m.transport_by_customer, m.mask,
    nextval(pg_get_serial_sequence('orders', 'id'))::int as id,
    case
      when t.h2 % 1000 < 40 and x.age >= 3 then 'CANCELLED'
      when t.h2 % 1000 < 52 then 'CREATED'
      when x.age >= 13 then case when t.h2 % 1000 < 70 and x.age < 60 then 'CANCEL_REQUESTED' else 'SHIPPED' end
      when x.age >= 5 then 'IN_PRODUCTION'
      when x.age >= 2 then 'ORDER_RECEIVED'
      else 'ORDER_PENDING'
    end as state
  from t
  cross join lateral (
    select ${age} as age,
      greatest(1, least(${n(chunk.companies)}, floor(extract(epoch from (t.created_at
        - timestamptz '${chunk.registrationStart.toISOString()}')) / ${n(slotSeconds)})::int)) as available
  ) x
  join seed_large_company m on m.idx = ${n(chunk.companyOffset)} + 1 + t.h1 % x.available
),
pos as materialized (
  select distinct on (o.id, p.product_id) o.id as order_id, o.num, k, p.product_id, p.product_group_id,
    p.unit_price, p.lpu, p.kind, p.service_data, q.quantity
  from o
  cross join generate_series(1, 1 + o.h3 % 3) k
  join seed_large_choice ch on ch.mask = o.mask and ch.slot = ${positionHash(35)} % ${CHOICE_SLOTS}
  join seed_large_product p on p.product_id = ch.product_id
  cross join lateral (
    select case p.kind
      when 'P' then (${positionHash(36)} % 3) * p.lpu + 100 * (1 + ${positionHash(37)} % 19)
      when 'X' then (1 + ${positionHash(36)} % 4) * p.lpu
      else (1 + ${positionHash(36)} % 12) * p.lpu * case when ${positionHash(37)} % 40 = 0 then 5 else 1 end
    end as quantity
  ) q
  order by o.id, p.product_id, k
),
agg as materialized (
  select order_id, sum(round(quantity * unit_price, 2)) as labels_total, sum(quantity)::int as label_count,
    count(*) filter (where quantity % lpu <> 0) as partial_count, count(*) filter (where kind = 'X') as printed_count,
    array_agg(distinct product_group_id order by product_group_id) as product_group_ids
  from pos group by order_id
),
ins_o as (
  insert into orders (id, order_id, company_id, user_id, customer_order_no, desired_delivery_date, state,
    state_before_cancel, transport_by_customer, delivery_address_id, billing_address_id, delivery_address,
    billing_address, labels_total, handling_costs, handling_sub_costs_operator, delivery_costs, total,
    label_count, product_group_ids, created_at, updated_at)
  select o.id, to_char(o.created_at at time zone 'UTC', 'YYYY') || '-' || o.num, o.company_id, o.user_id,
    case when o.h1 % 3 = 0 then 'PO-' || to_char(o.created_at at time zone 'UTC', 'YY') || '-'
      || lpad((o.h2 % 100000)::text, 5, '0') else '' end,
    (o.created_at at time zone 'UTC')::date + 14 + o.h3 % 21,
    o.state, ${STATE_BEFORE_CANCEL}, o.transport_by_customer, o.delivery_id, o.billing_id, o.delivery, o.billing,
    a.labels_total, c.small + c.operator, c.operator, c.delivery, a.labels_total + c.small + c.operator + c.delivery,
    a.label_count, a.product_group_ids, o.created_at, o.created_at + (${LAST_CHANGE_SECONDS}) * interval '1 second'
  from o
  join agg a on a.order_id = o.id
  cross join lateral (
    select a.partial_count * ${quoteDecimal(fees.partialRoll)} + a.printed_count * ${quoteDecimal(fees.printDesign)} as operator,
      case when not o.handling_included and a.labels_total < ${quoteDecimal(fees.threshold)}
        then ${quoteDecimal(fees.smallOrder)} else 0 end as small,
      case when o.transport_by_customer then 0 else ${quoteDecimal(fees.delivery)} end as delivery
  ) c
),
ins_p as (
  insert into order_positions (order_id, uuid, product_id, quantity, unit_price, total, is_partial_roll,
    is_printed, extra_service_data)
  select order_id, md5(num || '-' || k)::uuid, product_id, quantity, unit_price, round(quantity * unit_price, 2),
    quantity % lpu <> 0, kind = 'X',
    case when kind = 'X' or quantity % lpu <> 0 then service_data else '[]'::jsonb end
  from pos
),
ins_s as (
  insert into order_state_changes (order_id, from_state, to_state, user_id, created_at)
  select o.id, p.from_state, p.to_state,
    case when p.by_staff then ${chunk.staffUserId === null ? 'null::int' : n(chunk.staffUserId)} else o.user_id end,
    o.created_at + p.offset_seconds * interval '1 second'
  from o join seed_large_path p on p.state = o.state
)
insert into licensing_events (company_id, product_group_id, type, amount, order_id, created_at)
select o.company_id, w.product_group_id, e.type, w.amount, o.id, o.created_at + e.offset_seconds * interval '1 second'
from (select order_id, product_group_id, sum(quantity) as amount from pos group by order_id, product_group_id) w
join o on o.id = w.order_id
join (values ('WITHDRAWAL', 0), ('CANCEL_WITHDRAWAL', ${n(CANCELLED_AFTER_SECONDS)})) e(type, offset_seconds)
  on (e.type = 'WITHDRAWAL' and o.state <> 'CREATED') or (e.type = 'CANCEL_WITHDRAWAL' and o.state = 'CANCELLED');
`;
}
