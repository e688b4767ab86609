import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SPOOL_SORT,
  SPOOL_DISPLAY_COLUMNS,
  type SpoolSortKey,
  sortSpoolRows,
  spoolRowsOf,
  spoolTotalsOf,
} from './spool-rows';

const DATA = [
  {
    label_id: 'BBBBBBBBBBBB',
    first_at: '2024-01-02T10:00:00.000Z',
    last_at: '2024-03-02T10:00:00.000Z',
    authentications: [
      { status: 1 as const, count: 2 },
      { status: 2 as const, count: 3 },
      { status: 99 as const, count: 4 },
      { status: 3 as const, count: 1 },
    ],
  },
  {
    label_id: 'CCCCCCCCCCCC',
    first_at: '2024-01-01T10:00:00.000Z',
    last_at: '2024-01-01T10:00:00.000Z',
    authentications: [
      { status: 3 as const, count: 5 },
      { status: 4 as const, count: 1 },
      { status: 0 as const, count: 2 },
      { status: 5 as const, count: 6 },
      { status: 6 as const, count: 7 },
    ],
  },
];

describe('spool rows', () => {
  it('has a column per merged status of the contract', () => {
    expect(SPOOL_DISPLAY_COLUMNS).toEqual([
      'valid',
      'checked_too_often',
      'imitated',
      'unknown',
      'demo',
      'animation_mismatch',
    ]);
  });

  it('merges 1, 2 and 99 into Valid and keeps every other code apart', () => {
    const [first, second] = spoolRowsOf(DATA);
    expect(first?.counts).toEqual({
      valid: 9,
      checked_too_often: 1,
      imitated: 0,
      unknown: 0,
      demo: 0,
      animation_mismatch: 0,
    });
    expect(first?.total).toBe(10);
    expect(second?.counts).toEqual({
      valid: 0,
      checked_too_often: 5,
      imitated: 1,
      unknown: 2,
      demo: 6,
      animation_mismatch: 7,
    });
    expect(spoolTotalsOf(spoolRowsOf(DATA)).checked_too_often).toBe(6);
  });

  it('sorts by Checked too often descending by default, and by any column both ways', () => {
    const rows = spoolRowsOf(DATA);
    expect(sortSpoolRows(rows, DEFAULT_SPOOL_SORT).map((row) => row.label_id)).toEqual([
      'CCCCCCCCCCCC',
      'BBBBBBBBBBBB',
    ]);
    expect(sortSpoolRows(rows, { key: 'valid', desc: true })[0]?.label_id).toBe('BBBBBBBBBBBB');
    expect(sortSpoolRows(rows, { key: 'first_at', desc: false })[0]?.label_id).toBe('CCCCCCCCCCCC');
    expect(sortSpoolRows(rows, { key: 'label_id', desc: true })[0]?.label_id).toBe('CCCCCCCCCCCC');
  });
});

describe('a full roll (decision 266: the spool is sorted in the browser)', () => {
  it("sorts the 10,000 labels of the catalogue's largest roll by every column", () => {
    const labels = Array.from({ length: 10_000 }, (_, index) => ({
      label_id: `L${String(index).padStart(11, '0')}`,
      first_at: new Date(Date.UTC(2024, 0, 1) + (index % 97) * 3_600_000).toISOString(),
      last_at: new Date(Date.UTC(2024, 5, 1) + (index % 89) * 3_600_000).toISOString(),
      authentications: [
        { status: 3 as const, count: index % 7 },
        { status: 99 as const, count: 1 + (index % 5) },
      ].filter((count) => count.count > 0),
    }));
    const rows = spoolRowsOf(labels);
    expect(rows).toHaveLength(10_000);
    const columnValue = (row: (typeof rows)[number], key: SpoolSortKey) =>
      key === 'label_id' || key === 'total' || key === 'first_at' || key === 'last_at'
        ? row[key]
        : row.counts[key];
    for (const key of ['label_id', ...SPOOL_DISPLAY_COLUMNS, 'total', 'first_at', 'last_at'] as const) {
      for (const desc of [false, true]) {
        const sorted = sortSpoolRows(rows, { key, desc });
        expect(sorted).toHaveLength(10_000);
        for (let index = 1; index < sorted.length; index += 1) {
          const a = columnValue(sorted[index - 1]!, key);
          const b = columnValue(sorted[index]!, key);
          if (a !== b) expect(desc ? a > b : a < b, `${key} ${desc} at ${index}`).toBe(true);
        }
      }
    }
    expect(sortSpoolRows(rows, DEFAULT_SPOOL_SORT)[0]!.counts.checked_too_often).toBe(6);
  }, 30_000);
});
