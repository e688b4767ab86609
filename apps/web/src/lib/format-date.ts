import type { Language } from '@label-portal/contract';

/** A calendar day (yyyy-MM-dd) in the language: "Dec 5, 2026" (en), "5 déc. 2026" (fr). */
export function formatDay(isoDate: string | null | undefined, language: Language): string {
  if (!isoDate) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** An instant (ISO 8601) as date and time in the language and the browser's time zone. */
export function formatDateTime(isoInstant: string | null | undefined, language: Language): string {
  if (!isoInstant) return '';
  const date = new Date(isoInstant);
  if (Number.isNaN(date.getTime())) return isoInstant;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
