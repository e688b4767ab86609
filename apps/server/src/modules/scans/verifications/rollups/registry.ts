/**
 * The rollups of label authentications, declared once (decision 313): the Drizzle tables
 * (db/schema/verifications.ts), the ingest and re-attribution upserts (verification-rollups) and
 * the read plan (query/plan-read.ts, decision 314) are derived from these rows. Pure data: it
 * imports nothing, so the schema may read it (dependency-cruiser allows db/schema this one file of
 * the module).
 *
 * A rollup's key is its company, its period (`grain`: a UTC day, the UTC month's first day, or all
 * time), its map cell at `precision` (none for the counts), its dimensions (`dimensions`: the five
 * statistics dimensions, or status and geolocation method only), with `accuracy` the accuracy band
 * (decision 327) and, with `tags`, the tag set.
 * Derived from those: a map cell rollup keeps the position sums; the all-time cells keep the sum of
 * the scans' months; the key of a row's one scan is kept (decision 272) except by the
 * every-company cells per month or day; the every-company all-time cells keep the one scan's
 * company too (decision 276).
 */

export type RollupGrain = 'day' | 'month' | 'all';

export type Rollup = {
  readonly table: string;
  readonly grain: RollupGrain;
  /** The geohash precision of the map cell in the key (cell6, cell4, cell3); null: a count rollup. */
  readonly precision: 3 | 4 | 6 | null;
  /** `all`: product, product group, order country, status, method; `status`: status and method only. */
  readonly dimensions: 'all' | 'status';
  /** Whether the tag set is in the key. */
  readonly tags: boolean;
  /** Whether the accuracy band (0-5, accuracyBandOf in the contract) is in the key, after the dimensions (decision 327). */
  readonly accuracy: boolean;
  /** `each`: one row set per company; `every`: every company together (EVERY_COMPANY_ID, decision 273). */
  readonly companies: 'each' | 'every';
  /** Secondary indexes: name suffix → columns (INCLUDE lists are in the migrations' SQL). */
  readonly indexes: Readonly<Record<string, readonly string[]>>;
  /** Decisions that made it. */
  readonly decisions: readonly number[];
};

/**
 * The company id of the rows that count the scans of every company together (decision 273): no
 * real company has it, so a filter by companies never reads them. Not -1 to -32, which the scale-out
 * plan keeps for the unknown company's buckets (docs/verification-scale-out.md).
 */
export const EVERY_COMPANY_ID = -100;

/** The five dimensions of the `all` rollups, in key order (missing ones are 0 or ''). */
export const DIMENSION_COLUMNS = [
  'product_id',
  'product_group_id',
  'order_country',
  'status',
  'geolocation_method',
] as const;

/** Every rollup, in the order ingest feeds them (two transactions lock rows in the same order). */
export const ROLLUPS: readonly Rollup[] = [
  // Tags filter, partial months, tags look-up (skip scan of (company_id, tags), decision 258).
  {
    table: 'verification_daily',
    grain: 'day',
    precision: null,
    dimensions: 'all',
    tags: true,
    accuracy: false,
    companies: 'each',
    indexes: { tags_idx: ['company_id', 'tags'], day_idx: ['day'] },
    decisions: [251, 258, 263],
  },
  {
    table: 'verification_cells',
    grain: 'day',
    precision: 6,
    dimensions: 'all',
    tags: true,
    accuracy: false,
    companies: 'each',
    indexes: { day_idx: ['day', 'cell6'] },
    decisions: [251, 263, 272],
  },
  {
    table: 'verification_days',
    grain: 'day',
    precision: null,
    dimensions: 'all',
    tags: false,
    accuracy: false,
    companies: 'each',
    indexes: { day_idx: ['day'] },
    decisions: [263],
  },
  {
    table: 'verification_months',
    grain: 'month',
    precision: null,
    dimensions: 'all',
    tags: false,
    accuracy: false,
    companies: 'each',
    indexes: {},
    decisions: [263],
  },
  {
    table: 'verification_month_tags',
    grain: 'month',
    precision: null,
    dimensions: 'all',
    tags: true,
    accuracy: false,
    companies: 'each',
    indexes: {},
    decisions: [263],
  },
  {
    table: 'verification_month_cells',
    grain: 'month',
    precision: 6,
    dimensions: 'all',
    tags: true,
    accuracy: false,
    companies: 'each',
    indexes: { month_idx: ['month', 'cell6'] },
    decisions: [263, 270, 271, 279],
  },
  {
    table: 'verification_month_cells4',
    grain: 'month',
    precision: 4,
    dimensions: 'all',
    tags: false,
    accuracy: false,
    companies: 'each',
    indexes: { cell_idx: ['cell4', 'month'] },
    decisions: [263, 270],
  },
  {
    table: 'verification_month_tag_cells4',
    grain: 'month',
    precision: 4,
    dimensions: 'all',
    tags: true,
    accuracy: false,
    companies: 'each',
    indexes: { cell_idx: ['cell4', 'month'] },
    decisions: [271],
  },
  {
    table: 'verification_cells3',
    grain: 'all',
    precision: 3,
    dimensions: 'all',
    tags: false,
    accuracy: false,
    companies: 'each',
    indexes: { cell_idx: ['cell3'] },
    decisions: [263, 280],
  },
  {
    table: 'verification_tag_cells3',
    grain: 'all',
    precision: 3,
    dimensions: 'all',
    tags: true,
    accuracy: false,
    companies: 'each',
    indexes: { cell_idx: ['cell3'] },
    decisions: [271, 280],
  },
  {
    table: 'verification_month_world_cells3',
    grain: 'month',
    precision: 3,
    dimensions: 'status',
    tags: false,
    accuracy: false,
    companies: 'every',
    indexes: { cell_idx: ['cell3', 'month'] },
    decisions: [273, 280],
  },
  {
    table: 'verification_day_world_cells3',
    grain: 'day',
    precision: 3,
    dimensions: 'status',
    tags: false,
    accuracy: false,
    companies: 'every',
    indexes: { day_idx: ['day', 'cell3'] },
    decisions: [277],
  },
  {
    table: 'verification_world_cells6',
    grain: 'all',
    precision: 6,
    dimensions: 'status',
    tags: false,
    accuracy: false,
    companies: 'every',
    indexes: { cell_idx: ['cell6'] },
    decisions: [276],
  },
  {
    table: 'verification_company_cells6',
    grain: 'all',
    precision: 6,
    dimensions: 'status',
    tags: false,
    accuracy: false,
    companies: 'each',
    indexes: { cell_idx: ['company_id', 'cell6'] },
    decisions: [278],
  },
  // The accuracy filter's steps (decision 327): maps at precisions 2-4 by month and day, 5-6 over all time.
  {
    table: 'verification_month_accuracy_cells4',
    grain: 'month',
    precision: 4,
    dimensions: 'status',
    tags: false,
    accuracy: true,
    companies: 'each',
    indexes: { cell_idx: ['cell4', 'month'] },
    decisions: [327],
  },
  {
    table: 'verification_day_accuracy_cells4',
    grain: 'day',
    precision: 4,
    dimensions: 'status',
    tags: false,
    accuracy: true,
    companies: 'each',
    indexes: { day_idx: ['day', 'cell4'] },
    decisions: [327],
  },
  {
    table: 'verification_accuracy_cells6',
    grain: 'all',
    precision: 6,
    dimensions: 'status',
    tags: false,
    accuracy: true,
    companies: 'each',
    indexes: { cell_idx: ['company_id', 'cell6'] },
    decisions: [327],
  },
  // The same for the staff's maps without a company filter: every company together (decision 328).
  {
    table: 'verification_month_world_accuracy_cells3',
    grain: 'month',
    precision: 3,
    dimensions: 'status',
    tags: false,
    accuracy: true,
    companies: 'every',
    indexes: { cell_idx: ['cell3', 'month'] },
    decisions: [328],
  },
  {
    table: 'verification_world_accuracy_cells6',
    grain: 'all',
    precision: 6,
    dimensions: 'status',
    tags: false,
    accuracy: true,
    companies: 'every',
    indexes: { cell_idx: ['cell6'] },
    decisions: [328],
  },
];

/** The finest map cells a rollup keeps (decision 324: finer buckets are read from the events). */
export const ROLLUP_MAX_PRECISION = Math.max(...ROLLUPS.map((rollup) => rollup.precision ?? 0));

/** The period column of a grain (none for all time). */
export const periodColumnOf = (rollup: Rollup): 'day' | 'month' | null =>
  rollup.grain === 'all' ? null : rollup.grain;

/** The cell column of a map cell rollup (cell6, cell4, cell3), null for a count rollup. */
export const cellColumnOf = (rollup: Rollup): string | null =>
  rollup.precision === null ? null : `cell${rollup.precision}`;

/** Whether it keeps the position sums: every map cell rollup. */
export const hasPositionSums = (rollup: Rollup): boolean => rollup.precision !== null;

/** Whether it keeps the sum of the scans' months (the all-time cells: the month of a one-scan row). */
export const hasMonthDays = (rollup: Rollup): boolean => rollup.grain === 'all';

/** Whether every company's cells keep the one scan's company too (decision 276). */
export const hasSingleCompany = (rollup: Rollup): boolean =>
  rollup.companies === 'every' && rollup.grain === 'all';

/** Whether it keeps the key of a row's one scan (decision 272). */
export const hasSingleScan = (rollup: Rollup): boolean =>
  hasPositionSums(rollup) && (rollup.companies === 'each' || hasSingleCompany(rollup));

/** The key columns after the company and period: cell, dimensions, accuracy band, tag set. */
export function keyColumnsOf(rollup: Rollup): string[] {
  const cell = cellColumnOf(rollup);
  return [
    ...(cell ? [cell] : []),
    ...(rollup.dimensions === 'all' ? DIMENSION_COLUMNS : (['status', 'geolocation_method'] as const)),
    ...(rollup.accuracy ? ['accuracy_band'] : []),
    ...(rollup.tags ? ['tags'] : []),
  ];
}

/** The value columns after the count, in table order. */
export function valueColumnsOf(rollup: Rollup): string[] {
  return [
    'count',
    ...(hasPositionSums(rollup) ? ['sum_lat_e6', 'sum_lon_e6'] : []),
    ...(hasSingleScan(rollup) ? ['single_at', 'single_event_id'] : []),
    ...(hasMonthDays(rollup) ? ['sum_month_days'] : []),
    ...(hasSingleCompany(rollup) ? ['single_company_id'] : []),
  ];
}
