import {
  geolocationMethodOf,
  type Language,
  MESSAGE,
  translateMessage,
  type VerificationEvent,
  type VerificationRejection,
  verificationEventSchema,
} from '@label-portal/contract';
import type { z } from 'zod';
import { cellOf } from '../geohash.js';

/** An NDJSON line that is not JSON: kept in the batch so that its line number is reported. */
export class UnreadableLine {}

/** How far in the future a scan may lie (clocks of phones and servers drift). */
const FUTURE_TOLERANCE_MS = 86_400_000;

/** A checked event with what ingest adds before the label is resolved (decision 252). */
export type StagedEvent = Omit<VerificationEvent, 'timestamp'> & {
  scannedAt: Date;
  geolocationMethod: ReturnType<typeof geolocationMethodOf>;
  cell: number;
};

/**
 * The body of an NDJSON call as a list: one element per line (a trailing line break ends the last
 * line; a leading byte-order mark is dropped, as the JSON parser drops it), an UnreadableLine where
 * a line is not JSON, so that line numbers stay those of the file. It stops after `maxLines` + 1
 * lines: the batch's limit refuses the list then, without reading (or failing to parse) the rest of
 * a 32 MiB body line by line.
 */
export function readNdjson(text: string, maxLines: number): unknown[] {
  const lines: unknown[] = [];
  let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (start < text.length && lines.length <= maxLines) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    const line = text.slice(start, end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end);
    try {
      lines.push(JSON.parse(line) as unknown);
    } catch {
      lines.push(new UnreadableLine());
    }
    start = end + 1;
  }
  return lines;
}

function fieldOf(issue: z.core.$ZodIssue): string {
  return issue.path.length > 0 ? issue.path.join('.') : 'non_field_errors';
}

function paramsOf(issue: z.core.$ZodIssue): Record<string, number> {
  const params: Record<string, number> = {};
  if ('minimum' in issue) params.min = Number(issue.minimum);
  if ('maximum' in issue) params.max = Number(issue.maximum);
  return params;
}

function translatedErrors(issues: readonly z.core.$ZodIssue[], language: Language): Record<string, string[]> {
  const errors = new Map<string, string[]>();
  for (const issue of issues) {
    const field = fieldOf(issue);
    const message = translateMessage(issue.message, language, paramsOf(issue));
    errors.set(field, [...(errors.get(field) ?? []), message]);
  }
  return Object.fromEntries(errors);
}

/**
 * Checks each element of a batch on its own: the good events (with their geolocation method and
 * precision-9 cell) and the refused ones with their 1-based line and field messages.
 */
export function readVerificationBatch(
  items: readonly unknown[],
  now: Date,
  language: Language,
): { events: StagedEvent[]; rejected: VerificationRejection[] } {
  const events: StagedEvent[] = [];
  const rejected: VerificationRejection[] = [];
  const latest = now.getTime() + FUTURE_TOLERANCE_MS;
  items.forEach((item, index) => {
    const line = index + 1;
    if (item instanceof UnreadableLine) {
      rejected.push({
        line,
        errors: { non_field_errors: [translateMessage(MESSAGE.verificationNotJson, language)] },
      });
      return;
    }
    const result = verificationEventSchema.safeParse(item);
    if (!result.success) {
      rejected.push({ line, errors: translatedErrors(result.error.issues, language) });
      return;
    }
    const { timestamp, ...event } = result.data;
    const scannedAt = new Date(timestamp);
    if (scannedAt.getTime() > latest) {
      rejected.push({
        line,
        errors: { timestamp: [translateMessage(MESSAGE.verificationInFuture, language)] },
      });
      return;
    }
    events.push({
      ...event,
      scannedAt,
      geolocationMethod: geolocationMethodOf(event.accuracy),
      cell: cellOf(event.lat, event.lon),
    });
  });
  return { events, rejected };
}

/** The first days of the UTC months the events fall in (yyyy-MM-01), each once. */
export function monthsOf(events: readonly StagedEvent[]): string[] {
  const months = new Set<string>();
  for (const event of events) months.add(`${event.scannedAt.toISOString().slice(0, 7)}-01`);
  return [...months].sort();
}
