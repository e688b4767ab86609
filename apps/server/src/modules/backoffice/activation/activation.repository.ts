import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { rowsOf } from '../../../db/raw-rows.js';

export type ActivationTargets = { labelIds: string[]; spoolNos: string[]; orderIds: string[] };

/** What one activation changed, per order (or per roll outside any order), for the audit rows. */
export type ActivatedEntity = {
  entity_type: 'order' | 'spool';
  entity_id: string;
  company_id: number | null;
  activated: number;
};

export type ActivationOutcome = {
  activated: number;
  targeted: number;
  unknown_label_ids: string[];
  unknown_spool_nos: string[];
  unknown_order_ids: string[];
  entities: ActivatedEntity[];
};

/**
 * Activates, in one statement, every label named by id, by roll or by order that is not active
 * yet (the others keep their first activation time), and answers the counts, the unknown
 * identifiers and what changed per order. Set-based: the identifier lists travel as three JSON
 * parameters, whatever their length (decision 174).
 */
export async function activateLabels(
  db: Executor,
  targets: ActivationTargets,
  at: Date,
): Promise<ActivationOutcome> {
  const result = (await db.execute(sql`
    with wanted_labels as (
      select distinct value as label_id from jsonb_array_elements_text(${JSON.stringify(targets.labelIds)}::jsonb)
    ), wanted_spools as (
      select distinct value as spool_no from jsonb_array_elements_text(${JSON.stringify(targets.spoolNos)}::jsonb)
    ), wanted_orders as (
      select distinct value as order_id from jsonb_array_elements_text(${JSON.stringify(targets.orderIds)}::jsonb)
    ), found_orders as (
      select o.id from orders o join wanted_orders w on w.order_id = o.order_id
    ), found_spools as (
      select s.id from spools s join wanted_spools w on w.spool_no = s.spool_no
      union
      select s.id from spools s
      join order_positions p on p.id = s.order_position_id
      join found_orders o on o.id = p.order_id
    ), targets as (
      select l.label_id from labels l join wanted_labels w on w.label_id = l.label_id
      union
      select l.label_id from labels l join found_spools s on s.id = l.spool_id
    ), updated as (
      update labels set activated_at = ${at.toISOString()}::timestamptz
      from targets t
      where labels.label_id = t.label_id and labels.activated_at is null
      returning labels.spool_id
    ), per_spool as (
      select spool_id, count(*)::int as n from updated group by spool_id
    ), per_entity as (
      select case when o.id is null then 'spool' else 'order' end as entity_type,
             coalesce(o.order_id, s.spool_no) as entity_id,
             coalesce(o.company_id, s.company_id) as company_id,
             sum(ps.n)::int as activated
      from per_spool ps
      join spools s on s.id = ps.spool_id
      left join order_positions p on p.id = s.order_position_id
      left join orders o on o.id = p.order_id
      group by 1, 2, 3
    )
    select
      (select count(*)::int from updated) as activated,
      (select count(*)::int from targets) as targeted,
      (select coalesce(json_agg(w.label_id order by w.label_id), '[]'::json) from wanted_labels w
        where not exists (select 1 from labels l where l.label_id = w.label_id)) as unknown_label_ids,
      (select coalesce(json_agg(w.spool_no order by w.spool_no), '[]'::json) from wanted_spools w
        where not exists (select 1 from spools s where s.spool_no = w.spool_no)) as unknown_spool_nos,
      (select coalesce(json_agg(w.order_id order by w.order_id), '[]'::json) from wanted_orders w
        where not exists (select 1 from orders o where o.order_id = w.order_id)) as unknown_order_ids,
      (select coalesce(json_agg(e order by e.entity_type, e.entity_id), '[]'::json) from per_entity e) as entities
  `)) as unknown;
  const rows = rowsOf<ActivationOutcome>(result);
  const row = rows[0] as ActivationOutcome;
  const parse = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  return {
    activated: Number(row.activated),
    targeted: Number(row.targeted),
    unknown_label_ids: parse(row.unknown_label_ids),
    unknown_spool_nos: parse(row.unknown_spool_nos),
    unknown_order_ids: parse(row.unknown_order_ids),
    entities: parse(row.entities),
  };
}
