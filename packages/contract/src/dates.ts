/** Dates of the ordering rules are calendar days in the provider's time zone. */
export const BUSINESS_TIME_ZONE = 'Europe/Paris';

/** Made once: building an Intl formatter costs more than a request's whole date work. */
const businessDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (yyyy-MM-dd) of an instant in the business time zone. */
export function businessDate(instant: Date = new Date()): string {
  return businessDayFormat.format(instant);
}

/** The day after a yyyy-MM-dd date. */
export function nextDay(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The earliest requested shipping date: tomorrow in the business time zone. */
export function earliestShippingDate(now: Date = new Date()): string {
  return nextDay(businessDate(now));
}

/** Whether year, month (1–12) and day name a real calendar day from year 1 on (2027-02-30 does not). */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 1) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A yyyy-MM-dd text naming a real calendar day; Date.parse would roll 2027-02-30 over to March. */
export function isIsoCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  return isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * Whether a day range of a filter is in order: true unless both days are sent, real, and the end
 * comes before the start (a malformed day has its own message, decision 281).
 */
export function isDayRangeInOrder(start: string | undefined, end: string | undefined): boolean {
  return !start || !end || !isIsoCalendarDate(start) || !isIsoCalendarDate(end) || start <= end;
}
