import { GEOLOCATION_METHODS, VERIFICATION_STATUSES } from '@label-portal/contract';
import { getTableName, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import {
  keyColumnsOf,
  periodColumnOf,
  ROLLUPS,
  type Rollup,
  valueColumnsOf,
} from '../../modules/scans/verifications/rollups/registry.js';

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

/** The builder of a rollup column by its name (decisions 251, 263, 272, 276: one type per name). */
function rollupColumnOf(name: string) {
  switch (name) {
    case 'company_id':
    case 'product_id':
    case 'product_group_id':
    case 'cell4':
    case 'cell3':
      return integer(name).notNull();
    case 'single_company_id':
      return integer(name);
    case 'day':
    case 'month':
      return date(name, { mode: 'string' }).notNull();
    case 'cell6':
    case 'count':
    case 'sum_lat_e6':
    case 'sum_lon_e6':
    case 'sum_month_days':
      return bigint(name, { mode: 'number' }).notNull();
    case 'order_country':
      return text(name).notNull();
    case 'status':
    case 'accuracy_band':
      return smallint(name).notNull();
    case 'geolocation_method':
      return text(name, { enum: GEOLOCATION_METHODS }).notNull();
    case 'tags':
      return text(name).array().notNull();
    case 'single_at':
      return timestamp(name, { withTimezone: true });
    case 'single_event_id':
      return text(name);
    default:
      throw new Error(`no column type for rollup column ${name}`);
  }
}

/**
 * A rollup's table from its registry row (decision 313): company, period, key columns, count and
 * the values its kind keeps; the primary key is the company, period and key columns in that order.
 */
function rollupTableOf(rollup: Rollup) {
  const period = periodColumnOf(rollup);
  const key = ['company_id', ...(period ? [period] : []), ...keyColumnsOf(rollup)];
  const columns = Object.fromEntries(
    [...key, ...valueColumnsOf(rollup)].map((name) => [name, rollupColumnOf(name)]),
  );
  return pgTable(rollup.table, columns, (t) => [
    primaryKey({
      name: `${rollup.table}_pk`,
      columns: key.map((name) => t[name]) as unknown as [AnyPgColumn, ...AnyPgColumn[]],
    }),
    ...Object.entries(rollup.indexes).map(([suffix, on]) => {
      const [first, ...rest] = on.map((name) => t[name]) as unknown as [AnyPgColumn, ...AnyPgColumn[]];
      return index(`${rollup.table}_${suffix}`).on(first, ...rest);
    }),
  ]);
}

/** The table of the registry's rollup of this name. */
function rollupTable(name: string) {
  const rollup = ROLLUPS.find((row) => row.table === name);
  if (!rollup) throw new Error(`no rollup ${name} in the registry`);
  return rollupTableOf(rollup);
}

/*
 * The rollups (decisions 251, 263, 270-280, 327, 328), one Drizzle table per row of the registry in
 * modules/scans/verifications/rollups/registry.ts (what each holds and why is written there). drizzle-kit
 * reads top-level exports only, hence one line each.
 */
export const verificationDaily = rollupTable('verification_daily');
export const verificationCells = rollupTable('verification_cells');
export const verificationDays = rollupTable('verification_days');
export const verificationMonths = rollupTable('verification_months');
export const verificationMonthTags = rollupTable('verification_month_tags');
export const verificationMonthCells = rollupTable('verification_month_cells');
export const verificationMonthCells4 = rollupTable('verification_month_cells4');
export const verificationMonthTagCells4 = rollupTable('verification_month_tag_cells4');
export const verificationCells3 = rollupTable('verification_cells3');
export const verificationTagCells3 = rollupTable('verification_tag_cells3');
export const verificationMonthWorldCells3 = rollupTable('verification_month_world_cells3');
export const verificationDayWorldCells3 = rollupTable('verification_day_world_cells3');
export const verificationWorldCells6 = rollupTable('verification_world_cells6');
export const verificationCompanyCells6 = rollupTable('verification_company_cells6');
export const verificationMonthAccuracyCells4 = rollupTable('verification_month_accuracy_cells4');
export const verificationDayAccuracyCells4 = rollupTable('verification_day_accuracy_cells4');
export const verificationAccuracyCells6 = rollupTable('verification_accuracy_cells6');
export const verificationMonthWorldAccuracyCells3 = rollupTable('verification_month_world_accuracy_cells3');
export const verificationWorldAccuracyCells6 = rollupTable('verification_world_accuracy_cells6');

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
    // The span of a label's or a roll's scans whatever company they count for (decision 269).
    index('verification_label_counts_label_idx').on(t.labelId),
    index('verification_label_counts_spool_only_idx').on(t.spoolId),
  ],
);

/**
 * Rolls whose labels' scans must follow them (decision 248): shipping queues its new rolls in its
 * own transaction; the re-attribution worker claims them (FOR UPDATE SKIP LOCKED) and moves the
 * events and rollups. While a roll is queued, ingest resolves its labels as unknown, as the events
 * already stored for them are, so a re-sent event still finds its stored copy.
 */
/** The events and every rollup fed with them, by name (vacuum and analyze after bulk loads). */
export const VERIFICATION_DATA_TABLES = [
  getTableName(verificationEvents),
  ...[
    verificationDaily,
    verificationCells,
    verificationDays,
    verificationMonths,
    verificationMonthTags,
    verificationMonthCells,
    verificationMonthCells4,
    verificationMonthTagCells4,
    verificationCells3,
    verificationTagCells3,
    verificationMonthWorldCells3,
    verificationDayWorldCells3,
    verificationWorldCells6,
    verificationCompanyCells6,
    verificationMonthAccuracyCells4,
    verificationDayAccuracyCells4,
    verificationAccuracyCells6,
    verificationMonthWorldAccuracyCells3,
    verificationWorldAccuracyCells6,
  ].map((table) => getTableName(table)),
  getTableName(verificationLabelCounts),
];

export const verificationReattributions = pgTable('verification_reattributions', {
  spoolId: integer('spool_id').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
});
