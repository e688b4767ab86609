import { sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../../db/client.js';
import { rowsOf } from '../../../../db/raw-rows.js';
import { EVERY_COMPANY_ID, ROLLUPS } from '../rollups/registry.js';
import {
  ATTRIBUTION_LOCK,
  EVENT_COLUMNS,
  factsOf,
  isEveryCompany,
  periodAndKeyOf,
  RESOLVED_COLUMNS,
  RETURNED_FOR_ROLLUPS,
  ROLL_UP,
  resolutionOf,
  resolvedEventsOf,
} from '../rollups/verification-rollups.repository.js';

/** Re-attribution (decision 248): the queue of rolls and the move of their scans and rollups. */

/**
 * Queues the rolls of a shipped order for re-attribution, in the shipping transaction: one row per
 * roll (at most about a hundred for a million labels). From the commit on, ingest resolves their
 * labels as unknown until the worker has moved the events stored before.
 */
export async function queueOrderReattribution(tx: Executor, orderPk: number, at: Date): Promise<void> {
  await tx.execute(sql`
    insert into verification_reattributions (spool_id, queued_at)
    select s.id, ${at.toISOString()}::timestamptz
    from spools s join order_positions p on p.id = s.order_position_id
    where p.order_id = ${orderPk}
    on conflict do nothing`);
}

/** Whether any roll waits for re-attribution (one index probe; the worker asks before locking). */
export async function hasQueuedReattributions(db: Executor): Promise<boolean> {
  const [row] = rowsOf<{ queued: boolean }>(
    await db.execute(sql`select exists (select 1 from verification_reattributions) as queued`),
  );
  return Boolean(row?.queued);
}

/**
 * Takes the attribution lock exclusively (waits for the batches being stored, holds off new ones
 * until commit) and claims up to `limit` queued rolls, removing them from the queue: a rollback
 * gives them back. Answers their ids.
 */
export async function claimQueuedSpools(tx: Transaction, limit: number): Promise<number[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ATTRIBUTION_LOCK})`);
  const rows = rowsOf<{ spool_id: number }>(
    await tx.execute(sql`
      delete from verification_reattributions
      where spool_id in (
        select spool_id from verification_reattributions order by spool_id limit ${limit} for update skip locked)
      returning spool_id`),
  );
  return rows.map((row) => Number(row.spool_id));
}

/** Per connection, emptied at commit: the events moved out, and the label keys they touch. */
const CREATE_MOVED = sql`
  create temp table if not exists verification_moved (like verification_events) on commit delete rows`;
const CREATE_MOVED_LABELS = sql`
  create temp table if not exists verification_moved_labels (company_id integer not null, label_id text not null)
  on commit delete rows`;

/** An int[] or text[] literal for one parameter (both drivers pass a text parameter alike). */
function arrayLiteral(values: readonly (number | string)[]): string {
  const element = (value: number | string) =>
    typeof value === 'number'
      ? String(value)
      : `"${value.replace(/[\\"]/g, (character) => `\\${character}`)}"`;
  return `{${values.map(element).join(',')}}`;
}

/**
 * The rolls' object ids as ranges: each roll's are contiguous (decision 164), and a shipment's
 * rolls follow each other, so a shipment is mostly one range. Bigints travel as text.
 */
async function objectRangesOf(tx: Transaction, spools: string): Promise<{ lo: string; hi: string }[]> {
  const rows = rowsOf<{ lo: string; hi: string }>(
    await tx.execute(sql`
      select min(object_id)::text as lo, max(object_id)::text as hi
      from labels where spool_id = any(${spools}::int[]) group by spool_id order by min(object_id)`),
  );
  const ranges: { lo: string; hi: string }[] = [];
  for (const row of rows) {
    const last = ranges.at(-1);
    if (last && BigInt(row.lo) <= BigInt(last.hi) + 1n) {
      if (BigInt(row.hi) > BigInt(last.hi)) last.hi = row.hi;
    } else ranges.push({ ...row });
  }
  return ranges;
}

/** The rolls' label ids that the unknown company has scans of (company 0's per-label rollup). */
async function unknownLabelsOf(tx: Transaction, spools: string): Promise<string[]> {
  const rows = rowsOf<{ label_id: string }>(
    await tx.execute(sql`
      select distinct lc.label_id from verification_label_counts lc
      join labels l on l.label_id = lc.label_id
      where lc.company_id = 0 and l.spool_id = any(${spools}::int[])`),
  );
  return rows.map((row) => row.label_id);
}

/**
 * Keeps in verification_moved the candidate events whose attribution differs from what their label
 * resolves to now. Candidates, each found through an index: the events stored with one of the
 * rolls (any company: a roll that changed owner; spool index), and the unknown company's events of
 * the rolls' label ids (label index) or object ids (object index, one range per run of rolls).
 */
function collectChangedSql(
  spools: string,
  labels: readonly string[],
  ranges: readonly { lo: string; hi: string }[],
) {
  const byLabel =
    labels.length === 0
      ? sql``
      : sql`union
        select e.* from verification_events e
        where e.company_id = 0 and e.label_id = any(${arrayLiteral(labels)}::text[])`;
  const byObject =
    ranges.length === 0
      ? sql``
      : sql`union
        select e.* from verification_events e
        where e.company_id = 0 and (${sql.join(
          ranges.map((range) => sql`e.object_id between ${range.lo}::bigint and ${range.hi}::bigint`),
          sql` or `,
        )})`;
  const r = RESOLVED_COLUMNS('c');
  return sql`
    insert into verification_moved
    select c.* from (
      select e.* from verification_events e where e.spool_id = any(${spools}::int[])
      ${byLabel}
      ${byObject}
    ) c
    ${resolutionOf('c')}
    where (c.company_id, c.label_id, c.object_id, c.spool_id, c.order_id, c.product_id, c.product_group_id,
        c.customer_reference, c.order_country)
      is distinct from (${r.company}, ${r.labelId}, ${r.objectId}, ${r.dimensions})`;
}

/** Deletes the events kept in verification_moved (by primary key). */
const DELETE_MOVED = sql`
  delete from verification_events e using verification_moved m
  where e.company_id = m.company_id and e.event_id = m.event_id and e.scanned_at = m.scanned_at`;

/**
 * Re-inserts the moved events with what their labels resolve to now (a copy already stored under
 * the new key is kept and the moved one dropped), and adds to the day and cell rollups the
 * inserted events minus the moved-out ones, in one statement. Keeps the new label keys.
 */
const MOVE_IN_AND_ROLL = sql`
  with inserted as (
    insert into verification_events (${EVENT_COLUMNS})
    ${resolvedEventsOf('m', 'verification_moved')}
    on conflict do nothing
    returning ${RETURNED_FOR_ROLLUPS}
  ), facts as (
    ${factsOf(-1, 'verification_moved')}
    union all
    ${factsOf(1, 'inserted')}
  ),
  ${ROLL_UP},
  new_labels as (
    insert into verification_moved_labels (company_id, label_id)
    select distinct company_id, label_id from inserted where label_id is not null
  )
  select (select count(*) from verification_moved)::int as moved, (select count(*) from inserted)::int as inserted`;

/**
 * Rollup rows the move emptied (a brute-force GROUP BY has no zero rows): for each rollup, the rows
 * of the moved-out keys (the moved events' facts, as the upserts keyed them) whose count came to 0
 * (one statement).
 */
const DELETE_EMPTIED = sql`
  with keys as (
    select distinct company_id, day, month, cell6, cell4, cell3, product_id, product_group_id, order_country,
      status, geolocation_method, accuracy_band, tags
    from (${factsOf(0, 'verification_moved')}) f
  )${sql.raw(
    ROLLUPS.map((rollup, index) => {
      const columns = periodAndKeyOf(rollup);
      const company = isEveryCompany(rollup)
        ? `t.company_id = ${EVERY_COMPANY_ID}`
        : 't.company_id = k.company_id';
      const deletion = `delete from ${rollup.table} t using keys k
    where t.count = 0 and ${company} and ${columns.map((column) => `t.${column} = k.${column}`).join(' and ')}`;
      return index === ROLLUPS.length - 1
        ? `\n  ${deletion}`
        : `, emptied_${index} as (\n    ${deletion}\n  )`;
    }).join(''),
  )}`;

/** The label keys the move touched, old and new. */
const TOUCHED_LABELS = sql`
  select company_id, label_id from verification_moved where label_id is not null
  union
  select company_id, label_id from verification_moved_labels`;

/**
 * The per-label rollup of the touched labels, recounted from their events (a first or last scan
 * cannot be subtracted): delete, then insert in key order.
 */
const DELETE_TOUCHED_LABEL_COUNTS = sql`
  delete from verification_label_counts t using (${TOUCHED_LABELS}) k
  where t.company_id = k.company_id and t.label_id = k.label_id`;
const RECOUNT_TOUCHED_LABELS = sql`
  insert into verification_label_counts (company_id, label_id, status, spool_id, count, first_at, last_at)
  select e.company_id, e.label_id, e.status, max(e.spool_id), count(*), min(e.scanned_at), max(e.scanned_at)
  from (${TOUCHED_LABELS}) k
  join verification_events e on e.company_id = k.company_id and e.label_id = k.label_id
  group by 1, 2, 3
  order by 1, 2, 3`;

/**
 * In the caller's transaction, after claimQueuedSpools: moves the events of these rolls' labels to
 * what the labels resolve to now and makes the three rollups follow (minus the old contributions,
 * plus the new). Answers how many events moved.
 */
export async function reattributeSpools(tx: Transaction, spoolIds: readonly number[]): Promise<number> {
  if (spoolIds.length === 0) return 0;
  await tx.execute(CREATE_MOVED);
  await tx.execute(CREATE_MOVED_LABELS);
  const spools = arrayLiteral(spoolIds);
  const ranges = await objectRangesOf(tx, spools);
  const labels = await unknownLabelsOf(tx, spools);
  await tx.execute(collectChangedSql(spools, labels, ranges));
  // Row counts for the planner: the delete probes the events' keys when few moved.
  await tx.execute(sql`analyze verification_moved`);
  await tx.execute(DELETE_MOVED);
  const [row] = rowsOf<{ moved: number }>(await tx.execute(MOVE_IN_AND_ROLL));
  const moved = Number(row?.moved ?? 0);
  if (moved === 0) return 0;
  await tx.execute(DELETE_EMPTIED);
  await tx.execute(DELETE_TOUCHED_LABEL_COUNTS);
  await tx.execute(RECOUNT_TOUCHED_LABELS);
  return moved;
}
