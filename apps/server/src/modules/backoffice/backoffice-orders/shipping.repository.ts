import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { rowsOf } from '../../../db/raw-rows.js';

/**
 * The order's rolls in one statement: per position, quantity / labels_per_unit full rolls and a
 * last partial roll for the rest; spool numbers from spool_number_seq.
 */
export async function insertOrderSpools(
  db: Executor,
  order: { pk: number; companyId: number },
  at: Date,
): Promise<{ rolls: number; labels: number }> {
  const result = await db.execute(sql`
    with inserted as (
      insert into spools (spool_no, product_id, order_position_id, company_id, label_count, created_at)
      select 'S' || nextval('spool_number_seq')::text, p.product_id, p.id, ${order.companyId},
             case when g.k <= p.quantity / pr.labels_per_unit then pr.labels_per_unit
                  else p.quantity % pr.labels_per_unit end,
             ${at.toISOString()}::timestamptz
      from order_positions p
      join products pr on pr.id = p.product_id
      cross join lateral generate_series(1, (p.quantity + pr.labels_per_unit - 1) / pr.labels_per_unit) as g(k)
      where p.order_id = ${order.pk} and p.quantity > 0 and pr.labels_per_unit > 0
      order by p.id, g.k
      returning label_count
    )
    select count(*)::int as rolls, coalesce(sum(label_count), 0)::bigint::text as labels from inserted`);
  const [row] = rowsOf<{ rolls: number; labels: string }>(result);
  return { rolls: Number(row?.rolls ?? 0), labels: Number(row?.labels ?? 0) };
}

/** Lets this transaction's sorts use `workMem` (for example '256MB') before spilling to disk. */
export async function allowLargeSorts(tx: Executor, workMem: string): Promise<void> {
  await tx.execute(sql`select set_config('work_mem', ${workMem}, true)`);
}

/**
 * The roll of each label still missing, in order (roll by roll, as many times as the roll lacks
 * labels): zipped by unnest with the label ids, so the n-th id goes to the n-th slot.
 */
function missingSlotsSql(orderPk: number) {
  return sql`array(
    select s.id from spools s
    join order_positions p on p.id = s.order_position_id
    cross join lateral generate_series(
      1, s.label_count - (select count(*) from labels l where l.spool_id = s.id)::int) as g(n)
    where p.order_id = ${orderPk}
    order by s.id, g.n)`;
}

/**
 * The labels rows for `labelIds` (comma-separated, exactly one per missing label, from
 * makeLabelIds): object ids from label_object_id_seq taken in roll order (so each roll's object
 * ids are contiguous, the subquery with `offset 0` keeps nextval before the sort), then the rows
 * sorted by label id, so that the primary key's btree is filled in key order (decision 164).
 * The two unnests stand in the select list, zipped in step (the shorter padded with nulls): they
 * stream, where `from unnest(a, b)` first copies the million pairs into a tuple store (about
 * half the time of making the rows; bench/shipping.md).
 */
function labelRowsSql(orderPk: number, labelIds: string) {
  return sql`
    select r.label_id, r.object_id, r.spool_id
    from (
      select l.label_id, nextval('label_object_id_seq') as object_id, l.spool_id
      from (
        select unnest(string_to_array(${labelIds}::text, ',')) as label_id,
               unnest(${missingSlotsSql(orderPk)}) as spool_id
      ) l
      offset 0
    ) r
    order by r.label_id collate "C"`;
}

/**
 * The fast path: inserts every label of the order's new rolls in one statement, without
 * ON CONFLICT. A label id (or object id) already taken fails the whole statement with a unique
 * violation (23505): the caller runs it in a savepoint and falls back to insertMissingLabels.
 * The unnest pads the shorter list with nulls, so a count that does not match fails too.
 */
export async function insertAllLabels(db: Executor, orderPk: number, labelIds: string): Promise<void> {
  await db.execute(
    sql`insert into labels (label_id, object_id, spool_id) ${labelRowsSql(orderPk, labelIds)}`,
  );
}

/**
 * Fills the order's rolls with labels up to their label_count (`labelIds` holds one id per missing
 * label). A row whose label id (or object id) is already taken is skipped; the caller repeats the
 * call for the missing ones only. Answers the labels inserted.
 */
export async function insertMissingLabels(db: Executor, orderPk: number, labelIds: string): Promise<number> {
  const result = await db.execute(sql`
    with inserted as (
      insert into labels (label_id, object_id, spool_id) ${labelRowsSql(orderPk, labelIds)}
      on conflict do nothing
      returning 1
    )
    select count(*)::int as n from inserted`);
  const [row] = rowsOf<{ n: number }>(result);
  return Number(row?.n ?? 0);
}
