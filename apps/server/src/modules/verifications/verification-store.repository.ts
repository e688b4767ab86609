import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type SQL, sql } from 'drizzle-orm';
import type postgres from 'postgres';
import type { DatabaseHandle, Executor, Transaction } from '../../db/client.js';
import { EVERY_COMPANY_ID } from '../../db/schema/verifications.js';
import type { StagedEvent } from './verification-batch.js';
import { copyLineOf, jsonRecordOf, STAGING_COLUMNS } from './verification-copy.js';

/**
 * The analytics store of label authentications (decisions 250-252): every SQL statement on the
 * verification tables lives here (the query calls of issue 14 add theirs), each keyed by company
 * first, so that the tables can become Citus tables distributed by company without a change here.
 * Two drivers, one interface: the batch reaches the staging table by COPY on PostgreSQL and by
 * json_to_recordset on PGlite; everything after that is the same SQL.
 */
export type VerificationStore = {
  /** Makes the monthly partitions of these months (yyyy-MM-01) if missing; its own short transaction. */
  ensureMonths: (db: Executor, months: readonly string[]) => Promise<void>;
  /**
   * In the caller's transaction: stages the events, inserts the new ones (a re-sent event id is
   * ignored) with what their labels resolve to, adds the inserted ones to every rollup, and answers
   * how many were inserted.
   */
  storeEvents: (tx: Transaction, events: readonly StagedEvent[]) => Promise<number>;
};

/** Rows of a raw statement, whichever driver answered. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

async function ensureMonths(db: Executor, months: readonly string[]): Promise<void> {
  if (months.length === 0) return;
  await db.execute(sql`
    select verification_events_ensure_month(value::date)
    from json_array_elements_text(${JSON.stringify(months)}::json)`);
}

/** One staging table per connection, emptied at every commit or rollback. */
const CREATE_STAGING = sql`
  create temp table if not exists verification_staging (
    event_id text not null,
    scanned_at timestamptz not null,
    label_id text,
    object_id bigint,
    status smallint not null,
    verification_count integer not null,
    client_type text,
    agent text,
    agent_version text,
    lat double precision not null,
    lon double precision not null,
    accuracy double precision not null,
    geolocation_method text not null,
    cell bigint not null,
    tags text[] not null
  ) on commit delete rows`;

/** The postgres.js transaction under a Drizzle one (COPY is not part of Drizzle's API). */
function copyClientOf(tx: Transaction): postgres.Sql {
  return (tx as unknown as { session: { client: postgres.Sql } }).session.client;
}

/** PostgreSQL: COPY … FROM STDIN in text format, in lines grouped into chunks of about 64 KiB. */
async function stageByCopy(tx: Transaction, events: readonly StagedEvent[]): Promise<void> {
  const client = copyClientOf(tx);
  // The columns of STAGING_COLUMNS, in their order (copyLineOf writes them so).
  const writable = await client`
    copy verification_staging (event_id, scanned_at, label_id, object_id, status, verification_count,
      client_type, agent, agent_version, lat, lon, accuracy, geolocation_method, cell, tags)
    from stdin`.writable();
  function* chunks() {
    let chunk = '';
    for (const event of events) {
      chunk += copyLineOf(event);
      if (chunk.length >= 65_536) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  await pipeline(Readable.from(chunks()), writable);
}

/** PGlite: the batch as one JSON parameter read by json_to_recordset (PGlite has no COPY stream). */
async function stageByJson(tx: Transaction, events: readonly StagedEvent[]): Promise<void> {
  await tx.execute(sql`
    insert into verification_staging (${sql.raw(STAGING_COLUMNS.join(', '))})
    select ${sql.raw(STAGING_COLUMNS.join(', '))}
    from json_to_recordset(${JSON.stringify(events.map(jsonRecordOf))}::json) as x(
      event_id text, scanned_at timestamptz, label_id text, object_id bigint, status smallint,
      verification_count integer, client_type text, agent text, agent_version text,
      lat double precision, lon double precision, accuracy double precision,
      geolocation_method text, cell bigint, tags text[])`);
}

/**
 * The lock between ingest and re-attribution (decision 248): every ingest transaction holds it
 * shared, a re-attribution exclusive, so a re-attribution sees every event whose batch could have
 * resolved its labels the old way, and a batch waiting behind it reads the moved state.
 */
const ATTRIBUTION_LOCK = sql`hashtext('verification_attribution')::bigint`;

/**
 * What an event's label id (else its object id) resolves to, for the row `source` (a table alias
 * with label_id and object_id): the label `l`, its roll `sp`, product `p`, position `op` and order
 * `o`. A label whose roll is queued for re-attribution resolves as unknown, as the events already
 * stored for it are until the roll's job has moved them (decision 248). Ingest and re-attribution
 * share it, so a re-sent event resolves to the key its stored copy has.
 */
function resolutionOf(source: string) {
  const s = sql.raw(source);
  return sql`
    left join labels by_label on by_label.label_id = ${s}.label_id
      and by_label.spool_id not in (select q.spool_id from verification_reattributions q)
    left join labels by_object on by_label.label_id is null and by_object.object_id = ${s}.object_id
      and by_object.spool_id not in (select q.spool_id from verification_reattributions q)
    cross join lateral (
      select coalesce(by_label.label_id, by_object.label_id) as label_id,
        coalesce(by_label.object_id, by_object.object_id) as object_id,
        coalesce(by_label.spool_id, by_object.spool_id) as spool_id
    ) l
    left join spools sp on sp.id = l.spool_id
    left join products p on p.id = sp.product_id
    left join order_positions op on op.id = sp.order_position_id
    left join orders o on o.id = op.order_id`;
}

/** The attribution columns of an event resolved by resolutionOf, in the events table's order. */
const RESOLVED_COLUMNS = (source: string) => {
  const s = sql.raw(source);
  return {
    company: sql`coalesce(sp.company_id, 0)`,
    labelId: sql`coalesce(l.label_id, ${s}.label_id)`,
    objectId: sql`coalesce(l.object_id, ${s}.object_id)`,
    dimensions: sql`sp.id, o.id, p.id, p.product_group_id, p.customer_reference,
      nullif(o.delivery_address ->> 'country_code', '')`,
  };
};

/** The event columns an insert names, in the order of the selects below. */
const EVENT_COLUMNS = sql`company_id, event_id, scanned_at, label_id, object_id, status, verification_count,
  client_type, agent, agent_version, lat, lon, accuracy, geolocation_method, cell, tags,
  spool_id, order_id, product_id, product_group_id, customer_reference, order_country`;

/** The resolved copy of the rows of `source` (staging or moved events), for an insert. */
function resolvedEventsOf(source: string, table: string) {
  const s = sql.raw(source);
  const r = RESOLVED_COLUMNS(source);
  return sql`
    select ${r.company}, ${s}.event_id, ${s}.scanned_at, ${r.labelId}, ${r.objectId}, ${s}.status,
      ${s}.verification_count, ${s}.client_type, ${s}.agent, ${s}.agent_version, ${s}.lat, ${s}.lon,
      ${s}.accuracy, ${s}.geolocation_method, ${s}.cell, ${s}.tags, ${r.dimensions}
    from ${sql.raw(table)} ${s}
    ${resolutionOf(source)}
    order by 1, 2, 3`;
}

/** The columns an inserted event feeds the rollups with. */
const RETURNED_FOR_ROLLUPS = sql`company_id, event_id, scanned_at, label_id, status, lat, lon, geolocation_method, cell, tags,
  spool_id, product_id, product_group_id, order_country`;

/** Rollup facts of event rows (`sign` +1 for added, -1 for removed events). */
function factsOf(sign: number, table: string) {
  return sql`
    select ${sql.raw(String(sign))}::int as sign, company_id, (scanned_at at time zone 'UTC')::date as day,
      date_trunc('month', scanned_at at time zone 'UTC')::date as month,
      coalesce(product_id, 0) as product_id, coalesce(product_group_id, 0) as product_group_id,
      coalesce(order_country, '') as order_country, status, geolocation_method, tags, cell >> 15 as cell6,
      cell >> 25 as cell4, cell >> 30 as cell3,
      date_trunc('month', scanned_at at time zone 'UTC')::date - date '1970-01-01' as month_days, scanned_at, label_id, spool_id, round(lat * 1e6)::bigint as lat_e6,
      round(lon * 1e6)::bigint as lon_e6, event_id
    from ${sql.raw(table)}`;
}

/** The dimensions every count rollup keys by after its company and period. */
const DIMENSIONS = 'product_id, product_group_id, order_country, status, geolocation_method';

/**
 * The rollups fed from signed facts (decisions 251, 263): table, key columns after the company and
 * period, whether it keeps the position sums. The period is `day`, `month` or none (all time).
 */
const ROLLUPS = [
  { table: 'verification_daily', period: 'day', key: `${DIMENSIONS}, tags`, sums: false },
  { table: 'verification_cells', period: 'day', key: `cell6, ${DIMENSIONS}, tags`, sums: true },
  { table: 'verification_days', period: 'day', key: DIMENSIONS, sums: false },
  { table: 'verification_months', period: 'month', key: DIMENSIONS, sums: false },
  { table: 'verification_month_tags', period: 'month', key: `${DIMENSIONS}, tags`, sums: false },
  { table: 'verification_month_cells', period: 'month', key: `cell6, ${DIMENSIONS}, tags`, sums: true },
  { table: 'verification_month_cells4', period: 'month', key: `cell4, ${DIMENSIONS}`, sums: true },
  { table: 'verification_month_tag_cells4', period: 'month', key: `cell4, ${DIMENSIONS}, tags`, sums: true },
  // With the sum of the scans' months (days since 1970): the month of a cell's one scan.
  { table: 'verification_cells3', period: null, key: `cell3, ${DIMENSIONS}`, sums: true, monthDays: true },
  {
    table: 'verification_tag_cells3',
    period: null,
    key: `cell3, ${DIMENSIONS}, tags`,
    sums: true,
    monthDays: true,
  },
  // Every company together (decision 273): its rows' company is EVERY_COMPANY_ID.
  {
    table: 'verification_month_world_cells3',
    period: 'month',
    key: 'cell3, status, geolocation_method',
    sums: true,
    everyCompany: true,
  },
  // Every company together per day at precision 3 (decision 277): the partial months of 273's maps.
  {
    table: 'verification_day_world_cells3',
    period: 'day',
    key: 'cell3, status, geolocation_method',
    sums: true,
    everyCompany: true,
  },
  // Every company together over all time at precision 6 (decision 276), with the key of a row's one
  // scan and the scan's company.
  {
    table: 'verification_world_cells6',
    period: null,
    key: 'cell6, status, geolocation_method',
    sums: true,
    monthDays: true,
    everyCompany: true,
    singleCompany: true,
  },
  // Per company over all time at precision 6 (decision 278): a supplier's map, a map of companies.
  {
    table: 'verification_company_cells6',
    period: null,
    key: 'cell6, status, geolocation_method',
    sums: true,
    monthDays: true,
  },
] as const;

type Rollup = (typeof ROLLUPS)[number];

/** Whether a rollup counts every company's scans together (decision 273). */
const isEveryCompany = (rollup: Rollup) => 'everyCompany' in rollup;

/** Whether a rollup of every company keeps the company of a row's one scan too (decision 276). */
const hasSingleCompany = (rollup: Rollup) => 'singleCompany' in rollup;

/**
 * Whether a rollup keeps the key of a row's one scan (decision 272): the map cells of one company,
 * and those of every company that keep the scan's company with it.
 */
const hasSingleScan = (rollup: Rollup) =>
  rollup.sums && (!isEveryCompany(rollup) || hasSingleCompany(rollup));

/**
 * The upsert of one rollup from the signed facts, grouped, in key order; a key whose signs cancel is
 * left alone. A map cell rollup (`sums`) also keeps the key of a row's one scan (decision 272): a
 * new row of one scan takes it; any change to a row already there clears it, so a row of count 1
 * keeps a key only while its one scan is the scan that made it (a new row has no removed facts: a
 * removed scan was counted in a row that is there). A cell row whose scans were removed and added in
 * equal numbers is updated too (its counts unchanged, its key cleared): its one scan may be another.
 */
function upsertOf(rollup: Rollup): SQL {
  const key = ['company_id', rollup.period, rollup.key].filter(Boolean).join(', ');
  const selected = isEveryCompany(rollup) ? key.replace('company_id', `${EVERY_COMPANY_ID}`) : key;
  const width = key.split(',').length;
  const groups = Array.from({ length: width }, (_, index) => index + 1).join(', ');
  const monthDays = 'monthDays' in rollup;
  const single = hasSingleScan(rollup);
  const singleCompany = hasSingleCompany(rollup);
  const sums =
    (rollup.sums ? ', sum(sign * lat_e6), sum(sign * lon_e6)' : '') +
    (single
      ? ', case when count(*) = 1 and min(sign) > 0 then min(scanned_at) end,' +
        ' case when count(*) = 1 and min(sign) > 0 then min(event_id) end'
      : '') +
    (singleCompany ? ', case when count(*) = 1 and min(sign) > 0 then min(company_id) end' : '') +
    (monthDays ? ', sum(sign * month_days)' : '');
  const sumColumns =
    (rollup.sums ? ', sum_lat_e6, sum_lon_e6' : '') +
    (single ? ', single_at, single_event_id' : '') +
    (singleCompany ? ', single_company_id' : '') +
    (monthDays ? ', sum_month_days' : '');
  const sumUpdates =
    (rollup.sums
      ? ', sum_lat_e6 = t.sum_lat_e6 + excluded.sum_lat_e6, sum_lon_e6 = t.sum_lon_e6 + excluded.sum_lon_e6'
      : '') +
    (single ? ', single_at = null, single_event_id = null' : '') +
    (singleCompany ? ', single_company_id = null' : '') +
    (monthDays ? ', sum_month_days = t.sum_month_days + excluded.sum_month_days' : '');
  return sql.raw(`${rollup.table.replace(/^verification_/, 'up_')} as (
    insert into ${rollup.table} as t (${key}, count${sumColumns})
    select ${selected}, sum(sign)${sums}
    from facts
    group by ${groups}
    having sum(sign) <> 0${single ? ' or min(sign) < 0' : ''}
    order by ${groups}
    on conflict (${key})
    do update set count = t.count + excluded.count${sumUpdates}
  )`);
}

/**
 * Adds the signed facts (CTE `facts`) to every day, month and cell rollup, each grouped and in key
 * order (two transactions lock rollup rows in the same order, so side by side they wait, never
 * deadlock). A key whose signs cancel out is left alone.
 */
const ROLL_UP = sql.join(ROLLUPS.map(upsertOf), sql`, `);

/**
 * From the staging table: each event tied to its label (by label id, else by object id), roll,
 * product, product group, order and order country; a label nobody knows, or a roll no company owns
 * yet, counts under the unknown company (0). ON CONFLICT DO NOTHING … RETURNING gives only the new
 * events, inserted in key order, and every rollup adds those, grouped and in key order (two batches
 * lock event keys and rollup rows in the same order, so side by side they wait, never deadlock), so
 * a re-sent event changes nothing anywhere. One statement, one round trip.
 */
const INSERT_AND_ROLL_UP = sql`
  with inserted as (
    insert into verification_events (${EVENT_COLUMNS})
    ${resolvedEventsOf('s', 'verification_staging')}
    on conflict do nothing
    returning ${RETURNED_FOR_ROLLUPS}
  ), facts as (${factsOf(1, 'inserted')}),
  ${ROLL_UP},
  per_label as (
    insert into verification_label_counts as t (company_id, label_id, status, spool_id, count, first_at, last_at)
    select company_id, label_id, status, max(spool_id), count(*), min(scanned_at), max(scanned_at)
    from facts
    where label_id is not null
    group by 1, 2, 3
    order by 1, 2, 3
    on conflict (company_id, label_id, status)
    do update set count = t.count + excluded.count, first_at = least(t.first_at, excluded.first_at),
      last_at = greatest(t.last_at, excluded.last_at), spool_id = coalesce(excluded.spool_id, t.spool_id)
  )
  select count(*)::int as inserted from inserted`;

function createStore(
  stage: (tx: Transaction, events: readonly StagedEvent[]) => Promise<void>,
): VerificationStore {
  return {
    ensureMonths,
    storeEvents: async (tx, events) => {
      if (events.length === 0) return 0;
      // Shared with other batches, exclusive against a re-attribution (decision 248).
      await tx.execute(sql`select pg_advisory_xact_lock_shared(${ATTRIBUTION_LOCK})`);
      await tx.execute(CREATE_STAGING);
      // No ANALYZE: a never-analysed table is estimated from its real size at planning time.
      await stage(tx, events);
      const [row] = rowsOf<{ inserted: number }>(await tx.execute(INSERT_AND_ROLL_UP));
      return Number(row?.inserted ?? 0);
    },
  };
}

/** The store of the database's driver: COPY on PostgreSQL, JSON on PGlite. */
export function createVerificationStore(kind: DatabaseHandle['kind']): VerificationStore {
  return createStore(kind === 'postgres' ? stageByCopy : stageByJson);
}

// --- Re-attribution (decision 248) ---------------------------------------------------------------

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
      status, geolocation_method, tags
    from (${factsOf(0, 'verification_moved')}) f
  )${sql.raw(
    ROLLUPS.map((rollup, index) => {
      const columns = [...(rollup.period ? [rollup.period] : []), ...rollup.key.split(', ')];
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
