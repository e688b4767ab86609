import { type AccuracyStep, accuracyBandsOf, accuracyBoundsOf, nextDay } from '@label-portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { CellRange } from '../verification-box.js';

/** The statistics reads run planned with their values (decision 246). */
export { readWithCustomPlans } from '../../../../db/client.js';

/*
 * The reads of the label-authentication statistics (decisions 256, 257): the statements on the
 * verification tables for the Verifications POST and its download, a file for each kind of read
 * (range plan, counts, map cells, single events, label counts, dimensions, download); this one holds
 * the filters as conditions. Conditions name the company first, so that the tables can become Citus
 * tables distributed by company. Two sources answer the same question: `raw` (verification_events,
 * through the label, object, spool or cell index) and `rollup` (the monthly rollups for the whole
 * months of the range, the day rollups for the partial months at its ends, the tag-set variants
 * only under a tags filter: decision 263); the read plan picks one and its tables (plan-read.ts,
 * decision 314).
 */

export type VerificationSource = 'raw' | 'rollup';

/** The Verifications filters, resolved to the tables' values. A list is null when it filters nothing. */
export type ResolvedVerificationFilters = {
  /** null: every company; [] matches nothing. */
  companyIds: readonly number[] | null;
  /** UTC calendar days, inclusive. */
  dayStart: string;
  dayEnd: string;
  statuses: readonly number[] | null;
  method: 'IP' | 'GPS' | null;
  productGroupIds: readonly number[] | null;
  /** Products of the customer references. */
  productIds: readonly number[] | null;
  orderCountries: readonly string[] | null;
  tags: readonly string[] | null;
  /**
   * The accuracy step (decision 327): the raw events by their accuracy's bounds, the rollups that
   * keep the accuracy band by its bands.
   */
  accuracy: AccuracyStep | null;
  // Raw events only:
  spoolIds: readonly number[] | null;
  labelId: string | null;
  objectId: string | null;
  /**
   * The first and last scan of the label or roll asked (from the per-label counts, decision 269),
   * as constants that prune the events' partitions when the statement is planned; 'none' when
   * nothing of it was scanned; null without a label or roll filter.
   */
  scanSpan: ScanSpan | null;
};

/** A span of scan times (ISO 8601, both ends included), or none at all. */
export type ScanSpan = { first: string; last: string } | 'none';

/**
 * Whether the filters need the raw events (no rollup keeps these dimensions). The accuracy step is
 * kept by the rollups with the accuracy band (decision 327): the read plan sends it to the events
 * only where none of those answers.
 */
export function needsRawEvents(filters: ResolvedVerificationFilters): boolean {
  return filters.spoolIds !== null || filters.labelId !== null || filters.objectId !== null;
}

export function listOf(values: readonly (number | string)[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

export function inList(column: SQL, values: readonly (number | string)[]): SQL {
  return values.length === 0 ? sql`false` : sql`${column} in (${listOf(values)})`;
}

/**
 * The filters as conditions on `alias` (e for the events, r for a rollup), company first. The
 * events' time is their instant in [start day 00:00 UTC, day after the end 00:00 UTC), which is the
 * rollups' UTC day between the two days. An empty list matches nothing.
 */
export function conditionsOf(
  filters: ResolvedVerificationFilters,
  source: VerificationSource,
  alias: string,
  /** The rollup's period column and bounds; null: a table over all time (no time condition). */
  period: { column: 'day' | 'month'; first: string; last: string } | null = {
    column: 'day',
    first: filters.dayStart,
    last: filters.dayEnd,
  },
): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const conditions: SQL[] = [];
  if (filters.companyIds !== null) conditions.push(inList(column('company_id'), filters.companyIds));
  if (source === 'raw') {
    conditions.push(
      sql`${column('scanned_at')} >= ${`${filters.dayStart}T00:00:00Z`}::timestamptz`,
      sql`${column('scanned_at')} < ${`${nextDay(filters.dayEnd)}T00:00:00Z`}::timestamptz`,
    );
  } else if (period !== null) {
    conditions.push(sql`${column(period.column)} between ${period.first}::date and ${period.last}::date`);
  }
  if (filters.statuses !== null) conditions.push(inList(column('status'), filters.statuses));
  if (filters.method !== null) conditions.push(sql`${column('geolocation_method')} = ${filters.method}`);
  if (filters.productGroupIds !== null) {
    conditions.push(inList(column('product_group_id'), filters.productGroupIds));
  }
  if (filters.productIds !== null) conditions.push(inList(column('product_id'), filters.productIds));
  if (filters.orderCountries !== null)
    conditions.push(inList(column('order_country'), filters.orderCountries));
  if (filters.tags !== null) {
    conditions.push(
      filters.tags.length === 0
        ? sql`false`
        : sql`${column('tags')} && array[${listOf(filters.tags)}]::text[]`,
    );
  }
  if (filters.accuracy !== null) {
    if (source === 'raw') {
      const { above, atMost } = accuracyBoundsOf(filters.accuracy);
      if (above !== null) conditions.push(sql`${column('accuracy')} > ${above}`);
      if (atMost !== null) conditions.push(sql`${column('accuracy')} <= ${atMost}`);
    } else {
      conditions.push(inList(column('accuracy_band'), accuracyBandsOf(filters.accuracy)));
    }
  }
  if (source === 'raw') {
    if (filters.spoolIds !== null) conditions.push(inList(column('spool_id'), filters.spoolIds));
    if (filters.labelId !== null) conditions.push(sql`${column('label_id')} = ${filters.labelId}`);
    if (filters.objectId !== null) conditions.push(sql`${column('object_id')} = ${filters.objectId}::bigint`);
    if (filters.scanSpan === 'none') conditions.push(sql`false`);
    else if (filters.scanSpan !== null) {
      conditions.push(
        sql`${column('scanned_at')} >= ${filters.scanSpan.first}::timestamptz`,
        sql`${column('scanned_at')} <= ${filters.scanSpan.last}::timestamptz`,
      );
    }
  } else if (needsRawEvents(filters)) {
    throw new Error('the rollups cannot apply the spool, label or object filters');
  }
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

/** The cell ranges as a condition (a BitmapOr of the cell index's ranges, or a filter of a rollup). */
export function cellRangesCondition(column: SQL, ranges: readonly CellRange[] | null): SQL {
  if (ranges === null) return sql`true`;
  if (ranges.length === 0) return sql`false`;
  return sql`(${sql.join(
    ranges.map(([low, high]) => sql`${column} between ${low}::bigint and ${high}::bigint`),
    sql` or `,
  )})`;
}

/** The epoch microseconds of an event's time, as the verification id writes them. */
export const MICROS = sql`((extract(epoch from e.scanned_at) * 1000000)::bigint)::text`;
