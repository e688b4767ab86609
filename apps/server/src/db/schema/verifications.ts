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

/**
 * Label authentications (issue 14, decisions 250-251). Every table leads with company_id (the unknown
 * company is UNKNOWN_COMPANY_ID, 0) so that each can become a Citus table distributed by company;
 * none has a foreign key or a sequence. Statuses and geolocation methods come from the contract.
 */
const STATUS_LIST = sql.raw(VERIFICATION_STATUSES.join(', '));
const METHOD_LIST = sql.raw(GEOLOCATION_METHODS.map((method) => `'${method}'`).join(', '));

/**
 * The dimensions every count and cell rollup is keyed by after its company and time (decisions 251,
 * 263): missing ones are 0 or '' (a key has no nulls). Fresh builders for each table.
 */
function rollupDimensions() {
  return {
    productId: integer('product_id').notNull(),
    productGroupId: integer('product_group_id').notNull(),
    orderCountry: text('order_country').notNull(),
    status: smallint('status').notNull(),
    geolocationMethod: text('geolocation_method', { enum: GEOLOCATION_METHODS }).notNull(),
  };
}

/** A rollup's key columns of those dimensions, in key order. */
function dimensionKeyOf(t: Record<keyof ReturnType<typeof rollupDimensions>, AnyPgColumn>) {
  return [t.productId, t.productGroupId, t.orderCountry, t.status, t.geolocationMethod] as const;
}

/** A map cell's count and the sums of its positions in microdegrees (centroid = sum / count). */
function positionSums() {
  return {
    count: bigint('count', { mode: 'number' }).notNull(),
    sumLatE6: bigint('sum_lat_e6', { mode: 'number' }).notNull(),
    sumLonE6: bigint('sum_lon_e6', { mode: 'number' }).notNull(),
  };
}

/**
 * A map cell's one scan (decision 272): set when a row is made by one scan, cleared when any later
 * change reaches the row. With a count of 1 and a key here, the map's single marker names its scan
 * without reading the events; with a count of 1 and no key (a re-attribution took a scan away), the
 * map probes the events as before.
 */
function singleScan() {
  return {
    singleAt: timestamp('single_at', { withTimezone: true }),
    singleEventId: text('single_event_id'),
  };
}

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
 * Scans per UTC day by company, the statistics' dimensions and tag set. Missing dimensions are 0 or
 * '' (a key has no nulls). Read only for a tags filter, for the days of a range that the monthly
 * tables cannot answer (decision 263), and for the tags look-up.
 */
export const verificationDaily = pgTable(
  'verification_daily',
  {
    companyId: integer('company_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...rollupDimensions(),
    tags: text('tags').array().notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'verification_daily_pk',
      columns: [t.companyId, t.day, ...dimensionKeyOf(t), t.tags],
    }),
    // The tags look-up reads the distinct tag sets by a skip scan of this index (decision 258).
    index('verification_daily_tags_idx').on(t.companyId, t.tags),
    // The partial months at the ends of a range, across companies (decision 263).
    index('verification_daily_day_idx').on(t.day),
  ],
);

/**
 * Map cells: geohash precision 6 (cell >> 15) per UTC day with the same dimensions and tag set; the
 * centroid is sum / count of the positions in microdegrees (integers, so sums are exact in any order).
 * Read only for a tags filter and for the partial months at the ends of a range (decision 263).
 */
export const verificationCells = pgTable(
  'verification_cells',
  {
    companyId: integer('company_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    cell6: bigint('cell6', { mode: 'number' }).notNull(),
    ...rollupDimensions(),
    tags: text('tags').array().notNull(),
    ...positionSums(),
    ...singleScan(),
  },
  (t) => [
    primaryKey({
      name: 'verification_cells_pk',
      columns: [t.companyId, t.day, t.cell6, ...dimensionKeyOf(t), t.tags],
    }),
    // The days of a range, each read by its cell ranges (decision 263).
    index('verification_cells_day_idx').on(t.day, t.cell6),
  ],
);

/*
 * The monthly rollups (decision 263): the same counts without the day, and without the tag set
 * except in verification_month_tags, so that their size is bounded by companies × months × the
 * dimensions' values, not by the scans. `month` is the UTC month's first day.
 */

/** Scans per UTC day without the tag set: the ends of a range, the histogram by day. */
export const verificationDays = pgTable(
  'verification_days',
  {
    companyId: integer('company_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...rollupDimensions(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'verification_days_pk',
      columns: [t.companyId, t.day, ...dimensionKeyOf(t)],
    }),
    index('verification_days_day_idx').on(t.day),
  ],
);

/** Scans per UTC month without the tag set: whole months of every count without a tags filter. */
export const verificationMonths = pgTable(
  'verification_months',
  {
    companyId: integer('company_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    ...rollupDimensions(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'verification_months_pk',
      columns: [t.companyId, t.month, ...dimensionKeyOf(t)],
    }),
  ],
);

/** Scans per UTC month and tag set: whole months of the counts with a tags filter. */
export const verificationMonthTags = pgTable(
  'verification_month_tags',
  {
    companyId: integer('company_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    ...rollupDimensions(),
    tags: text('tags').array().notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'verification_month_tags_pk',
      columns: [t.companyId, t.month, ...dimensionKeyOf(t), t.tags],
    }),
  ],
);

/**
 * Map cells at precision 6 per UTC month with the tag set (precisions 5 and 6, with or without a tags
 * filter: decision 271; at precision 6 a cell and month hold about one scan, so the tag set adds
 * almost no rows). The cell comes right after the company and month in the key, and a B-tree on
 * (month, cell6) serves a box across companies: a box reads its cell ranges in each month of the
 * range, not the table nor the other months (decision 279).
 */
export const verificationMonthCells = pgTable(
  'verification_month_cells',
  {
    companyId: integer('company_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    cell6: bigint('cell6', { mode: 'number' }).notNull(),
    ...rollupDimensions(),
    tags: text('tags').array().notNull(),
    ...positionSums(),
    ...singleScan(),
  },
  (t) => [
    primaryKey({
      name: 'verification_month_cells_pk',
      columns: [t.companyId, t.month, t.cell6, ...dimensionKeyOf(t), t.tags],
    }),
    // INCLUDEs every other column (migration 0045, decisions 270, 279): index-only reads of a box,
    // one descent per month and cell range.
    index('verification_month_cells_month_idx').on(t.month, t.cell6),
  ],
);

/** Map cells at precision 4 (cell >> 25) per UTC month, without the tag set: precisions 2 to 4. */
export const verificationMonthCells4 = pgTable(
  'verification_month_cells4',
  {
    companyId: integer('company_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    cell4: integer('cell4').notNull(),
    ...rollupDimensions(),
    ...positionSums(),
    ...singleScan(),
  },
  (t) => [
    primaryKey({
      name: 'verification_month_cells4_pk',
      columns: [t.companyId, t.month, t.cell4, ...dimensionKeyOf(t)],
    }),
    // INCLUDEs every other column (migration 0038, decision 270): index-only reads of a box.
    index('verification_month_cells4_cell_idx').on(t.cell4, t.month),
  ],
);

/**
 * Map cells at precision 3 (cell >> 30) over all time, without the tag set: precisions 2 and 3 when
 * the range holds every month with scans of the companies asked (the defaults' world view).
 */
export const verificationCells3 = pgTable(
  'verification_cells3',
  {
    companyId: integer('company_id').notNull(),
    cell3: integer('cell3').notNull(),
    ...rollupDimensions(),
    ...positionSums(),
    ...singleScan(),
    /**
     * Sum of the scans' UTC months as days since 1970-01-01 of their first day: with a count of 1,
     * the month of the one scan (the single check's probe reads that month only).
     */
    sumMonthDays: bigint('sum_month_days', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'verification_cells3_pk',
      columns: [t.companyId, t.cell3, ...dimensionKeyOf(t)],
    }),
    // Plain (decision 280, migration 0046): ingest mostly updates these rows, and an index that
    // INCLUDEs the counts would make every update non-HOT.
    index('verification_cells3_cell_idx').on(t.cell3),
  ],
);

/**
 * Map cells at precision 4 per UTC month with the tag set: precisions 2 to 4 under a tags filter
 * (decision 271). Read only then; the table without tag sets stays smaller for every other map.
 */
export const verificationMonthTagCells4 = pgTable(
  'verification_month_tag_cells4',
  {
    companyId: integer('company_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    cell4: integer('cell4').notNull(),
    ...rollupDimensions(),
    tags: text('tags').array().notNull(),
    ...positionSums(),
    ...singleScan(),
  },
  (t) => [
    primaryKey({
      name: 'verification_month_tag_cells4_pk',
      columns: [t.companyId, t.month, t.cell4, ...dimensionKeyOf(t), t.tags],
    }),
    // INCLUDEs every other column (migration 0039, decision 271): index-only reads of a box.
    index('verification_month_tag_cells4_cell_idx').on(t.cell4, t.month),
  ],
);

/**
 * Map cells at precision 3 over all time with the tag set: precisions 2 and 3 under a tags filter
 * when the range holds every scan of the companies asked (decision 271).
 */
export const verificationTagCells3 = pgTable(
  'verification_tag_cells3',
  {
    companyId: integer('company_id').notNull(),
    cell3: integer('cell3').notNull(),
    ...rollupDimensions(),
    tags: text('tags').array().notNull(),
    ...positionSums(),
    ...singleScan(),
    /** As in verification_cells3: with a count of 1, the month of the one scan. */
    sumMonthDays: bigint('sum_month_days', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'verification_tag_cells3_pk',
      columns: [t.companyId, t.cell3, ...dimensionKeyOf(t), t.tags],
    }),
    // Plain, as verification_cells3's (decision 280, migration 0046).
    index('verification_tag_cells3_cell_idx').on(t.cell3),
  ],
);

/**
 * The company id of the rows that count the scans of every company together (decision 273): no
 * real company has it, so a filter by companies never reads them. Not -1 to -32, which the scale-out
 * plan keeps for the unknown company's buckets (docs/verification-scale-out.md).
 */
export const EVERY_COMPANY_ID = -100;

/** The columns after the period of the map cells of every company together at precision 3. */
function everyCompanyCells3() {
  return {
    cell3: integer('cell3').notNull(),
    status: smallint('status').notNull(),
    geolocationMethod: text('geolocation_method', { enum: GEOLOCATION_METHODS }).notNull(),
    ...positionSums(),
  };
}

/**
 * Map cells at precision 3 per UTC month of every company together (company_id is always
 * EVERY_COMPANY_ID), by status and geolocation method only (decision 273): a staff map without a
 * company, product, product group, order country or tags filter over whole months, such as a
 * year's world map, reads a few thousand rows a month instead of the month cells' dimensions.
 */
export const verificationMonthWorldCells3 = pgTable(
  'verification_month_world_cells3',
  {
    companyId: integer('company_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    ...everyCompanyCells3(),
  },
  (t) => [
    primaryKey({
      name: 'verification_month_world_cells3_pk',
      columns: [t.companyId, t.month, t.cell3, t.status, t.geolocationMethod],
    }),
    // Plain, as verification_cells3's (decision 280, migration 0046).
    index('verification_month_world_cells3_cell_idx').on(t.cell3, t.month),
  ],
);

/**
 * Map cells at precision 3 per UTC day of every company together (company_id is always
 * EVERY_COMPANY_ID), by status and geolocation method only (decision 277): the partial months at
 * the ends of a range for the maps decision 273 serves (precisions 2-3, no company or dimension
 * filter), about 1,400 rows a day on the bench's data instead of the day cells' one row per scan.
 */
export const verificationDayWorldCells3 = pgTable(
  'verification_day_world_cells3',
  {
    companyId: integer('company_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...everyCompanyCells3(),
  },
  (t) => [
    primaryKey({
      name: 'verification_day_world_cells3_pk',
      columns: [t.companyId, t.day, t.cell3, t.status, t.geolocationMethod],
    }),
    // INCLUDEs every other column (migration 0043, as decision 270): index-only reads of the days.
    index('verification_day_world_cells3_day_idx').on(t.day, t.cell3),
  ],
);

/**
 * The columns of the all-time map cells at precision 6 after the company: cell, status and method,
 * the position sums, the key of a row's one scan (decision 272) and the sum of the scans' months.
 */
function allTimeCells6() {
  return {
    cell6: bigint('cell6', { mode: 'number' }).notNull(),
    status: smallint('status').notNull(),
    geolocationMethod: text('geolocation_method', { enum: GEOLOCATION_METHODS }).notNull(),
    ...positionSums(),
    ...singleScan(),
    /** As in verification_cells3: with a count of 1, the month of the one scan. */
    sumMonthDays: bigint('sum_month_days', { mode: 'number' }).notNull(),
  };
}

/**
 * Map cells at precision 6 over all time of every company together (company_id is always
 * EVERY_COMPANY_ID), by status and geolocation method only (decision 276): a staff map at precisions
 * 5-6 without a company, product, product group, order country or tags filter, over a range that
 * holds every scan, reads the box's cells × statuses × methods, bounded by the map, not by the scans
 * or the months. A row of one scan keeps its key as in decision 272, with the scan's company.
 */
export const verificationWorldCells6 = pgTable(
  'verification_world_cells6',
  {
    companyId: integer('company_id').notNull(),
    ...allTimeCells6(),
    /** The company of the one scan whose key the row keeps. */
    singleCompanyId: integer('single_company_id'),
  },
  (t) => [
    primaryKey({
      name: 'verification_world_cells6_pk',
      columns: [t.companyId, t.cell6, t.status, t.geolocationMethod],
    }),
    // INCLUDEs every other column (migration 0042, as decision 270): index-only reads of a box.
    index('verification_world_cells6_cell_idx').on(t.cell6),
  ],
);

/**
 * Map cells at precision 6 over all time per company, by status and geolocation method only
 * (decision 278): a map at precisions 5-6 of the companies asked (a supplier's own map, a staff map
 * filtered by company) without a product, product group, order country or tags filter, over a range
 * that holds every scan of those companies, reads that company's cells of the box, bounded by its
 * own scans there, not by every company's month cells.
 */
export const verificationCompanyCells6 = pgTable(
  'verification_company_cells6',
  {
    companyId: integer('company_id').notNull(),
    ...allTimeCells6(),
  },
  (t) => [
    primaryKey({
      name: 'verification_company_cells6_pk',
      columns: [t.companyId, t.cell6, t.status, t.geolocationMethod],
    }),
    // INCLUDEs every other column (migration 0044, as decision 270): index-only reads of a box.
    index('verification_company_cells6_cell_idx').on(t.companyId, t.cell6),
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
  verificationEvents,
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
  verificationLabelCounts,
].map((table) => getTableName(table));

export const verificationReattributions = pgTable('verification_reattributions', {
  spoolId: integer('spool_id').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
});
