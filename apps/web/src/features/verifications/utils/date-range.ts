import {
  isIsoCalendarDate,
  MESSAGE,
  STATISTICS_MAX_DATE,
  STATISTICS_MIN_DATE,
  VERIFICATION_DEFAULT_START,
} from '@label-portal/contract';

/** A day range of the verification screens (yyyy-MM-dd, UTC calendar days as the server counts them). */
export type DayRange = { date_start: string; date_end: string };

/** Today as a UTC calendar day. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The default range of the authentications, scan analysis and spool analysis: 2018-01-01 to today. */
export function defaultDayRange(now: Date = new Date()): DayRange {
  return { date_start: VERIFICATION_DEFAULT_START, date_end: todayUtc(now) };
}

/**
 * The range's problems as message keys of the contract's catalogue, per field (statistics.md
 * section 5): a day from 2017-01-01 to 2099-12-31 (decision 281), the end not before the start.
 */
export function dayRangeProblems(range: DayRange): Partial<Record<keyof DayRange, string>> {
  const problems: Partial<Record<keyof DayRange, string>> = {};
  for (const key of ['date_start', 'date_end'] as const) {
    const value = range[key];
    if (value === '') continue;
    if (!isIsoCalendarDate(value)) problems[key] = MESSAGE.invalid;
    else if (value < STATISTICS_MIN_DATE) problems[key] = MESSAGE.minDate;
    else if (value > STATISTICS_MAX_DATE) problems[key] = MESSAGE.maxDate;
  }
  if (!problems.date_start && !problems.date_end && range.date_start && range.date_end) {
    if (range.date_end < range.date_start) problems.date_end = MESSAGE.dateRangeReversed;
  }
  return problems;
}
