/** Dates of the ordering rules are calendar days in the provider's time zone. */
export const BUSINESS_TIME_ZONE = 'Europe/Paris';

/** The calendar day (yyyy-MM-dd) of an instant in the business time zone. */
export function businessDate(instant: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
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
