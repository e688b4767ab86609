import { nextDay } from '@label-portal/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { rowsOf } from '../../../db/raw-rows.js';
import { dayBefore, lastDayOf, monthAfter, monthOf } from '../utc-days.js';
import { inList, type ResolvedVerificationFilters } from './verification-filters.repository.js';

/**
 * Where the rollups read a date range (decision 263): whole UTC months from the monthly tables, the
 * partial months at the ends from the day tables. `months` are first days, inclusive (null: none);
 * `days` inclusive ranges, at most two.
 */
export type RollupRange = {
  months: readonly [string, string] | null;
  days: readonly (readonly [string, string])[];
};

/**
 * Splits the filters' date range into whole months and partial months (decision 263). A partial
 * month at an end counts as whole when the companies asked have no scan in its days outside the
 * range (date_end = today, a start before the data's first day in that month): one probe of the
 * day rollup's index for both ends, in one statement. `wholeMonths` false reads every day from
 * the day tables (the histogram by day). A start after the end reads nothing.
 */
export async function planRollupRange(
  db: Executor,
  filters: ResolvedVerificationFilters,
  wholeMonths = true,
): Promise<RollupRange> {
  const start = filters.dayStart;
  const end = filters.dayEnd;
  // A start after the end (a future start with the default end, today): no day at all.
  if (start > end) return { months: null, days: [] };
  if (!wholeMonths) return { months: null, days: [[start, end]] };
  const firstMonth = monthOf(start);
  const lastMonth = monthOf(end);
  const headOutside: [string, string] | null = start === firstMonth ? null : [firstMonth, dayBefore(start)];
  const tailOutside: [string, string] | null = end === lastDayOf(end) ? null : [nextDay(end), lastDayOf(end)];
  const companies = filters.companyIds === null ? sql`true` : inList(sql`d.company_id`, filters.companyIds);
  const probe = (days: [string, string] | null) =>
    days === null
      ? sql`false`
      : sql`exists (select 1 from verification_days d
          where ${companies} and d.day between ${days[0]}::date and ${days[1]}::date)`;
  let headWhole = headOutside === null;
  let tailWhole = tailOutside === null;
  if (!headWhole || !tailWhole) {
    const [row] = rowsOf<{ head: boolean; tail: boolean }>(
      await db.execute(sql`select ${probe(headOutside)} as head, ${probe(tailOutside)} as tail`),
    );
    headWhole = headOutside === null || row?.head === false;
    tailWhole = tailOutside === null || row?.tail === false;
  }
  if (firstMonth === lastMonth) {
    return headWhole && tailWhole
      ? { months: [firstMonth, firstMonth], days: [] }
      : { months: null, days: [[start, end]] };
  }
  const days: [string, string][] = [];
  if (!headWhole) days.push([start, lastDayOf(start)]);
  if (!tailWhole) days.push([lastMonth, end]);
  const from = headWhole ? firstMonth : monthAfter(start, 1);
  const to = tailWhole ? lastMonth : monthAfter(end, -1);
  return { months: from <= to ? [from, to] : null, days };
}

/**
 * Whether the filters' days hold every scan of the companies asked (none before the first day, none
 * after the last): then the all-time cells (verification_cells3) answer exactly, whatever months
 * the range cuts. Two probes of a day rollup's index; the default range (from 2018 to today) holds
 * every scan, however far into the current month.
 */
export async function holdsEveryScan(db: Executor, filters: ResolvedVerificationFilters): Promise<boolean> {
  const companies = filters.companyIds === null ? sql`true` : inList(sql`d.company_id`, filters.companyIds);
  const [row] = rowsOf<{ outside: boolean }>(
    await db.execute(sql`select exists (select 1 from verification_days d
        where ${companies} and d.day < ${filters.dayStart}::date)
      or exists (select 1 from verification_days d
        where ${companies} and d.day > ${filters.dayEnd}::date) as outside`),
  );
  return row?.outside === false;
}
