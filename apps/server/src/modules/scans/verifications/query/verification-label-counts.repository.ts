import { sql } from 'drizzle-orm';
import type { Executor } from '../../../../db/client.js';
import { rowsOf } from '../../../../db/raw-rows.js';
import { utcIsoText } from '../../../../db/sql-time.js';
import type { ReadPlan } from './plan-read.js';
import { conditionsOf, inList, type ResolvedVerificationFilters } from './verification-filters.repository.js';

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
 * Counts per label and status with the first and last scan (the spool analysis): from the per-label
 * counts when the plan says so (canCountSpoolFromLabelCounts), else from the raw events by spool.
 */
export async function countByLabel(
  db: Executor,
  filters: ResolvedVerificationFilters,
  plan: ReadPlan,
): Promise<SpoolLabelCount[]> {
  if (plan.source === 'label_counts') {
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
