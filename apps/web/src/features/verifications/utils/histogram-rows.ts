import {
  VERIFICATION_STATUS_COLORS,
  type VerificationReplyOf,
  type VerificationStatus,
} from '@label-portal/contract';

/**
 * The histogram as chart rows: one row per period, one column per status (keyed `s<code>`). The
 * statuses are those with scans and those `chosen` in the filter: a chosen status with none still
 * has its line (at 0), its legend entry and its table column.
 */
export interface HistogramTable {
  statuses: VerificationStatus[];
  rows: ({ period: string } & Record<string, number | string>)[];
  total: number;
}

export const statusSeriesKey = (status: VerificationStatus) => `s${status}`;

/** The date histogram answer turned into rows per period with every status's count (0 when absent). */
export function histogramTableOf(
  reply: VerificationReplyOf<'date_histogram'>,
  chosen: readonly VerificationStatus[] = [],
): HistogramTable {
  const statuses = [...new Set([...reply.data.map((series) => series.key), ...chosen])].sort((a, b) => a - b);
  const byPeriod = new Map<string, { period: string } & Record<string, number | string>>();
  let total = 0;
  for (const series of reply.data) {
    for (const bucket of series.date_range.buckets) {
      const row = byPeriod.get(bucket.key_as_string) ?? { period: bucket.key_as_string };
      row[statusSeriesKey(series.key)] = bucket.doc_count;
      byPeriod.set(bucket.key_as_string, row);
      total += bucket.doc_count;
    }
  }
  const rows = [...byPeriod.values()].sort((a, b) => (a.period < b.period ? -1 : 1));
  for (const row of rows) for (const status of statuses) row[statusSeriesKey(status)] ??= 0;
  return { statuses, rows, total };
}

/** The status's colour (the contract's, shared with the map and the legend). */
export const statusColorOf = (status: VerificationStatus) => VERIFICATION_STATUS_COLORS[status] ?? '#6b7280';

/** At most this many period labels under the time axis, so that they never crowd. */
const MAX_AXIS_LABELS = 12;

/**
 * The time axis's label step for `periods` periods: every period up to MAX_AXIS_LABELS, then every
 * n-th from the first, evenly (never the chart library's 'start and end' that leaves an uneven jump
 * before the last label). recharts' `interval` is the number of periods skipped between two labels.
 */
export function axisLabelIntervalOf(periods: number, maxLabels = MAX_AXIS_LABELS): number {
  return Math.max(0, Math.ceil(periods / maxLabels) - 1);
}
