import { GEOLOCATION_METHODS, VERIFICATION_STATUSES } from '@label-portal/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Label authentications (issue 14, decisions 250-251). Every table leads with company_id (the unknown
 * company is UNKNOWN_COMPANY_ID, 0) so that each can become a Citus table distributed by company;
 * none has a foreign key or a sequence. Statuses and geolocation methods come from the contract.
 */
const STATUS_LIST = sql.raw(VERIFICATION_STATUSES.join(', '));
const METHOD_LIST = sql.raw(GEOLOCATION_METHODS.map((method) => `'${method}'`).join(', '));

/**
 * One scan. Partitioned by month on scanned_at (custom SQL in its migration: drizzle cannot declare
 * partitioning); partitions are made by verification_events_ensure_month() before a batch is stored.
 * The event id comes from the authentication service (text); the key holds the partition key.
 */
export const verificationEvents = pgTable(
  'verification_events',
  {
    companyId: integer('company_id').notNull(),
    eventId: text('event_id').notNull(),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    /** As sent, or the label's when only the object id was sent and it is known. */
    labelId: text('label_id'),
    objectId: bigint('object_id', { mode: 'number' }),
    status: smallint('status').notNull(),
    verificationCount: integer('verification_count').notNull(),
    clientType: text('client_type'),
    agent: text('agent'),
    agentVersion: text('agent_version'),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    accuracy: doublePrecision('accuracy').notNull(),
    geolocationMethod: text('geolocation_method', { enum: GEOLOCATION_METHODS }).notNull(),
    /** Geohash at precision 9 as a 45-bit integer: precision p is `cell >> 5 * (9 - p)`. */
    cell: bigint('cell', { mode: 'number' }).notNull(),
    /** The event's tag set: sorted, no repeats ('{}' without tags). */
    tags: text('tags').array().notNull(),
    // Resolved from the label at ingest (null for unknown labels and rolls not yet shipped).
    spoolId: integer('spool_id'),
    orderId: integer('order_id'),
    productId: integer('product_id'),
    productGroupId: integer('product_group_id'),
    customerReference: text('customer_reference'),
    orderCountry: text('order_country'),
  },
  (t) => [
    primaryKey({ name: 'verification_events_pk', columns: [t.companyId, t.eventId, t.scannedAt] }),
    index('verification_events_scanned_at_brin').using('brin', t.scannedAt),
    index('verification_events_label_idx').on(t.labelId),
    index('verification_events_spool_idx').on(t.spoolId),
    index('verification_events_object_idx').on(t.objectId),
    index('verification_events_cell_idx').on(t.cell),
    check('verification_events_status_check', sql`${t.status} in (${STATUS_LIST})`),
    check('verification_events_method_check', sql`${t.geolocationMethod} in (${METHOD_LIST})`),
  ],
);

/**
 * Scans per UTC day by company and the statistics' dimensions. Missing dimensions are 0 or ''
 * (a key has no nulls). Months are sums of days (decision 251).
 */
export const verificationDaily = pgTable(
  'verification_daily',
  {
    companyId: integer('company_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    productId: integer('product_id').notNull(),
    productGroupId: integer('product_group_id').notNull(),
    orderCountry: text('order_country').notNull(),
    status: smallint('status').notNull(),
    geolocationMethod: text('geolocation_method', { enum: GEOLOCATION_METHODS }).notNull(),
    tags: text('tags').array().notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'verification_daily_pk',
      columns: [
        t.companyId,
        t.day,
        t.productId,
        t.productGroupId,
        t.orderCountry,
        t.status,
        t.geolocationMethod,
        t.tags,
      ],
    }),
    // The tags look-up reads the distinct tag sets by a skip scan of this index (decision 258).
    index('verification_daily_tags_idx').on(t.companyId, t.tags),
  ],
);

/**
 * Map cells: geohash precision 6 (cell >> 15) per UTC day with the same dimensions; the centroid is
 * sum / count of the positions in microdegrees (integers, so sums are exact in any order).
 */
export const verificationCells = pgTable(
  'verification_cells',
  {
    companyId: integer('company_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    cell6: bigint('cell6', { mode: 'number' }).notNull(),
    productId: integer('product_id').notNull(),
    productGroupId: integer('product_group_id').notNull(),
    orderCountry: text('order_country').notNull(),
    status: smallint('status').notNull(),
    geolocationMethod: text('geolocation_method', { enum: GEOLOCATION_METHODS }).notNull(),
    tags: text('tags').array().notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    sumLatE6: bigint('sum_lat_e6', { mode: 'number' }).notNull(),
    sumLonE6: bigint('sum_lon_e6', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'verification_cells_pk',
      columns: [
        t.companyId,
        t.day,
        t.cell6,
        t.productId,
        t.productGroupId,
        t.orderCountry,
        t.status,
        t.geolocationMethod,
        t.tags,
      ],
    }),
  ],
);

/** Scans per label and status with the first and last scan (spool analysis, anomaly rules). */
export const verificationLabelCounts = pgTable(
  'verification_label_counts',
  {
    companyId: integer('company_id').notNull(),
    labelId: text('label_id').notNull(),
    status: smallint('status').notNull(),
    spoolId: integer('spool_id'),
    count: bigint('count', { mode: 'number' }).notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'verification_label_counts_pk', columns: [t.companyId, t.labelId, t.status] }),
    index('verification_label_counts_spool_idx').on(t.companyId, t.spoolId),
  ],
);

/**
 * Rolls whose labels' scans must follow them (decision 248): shipping queues its new rolls in its
 * own transaction; the re-attribution worker claims them (FOR UPDATE SKIP LOCKED) and moves the
 * events and rollups. While a roll is queued, ingest resolves its labels as unknown, as the events
 * already stored for them are, so a re-sent event still finds its stored copy.
 */
export const verificationReattributions = pgTable('verification_reattributions', {
  spoolId: integer('spool_id').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
});
