import type { StagedEvent } from './verification-batch.js';

/**
 * PostgreSQL's COPY text format for the staging table (decision 252): tab-separated fields, `\N` for
 * null, backslash escapes for backslash, tab, line feed and carriage return. Control characters are
 * refused before (the contract), but the escapes make any text safe.
 */
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

function copyText(value: string): string {
  return value.replace(/[\\\t\n\r]/g, (character) => COPY_ESCAPES[character]!);
}

function copyField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '\\N';
  return typeof value === 'number' ? String(value) : copyText(value);
}

/** A text[] literal: every element quoted, with `"` and `\` escaped inside the quotes. */
export function arrayLiteralOf(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, (character) => `\\${character}`)}"`).join(',')}}`;
}

/**
 * The staging table's columns and their types, in COPY order (the PGlite path reads the same names
 * from JSON): the one list the staging table, the COPY and the JSON record set are made from.
 */
export const STAGING_TYPES = {
  event_id: 'text not null',
  scanned_at: 'timestamptz not null',
  label_id: 'text',
  object_id: 'bigint',
  status: 'smallint not null',
  verification_count: 'integer not null',
  client_type: 'text',
  agent: 'text',
  agent_version: 'text',
  lat: 'double precision not null',
  lon: 'double precision not null',
  accuracy: 'double precision not null',
  geolocation_method: 'text not null',
  cell: 'bigint not null',
  tags: 'text[] not null',
} as const;

/** The staging table's columns, in COPY order. */
export const STAGING_COLUMNS = Object.keys(STAGING_TYPES) as (keyof typeof STAGING_TYPES)[];

/** One event as a line of COPY text. */
export function copyLineOf(event: StagedEvent): string {
  return `${[
    copyField(event.id),
    event.scannedAt.toISOString(),
    copyField(event.label_id),
    copyField(event.object_id),
    String(event.status),
    String(event.verification_count),
    copyField(event.client_type),
    copyField(event.agent),
    copyField(event.agent_version),
    String(event.lat),
    String(event.lon),
    String(event.accuracy),
    event.geolocationMethod,
    String(event.cell),
    copyText(arrayLiteralOf(event.tags)),
  ].join('\t')}\n`;
}

/** One event as the PGlite path's JSON record (json_to_recordset reads the same column names). */
export function jsonRecordOf(event: StagedEvent): Record<(typeof STAGING_COLUMNS)[number], unknown> {
  return {
    event_id: event.id,
    scanned_at: event.scannedAt.toISOString(),
    label_id: event.label_id ?? null,
    object_id: event.object_id ?? null,
    status: event.status,
    verification_count: event.verification_count,
    client_type: event.client_type ?? null,
    agent: event.agent ?? null,
    agent_version: event.agent_version ?? null,
    lat: event.lat,
    lon: event.lon,
    accuracy: event.accuracy,
    geolocation_method: event.geolocationMethod,
    cell: event.cell,
    tags: event.tags,
  };
}
