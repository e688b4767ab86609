import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SPOOL_SORT,
  SPOOL_DISPLAY_COLUMNS,
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
