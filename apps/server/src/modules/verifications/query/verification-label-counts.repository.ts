import { nextDay } from '@label-portal/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { rowsOf } from '../../../db/raw-rows.js';
import { utcIsoText } from '../../../db/sql-time.js';
import {
  conditionsOf,
  inList,
  type ResolvedVerificationFilters,
  type VerificationSource,
} from './verification-filters.repository.js';

export type SpoolLabelCount = { labelId: string; status: number; count: number; firstAt: Date; lastAt: Date };

type LabelCountRow = {
  label_id: string;
  status: number;
  count: string | number;
  first_at: string;
  last_at: string;
};

function toSpoolLabelCounts(rows: LabelCountRow[]): SpoolLabelCount[] {
  return rows.map((row) => ({
    labelId: row.label_id,
    status: Number(row.status),
    count: Number(row.count),
    firstAt: new Date(row.first_at),
    lastAt: new Date(row.last_at),
  }));
}

/**
 * Whether the per-label counts answer the spool analysis exactly (decision 269): a roll filter with
 * at most companies and statuses besides, and days that hold every scan of the rolls (their span).
 * The per-label counts keep count, first and last scan per company, label and status, with the
 * label's roll; ingest adds to them and the re-attribution recomputes the labels it moves.
 */
export function canCountSpoolFromLabelCounts(filters: ResolvedVerificationFilters): boolean {
  const span = filters.scanSpan;
  if (filters.spoolIds === null || span === null || span === 'none') return false;
  const hasOtherFilter =
    filters.method !== null ||
    filters.productGroupIds !== null ||
    filters.productIds !== null ||
    filters.orderCountries !== null ||
    filters.tags !== null ||
    filters.accuracy !== null ||
    filters.labelId !== null ||
    filters.objectId !== null;
  // Both sides in the same ISO form with six decimals: compared as text they compare as times.
  return (
    !hasOtherFilter &&
    `${filters.dayStart}T00:00:00.000000Z` <= span.first &&
    span.last < `${nextDay(filters.dayEnd)}T00:00:00.000000Z`
  );
}

/**
 * Counts per label and status with the first and last scan (the spool analysis): from the per-label
 * counts when `canCountSpoolFromLabelCounts`, else from the raw events by spool.
 */
export async function countByLabel(
  db: Executor,
  filters: ResolvedVerificationFilters,
  source: VerificationSource,
): Promise<SpoolLabelCount[]> {
  if (source === 'rollup' && canCountSpoolFromLabelCounts(filters)) {
    const conditions = [inList(sql`spool_id`, filters.spoolIds ?? [])];
    if (filters.companyIds !== null) conditions.push(inList(sql`company_id`, filters.companyIds));
    if (filters.statuses !== null) conditions.push(inList(sql`status`, filters.statuses));
    return toSpoolLabelCounts(
      rowsOf<LabelCountRow>(
        await db.execute(sql`select label_id, status, sum(count)::bigint as count,
            ${utcIsoText(sql`min(first_at)`)} as first_at,
            ${utcIsoText(sql`max(last_at)`)} as last_at
          from verification_label_counts where ${sql.join(conditions, sql` and `)}
          group by 1, 2 order by 1, 2`),
      ),
    );
  }
  return toSpoolLabelCounts(
    rowsOf<LabelCountRow>(
      await db.execute(sql`select e.label_id, e.status, count(*)::bigint as count,
          ${utcIsoText(sql`min(e.scanned_at)`)} as first_at,
          ${utcIsoText(sql`max(e.scanned_at)`)} as last_at
        from verification_events e where ${conditionsOf(filters, 'raw', 'e')} and e.label_id is not null
        group by 1, 2 order by 1, 2`),
    ),
  );
}
