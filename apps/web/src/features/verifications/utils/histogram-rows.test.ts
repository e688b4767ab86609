import type { VerificationReplyOf } from '@label-portal/contract';
import { describe, expect, it } from 'vitest';
import { axisLabelIntervalOf, histogramTableOf } from './histogram-rows';

const reply: VerificationReplyOf<'date_histogram'> = {
  aggregation: 'date_histogram',
  interval: 'month',
  data: [
    {
      key: 99,
      date_range: {
        buckets: [
          { key_as_string: '2025-01', doc_count: 950 },
          { key_as_string: '2025-02', doc_count: 940 },
        ],
      },
    },
    {
      key: 4,
      date_range: {
        buckets: [
          { key_as_string: '2025-01', doc_count: 3 },
          { key_as_string: '2025-02', doc_count: 0 },
        ],
      },
    },
  ],
};

describe('histogramTableOf', () => {
  it('gives one row per period with every status, in code order', () => {
    expect(histogramTableOf(reply)).toEqual({
      statuses: [4, 99],
      rows: [
        { period: '2025-01', s4: 3, s99: 950 },
        { period: '2025-02', s4: 0, s99: 940 },
      ],
      total: 1893,
    });
  });

  it('keeps a chosen status without scans, at 0, so that it has its line and legend entry', () => {
    const table = histogramTableOf(reply, [6, 4]);
    expect(table.statuses).toEqual([4, 6, 99]);
    expect(table.rows.map((row) => row.s6)).toEqual([0, 0]);
    expect(table.total).toBe(1893);
  });
});

describe('axisLabelIntervalOf', () => {
  it('labels every period up to 12, then every n-th evenly', () => {
    expect(axisLabelIntervalOf(1)).toBe(0);
    expect(axisLabelIntervalOf(12)).toBe(0);
    expect(axisLabelIntervalOf(13)).toBe(1);
    expect(axisLabelIntervalOf(24)).toBe(1);
    // 2018-01 to 2026-11: 107 months, a label every 9 months (12 labels).
    expect(axisLabelIntervalOf(107)).toBe(8);
    expect(axisLabelIntervalOf(107, 6)).toBe(17);
  });
});
