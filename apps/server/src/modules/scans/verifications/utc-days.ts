import { nextDay } from '@label-portal/contract';

/*
 * UTC calendar days as yyyy-MM-dd text: the statistics' ranges, months and windows. The day after
 * one is the contract's nextDay.
 */

/** The first day (yyyy-MM-01) of a day's UTC month. */
export function monthOf(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The first day of the month `offset` months after the month of `day`. */
export function monthAfter(day: string, offset: number): string {
  const date = new Date(`${monthOf(day)}T00:00:00.000Z`);
  date.setUTCMonth(date.getUTCMonth() + offset);
  return date.toISOString().slice(0, 10);
}

/** The last day of a day's month. */
export function lastDayOf(day: string): string {
  const date = new Date(`${monthAfter(day, 1)}T00:00:00.000Z`);
  date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/**
 * Every day from `first` to `last` (a partial month, at most 31): as a list, each day is one
 * descent of the (day, cell6) index per cell range instead of a scan of every day's entries.
 */
export function daysOf(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = nextDay(day)) days.push(day);
  return days;
}

/** The day before a yyyy-MM-dd day. */
export function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** Today as a UTC calendar day (the events' days). */
export function utcToday(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The days from `start` to `end`, both included. */
export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Every period (day or month) of the range, in order. */
export function periodsOf(start: string, end: string, interval: 'day' | 'month'): string[] {
  const periods: string[] = [];
  const date = new Date(`${start}T00:00:00Z`);
  if (interval === 'month') date.setUTCDate(1);
  const last = interval === 'day' ? end : end.slice(0, 7);
  for (;;) {
    const period = interval === 'day' ? date.toISOString().slice(0, 10) : date.toISOString().slice(0, 7);
    if (period > last) return periods;
    periods.push(period);
    if (interval === 'day') date.setUTCDate(date.getUTCDate() + 1);
    else date.setUTCMonth(date.getUTCMonth() + 1);
  }
}
