import { HISTOGRAM_DAILY_MAX_DAYS, nextDay, type VerificationQuery } from '@label-portal/contract';
import { ROLLUPS, type Rollup, type RollupGrain } from '../rollups/registry.js';
import { dayBefore, daysBetween, lastDayOf, monthAfter, monthOf } from '../utc-days.js';
import {
  needsRawEvents,
  type ResolvedVerificationFilters,
  type VerificationSource,
} from './verification-filters.repository.js';

/*
 * The read plan of the Verifications POST (decision 314): one pure function decides where an
 * aggregation reads (the raw events, the per-label counts, or which rollups of the registry) and
 * which time ranges each table serves. Derived from the registry's declarations (grain, precision,
 * dimensions, tags, company scope): a rollup added to ROLLUPS is considered by every read it can
 * answer. The repositories take the plan and build the SQL for it; they choose no table.
 */

/** Whether the companies asked have scans in some days outside the filters' range (probed by index). */
export type ScanFacts = {
  /** Scans before the start day / after the end day (the all-time tables need neither). */
  before: boolean;
  after: boolean;
  /** Scans in the start's month before the start / in the end's month after the end. */
  head: boolean;
  tail: boolean;
};

/** The facts a plan needs probed: `outside` (before, after) and `edges` (head, tail). */
export type ScanProbe = 'outside' | 'edges';

/** One table of the plan and the inclusive days or months it serves (null: all time). */
export type PlannedRange =
  | { rollup: Rollup; first: string; last: string }
  | { rollup: Rollup; first: null; last: null };

export type ReadPlan =
  | { source: 'raw'; ranges: readonly [] }
  /** The spool analysis from verification_label_counts (decision 269). */
  | { source: 'label_counts'; ranges: readonly [] }
  | {
      source: 'rollup';
      /** The cell precision read (the asked one), null for a count. */
      precision: number | null;
      /** The all-time range, or whole months, then day ranges (at most two). Empty: nothing to read. */
      ranges: readonly PlannedRange[];
    };

/** The read plan's source as the equivalence tests name it (decision 256). */
export const sourceOfPlan = (plan: ReadPlan): VerificationSource =>
  plan.source === 'raw' ? 'raw' : 'rollup';

/**
 * Whether the per-label counts answer the spool analysis exactly (decision 269): a roll filter with
 * at most companies and statuses besides, and days that hold every scan of the rolls (their span).
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

/** Whether the filters name a product, product group, order country or tag set. */
const hasDimensionFilter = (filters: ResolvedVerificationFilters): boolean =>
  filters.tags !== null ||
  filters.productGroupIds !== null ||
  filters.productIds !== null ||
  filters.orderCountries !== null;

/** What a rollup must keep to answer a read. */
type Need = {
  /** The asked cell precision (a map), or null: a count, which the count rollups answer. */
  precision: number | null;
  tags: boolean;
  /** The five dimensions (a dimension filter, or counts grouped by company, product, country). */
  allDimensions: boolean;
  /** Whether the rows of every company together may answer (no company or dimension filter, a map). */
  everyCompany: boolean;
  /** The accuracy filter is set: only the rollups with the accuracy band answer (decision 327). */
  accuracy: boolean;
  /** Companies are asked (a filter or the supplier's scope). */
  companiesAsked: boolean;
};

function needOf(query: VerificationQuery, filters: ResolvedVerificationFilters): Need {
  const isMap = query.aggregation === 'markers';
  return {
    precision: isMap ? query.precision : null,
    tags: filters.tags !== null,
    allDimensions: !isMap || hasDimensionFilter(filters),
    everyCompany: isMap && filters.companyIds === null && !hasDimensionFilter(filters),
    accuracy: filters.accuracy !== null,
    companiesAsked: filters.companyIds !== null,
  };
}

/** Whether a map cell rollup's cell index leads with the company. */
const leadsWithCompany = (rollup: Rollup): boolean =>
  rollup.precision !== null && Object.values(rollup.indexes).some((columns) => columns[0] === 'company_id');

function answers(rollup: Rollup, need: Need): boolean {
  if (need.precision === null ? rollup.precision !== null : (rollup.precision ?? 0) < need.precision) {
    return false;
  }
  if (need.tags && !rollup.tags) return false;
  if (need.accuracy && !rollup.accuracy) return false;
  // Cells indexed by company first (decisions 278, 327) are read by the companies asked: without
  // them a box reads the whole table (2.4 s at 1,000,000 scans, bench/verification-queries.md).
  if (!need.companiesAsked && leadsWithCompany(rollup)) return false;
  if (need.allDimensions && rollup.dimensions !== 'all') return false;
  return rollup.companies === 'each' || need.everyCompany;
}

/**
 * The rollup of a grain that answers with the fewest rows: without the accuracy band (a read without
 * the accuracy filter never reads the finer rows that keep it, decision 327), then the coarsest cells
 * (the stored precision nearest the asked one), without the tag set, with fewer dimensions, every
 * company together.
 */
function bestOf(grain: RollupGrain, need: Need): Rollup | null {
  const rank = (rollup: Rollup) => [
    rollup.accuracy ? 1 : 0,
    (rollup.precision ?? 0) - (need.precision ?? 0),
    rollup.tags ? 1 : 0,
    rollup.dimensions === 'all' ? 1 : 0,
    rollup.companies === 'every' ? 0 : 1,
  ];
  const candidates = ROLLUPS.filter((rollup) => rollup.grain === grain && answers(rollup, need));
  candidates.sort((a, b) => {
    const [x, y] = [rank(a), rank(b)];
    const at = x.findIndex((value, index) => value !== y[index]);
    return at < 0 ? 0 : (x[at] ?? 0) - (y[at] ?? 0);
  });
  return candidates[0] ?? null;
}

/** Whether the all-time rollup is a candidate: no finer than the monthly one (decisions 263, 276, 278). */
function allTimeCandidate(need: Need): Rollup | null {
  const allTime = bestOf('all', need);
  const monthly = bestOf('month', need);
  if (allTime === null) return null;
  if (monthly === null) return allTime;
  return (allTime.precision ?? 0) <= (monthly.precision ?? 0) ? allTime : null;
}

/** The histogram's interval: days up to HISTOGRAM_DAILY_MAX_DAYS, else months. */
export const histogramIntervalOf = (filters: ResolvedVerificationFilters): 'day' | 'month' =>
  daysBetween(filters.dayStart, filters.dayEnd) <= HISTOGRAM_DAILY_MAX_DAYS ? 'day' : 'month';

/** Before the facts: the raw or per-label source, or the probes a rollup plan needs. */
function preplan(
  query: VerificationQuery,
  filters: ResolvedVerificationFilters,
): { plan: ReadPlan } | { need: Need; probes: ScanProbe[]; wholeMonths: boolean } {
  if (query.aggregation === 'by_spool') {
    return { plan: { source: canCountSpoolFromLabelCounts(filters) ? 'label_counts' : 'raw', ranges: [] } };
  }
  if (needsRawEvents(filters) || (query.aggregation === 'markers' && query.hits === 1)) {
    return { plan: { source: 'raw', ranges: [] } };
  }
  const need = needOf(query, filters);
  if (bestOf('month', need) === null && bestOf('all', need) === null)
    return { plan: { source: 'raw', ranges: [] } };
  const wholeMonths = !(query.aggregation === 'date_histogram' && histogramIntervalOf(filters) === 'day');
  const probes: ScanProbe[] = [];
  if (filters.dayStart <= filters.dayEnd) {
    if (allTimeCandidate(need) !== null) probes.push('outside');
    if (wholeMonths && splitOf(filters).outside.some((days) => days !== null)) probes.push('edges');
  }
  return { need, probes, wholeMonths };
}

/** The facts to probe before planRead (none: planRead needs no facts). */
export function probesOf(query: VerificationQuery, filters: ResolvedVerificationFilters): ScanProbe[] {
  const pre = preplan(query, filters);
  return 'plan' in pre ? [] : pre.probes;
}

/** The days of the first and last month outside the range (null: the range starts or ends the month). */
function splitOf(filters: ResolvedVerificationFilters): {
  outside: [[string, string] | null, [string, string] | null];
} {
  const start = filters.dayStart;
  const end = filters.dayEnd;
  const firstMonth = monthOf(start);
  return {
    outside: [
      start === firstMonth ? null : [firstMonth, dayBefore(start)],
      end === lastDayOf(end) ? null : [nextDay(end), lastDayOf(end)],
    ],
  };
}

/** The spans the `edges` probe asks about: [head, tail] (null: nothing to ask). */
export const edgeSpansOf = (filters: ResolvedVerificationFilters) => splitOf(filters).outside;

/**
 * Splits the filters' date range into whole months and partial months (decision 263). A partial
 * month at an end counts as whole when the companies asked have no scan in its days outside the
 * range (`facts`: head, tail). `wholeMonths` false reads every day from the day tables (the
 * histogram by day). A start after the end reads nothing.
 */
export function splitRange(
  filters: ResolvedVerificationFilters,
  facts: Pick<ScanFacts, 'head' | 'tail'>,
  wholeMonths = true,
): { months: readonly [string, string] | null; days: readonly (readonly [string, string])[] } {
  const start = filters.dayStart;
  const end = filters.dayEnd;
  if (start > end) return { months: null, days: [] };
  if (!wholeMonths) return { months: null, days: [[start, end]] };
  const firstMonth = monthOf(start);
  const lastMonth = monthOf(end);
  const [headOutside, tailOutside] = splitOf(filters).outside;
  const headWhole = headOutside === null || !facts.head;
  const tailWhole = tailOutside === null || !facts.tail;
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

/** No scan outside the range: the facts when none was probed. */
const NO_FACTS: ScanFacts = { before: true, after: true, head: true, tail: true };

/**
 * The read plan (decision 314), pure: `facts` are the probes probesOf asked (unprobed ones count as
 * "there are scans", which never reads a table that would miss some). The raw events when a filter
 * the rollups do not keep is set (label, object, spool), for single hits and when no rollup keeps the
 * asked precision, or the accuracy band with what else is asked (decision 327: maps with at most
 * companies, statuses and the method besides; counts, rankings and dimension filters read the events); the per-label counts for the spool analysis when they answer exactly;
 * else the registry's rollups: the all-time table when the range holds every scan of the companies
 * asked and it is no finer than the monthly one, else whole months from the best monthly table and
 * the partial months from the best day table.
 */
export function planRead(
  query: VerificationQuery,
  filters: ResolvedVerificationFilters,
  facts: Partial<ScanFacts> = {},
): ReadPlan {
  const pre = preplan(query, filters);
  if ('plan' in pre) return pre.plan;
  const known = { ...NO_FACTS, ...facts };
  const { need, wholeMonths } = pre;
  const precision = need.precision;
  if (filters.dayStart > filters.dayEnd) return { source: 'rollup', precision, ranges: [] };
  const allTime = allTimeCandidate(need);
  if (allTime !== null && !known.before && !known.after) {
    return { source: 'rollup', precision, ranges: [{ rollup: allTime, first: null, last: null }] };
  }
  const split = splitRange(filters, known, wholeMonths);
  const monthly = bestOf('month', need);
  const daily = bestOf('day', need);
  if ((split.months && monthly === null) || (split.days.length > 0 && daily === null)) {
    return { source: 'raw', ranges: [] };
  }
  const ranges: PlannedRange[] = [];
  if (split.months && monthly)
    ranges.push({ rollup: monthly, first: split.months[0], last: split.months[1] });
  for (const [first, last] of split.days) if (daily) ranges.push({ rollup: daily, first, last });
  return { source: 'rollup', precision, ranges };
}
