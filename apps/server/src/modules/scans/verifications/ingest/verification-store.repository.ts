import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type postgres from 'postgres';
import type { DatabaseHandle, Executor, Transaction } from '../../../../db/client.js';
import { rowsOf } from '../../../../db/raw-rows.js';
import {
  ATTRIBUTION_LOCK,
  EVENT_COLUMNS,
  factsOf,
  RETURNED_FOR_ROLLUPS,
  ROLL_UP,
  resolvedEventsOf,
} from '../rollups/verification-rollups.repository.js';
import { monthAfter } from '../utc-days.js';
import type { StagedEvent } from './verification-batch.js';
import { copyLineOf, jsonRecordOf, STAGING_COLUMNS, STAGING_TYPES } from './verification-copy.js';

/**
 * The analytics store of label authentications (decisions 250-252): ingest's statements (the
 * resolution and the rollups it shares with re-attribution are in verification-rollups), each keyed
 * by company first, so that the tables can become Citus tables distributed by company without a
 * change here.
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
  /**
   * A bulk load (the large data set of the benchmarks, an import of past scans): stores the events
   * as storeEvents does but adds them to no rollup; rollUpLoadedMonth adds each month afterwards,
   * one grouped statement per month instead of one per batch. Nothing may read the rollups between
   * the two, and each load is rolled up once.
   */
  loadEvents: (tx: Transaction, events: readonly StagedEvent[]) => Promise<number>;
};

/**
 * Adds the events of one bulk load (loadEvents: their ids start with `eventIdPrefix`) of one UTC
 * month (yyyy-MM-01) to every rollup and the per-label counts: the same upserts as ingest, from the
 * month's partition at once.
 */
export async function rollUpLoadedMonth(tx: Executor, month: string, eventIdPrefix: string): Promise<void> {
  if (!/^\d{4}-\d{2}-01$/.test(month)) throw new Error(`not a month: ${month}`);
  if (!/^[\w-]+$/.test(eventIdPrefix)) throw new Error(`not an event id prefix: ${eventIdPrefix}`);
  const from = `${month}T00:00:00Z`;
  const to = `${monthAfter(month, 1)}T00:00:00Z`;
  await tx.execute(sql`
    with facts as (${factsOf(
      1,
      `(select * from verification_events
        where scanned_at >= '${from}'::timestamptz and scanned_at < '${to}'::timestamptz
          and left(event_id, ${eventIdPrefix.length}) = '${eventIdPrefix}') loaded`,
    )}),
    ${ROLL_UP},
    ${LABEL_COUNTS_UP}
    select 1`);
}

async function ensureMonths(db: Executor, months: readonly string[]): Promise<void> {
  if (months.length === 0) return;
  await db.execute(sql`
    select verification_events_ensure_month(value::date)
    from json_array_elements_text(${JSON.stringify(months)}::json)`);
}

/** One staging table per connection, emptied at every commit or rollback. */
const CREATE_STAGING = sql.raw(`
  create temp table if not exists verification_staging (
    ${STAGING_COLUMNS.map((column) => `${column} ${STAGING_TYPES[column]}`).join(',\n    ')}
  ) on commit delete rows`);

/** The staging columns by name, in COPY order. */
const STAGING_LIST = sql.raw(STAGING_COLUMNS.join(', '));

/** The JSON record set's column definitions: the staging types without their constraints. */
const RECORD_TYPES = sql.raw(
  STAGING_COLUMNS.map((column) => `${column} ${STAGING_TYPES[column].replace(' not null', '')}`).join(', '),
);

/** The postgres.js transaction under a Drizzle one (COPY is not part of Drizzle's API). */
function copyClientOf(tx: Transaction): postgres.Sql {
  return (tx as unknown as { session: { client: postgres.Sql } }).session.client;
}

/** PostgreSQL: COPY … FROM STDIN in text format, in lines grouped into chunks of about 64 KiB. */
async function stageByCopy(tx: Transaction, events: readonly StagedEvent[]): Promise<void> {
  const client = copyClientOf(tx);
  // The columns of STAGING_COLUMNS, in their order (copyLineOf writes them so).
  const writable = await client
    .unsafe(`copy verification_staging (${STAGING_COLUMNS.join(', ')}) from stdin`)
    .writable();
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
    insert into verification_staging (${STAGING_LIST})
    select ${STAGING_LIST}
    from json_to_recordset(${JSON.stringify(events.map(jsonRecordOf))}::json) as x(${RECORD_TYPES})`);
}

/** Adds the facts (CTE `facts`) to the per-label counts (decision 269), in key order. */
const LABEL_COUNTS_UP = sql`per_label as (
    insert into verification_label_counts as t (company_id, label_id, status, spool_id, count, first_at, last_at)
    select company_id, label_id, status, max(spool_id), count(*), min(scanned_at), max(scanned_at)
    from facts
    where label_id is not null
    group by 1, 2, 3
    order by 1, 2, 3
    on conflict (company_id, label_id, status)
    do update set count = t.count + excluded.count, first_at = least(t.first_at, excluded.first_at),
      last_at = greatest(t.last_at, excluded.last_at), spool_id = coalesce(excluded.spool_id, t.spool_id)
  )`;

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
  ${LABEL_COUNTS_UP}
  select count(*)::int as inserted from inserted`;

/** The events of the staging table without their rollups (a bulk load, loadEvents). */
const INSERT_ONLY = sql`
  with inserted as (
    insert into verification_events (${EVENT_COLUMNS})
    ${resolvedEventsOf('s', 'verification_staging')}
    on conflict do nothing
    returning 1
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
    loadEvents: async (tx, events) => {
      if (events.length === 0) return 0;
      await tx.execute(sql`select pg_advisory_xact_lock_shared(${ATTRIBUTION_LOCK})`);
      await tx.execute(CREATE_STAGING);
      await stage(tx, events);
      const [row] = rowsOf<{ inserted: number }>(await tx.execute(INSERT_ONLY));
      return Number(row?.inserted ?? 0);
    },
  };
}

/** The store of the database's driver: COPY on PostgreSQL, JSON on PGlite. */
export function createVerificationStore(kind: DatabaseHandle['kind']): VerificationStore {
  return createStore(kind === 'postgres' ? stageByCopy : stageByJson);
}
