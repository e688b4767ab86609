import {
  SPOOL_DISPLAY_STATUSES,
  type SpoolDisplayStatus,
  spoolDisplayStatusOf,
  type VerificationReplyOf,
} from '@label-portal/contract';

/** The merged statuses as the spool table's columns, in the contract's order (statistics.md section 4). */
export const SPOOL_DISPLAY_COLUMNS = Object.keys(SPOOL_DISPLAY_STATUSES) as SpoolDisplayStatus[];

/** One label of the spool: its counts per merged status, their total, its first and last scan. */
export type SpoolLabelRow = {
  label_id: string;
  counts: Record<SpoolDisplayStatus, number>;
  total: number;
  first_at: string;
  last_at: string;
};

export type SpoolSortKey = 'label_id' | SpoolDisplayStatus | 'total' | 'first_at' | 'last_at';
export type SpoolSort = { key: SpoolSortKey; desc: boolean };

/** The spool table's default order: Checked too often, most first (statistics.md section 2). */
export const DEFAULT_SPOOL_SORT: SpoolSort = { key: 'checked_too_often', desc: true };

const zeroCounts = (): Record<SpoolDisplayStatus, number> =>
  Object.fromEntries(SPOOL_DISPLAY_COLUMNS.map((display) => [display, 0])) as Record<
    SpoolDisplayStatus,
    number
  >;

/** The by_spool answer as table rows, codes merged into their display status (1, 2 and 99 → Valid). */
export function spoolRowsOf(data: VerificationReplyOf<'by_spool'>['data']): SpoolLabelRow[] {
  return data.map((label) => {
    const counts = zeroCounts();
    let total = 0;
    for (const { status, count } of label.authentications) {
      counts[spoolDisplayStatusOf(status)] += count;
      total += count;
    }
    return { label_id: label.label_id, counts, total, first_at: label.first_at, last_at: label.last_at };
  });
}

function sortValueOf(row: SpoolLabelRow, key: SpoolSortKey): string | number {
  if (key === 'label_id' || key === 'first_at' || key === 'last_at' || key === 'total') return row[key];
  return row.counts[key];
}

/** The rows in the asked order; ties keep the label ids in order. */
export function sortSpoolRows(rows: readonly SpoolLabelRow[], sort: SpoolSort): SpoolLabelRow[] {
  const direction = sort.desc ? -1 : 1;
  return [...rows].sort((a, b) => {
    const left = sortValueOf(a, sort.key);
    const right = sortValueOf(b, sort.key);
    if (left !== right) return (left < right ? -1 : 1) * direction;
    return a.label_id < b.label_id ? -1 : a.label_id > b.label_id ? 1 : 0;
  });
}

/** The spool's totals per merged status (the legend's counts). */
export function spoolTotalsOf(rows: readonly SpoolLabelRow[]): Record<SpoolDisplayStatus, number> {
  const totals = zeroCounts();
  for (const row of rows) for (const display of SPOOL_DISPLAY_COLUMNS) totals[display] += row.counts[display];
  return totals;
}
