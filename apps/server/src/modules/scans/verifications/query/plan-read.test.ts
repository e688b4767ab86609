import { type VerificationQuery, verificationQuerySchema } from '@label-portal/contract';
import { describe, expect, it } from 'vitest';
import {
  canCountSpoolFromLabelCounts,
  planRead,
  probesOf,
  type ReadPlan,
  type ScanFacts,
} from './plan-read.js';
import type { ResolvedVerificationFilters } from './verification-filters.repository.js';

/** The filters as resolveVerificationFilters gives them: the default range up to 2026-11-27. */
const base: ResolvedVerificationFilters = {
  companyIds: null,
  dayStart: '2018-01-01',
  dayEnd: '2026-11-27',
  statuses: null,
  method: null,
  productGroupIds: null,
  productIds: null,
  orderCountries: null,
  tags: null,
  accuracy: null,
  spoolIds: null,
  labelId: null,
  objectId: null,
  scanSpan: null,
};

const query = (input: Record<string, unknown>): VerificationQuery => verificationQuerySchema.parse(input);

const COUNTS = ['hit_count', 'by_country', 'by_company', 'by_company_by_product'] as const;
/** Scans everywhere around the range; no scan outside it (the range holds every scan). */
const AROUND: ScanFacts = { before: true, after: true, head: true, tail: true };
const INSIDE: ScanFacts = { before: false, after: false, head: false, tail: false };

/** A plan written short: the source, then `table first..last` per range (all time: `table`). */
function short(plan: ReadPlan): string {
  if (plan.source !== 'rollup') return plan.source;
  return (
    plan.ranges
      .map((r) => (r.first === null ? r.rollup.table : `${r.rollup.table} ${r.first}..${r.last}`))
      .join(' + ') || 'rollup: nothing'
  );
}

type Case = [
  name: string,
  input: Record<string, unknown>,
  filters: Partial<ResolvedVerificationFilters>,
  facts: Partial<ScanFacts>,
  expected: string,
];

const MID = { dayStart: '2025-03-10', dayEnd: '2025-06-20' };
const MONTHS = { dayStart: '2025-01-01', dayEnd: '2025-06-30' };
const ONE_DAY = { dayStart: '2025-03-10', dayEnd: '2025-03-10' };
const mid = (months: string, days: string) =>
  `${months} 2025-04-01..2025-05-01 + ${days} 2025-03-10..2025-03-31 + ${days} 2025-06-01..2025-06-20`;

const cases: Case[] = [
  // Counts: the count rollups by month and day, the tag-set variants under a tags filter.
  ...COUNTS.flatMap((aggregation): Case[] => [
    [
      `${aggregation}, no filter, default range`,
      { aggregation },
      {},
      AROUND,
      'verification_months 2018-01-01..2026-10-01 + verification_days 2026-11-01..2026-11-27',
    ],
    [
      `${aggregation}, default range, nothing after today`,
      { aggregation },
      {},
      { head: false, tail: false },
      'verification_months 2018-01-01..2026-11-01',
    ],
    [
      `${aggregation}, whole months`,
      { aggregation },
      MONTHS,
      AROUND,
      'verification_months 2025-01-01..2025-06-01',
    ],
    [
      `${aggregation}, partial months`,
      { aggregation },
      MID,
      AROUND,
      mid('verification_months', 'verification_days'),
    ],
    [
      `${aggregation}, partial months without scans outside`,
      { aggregation },
      MID,
      INSIDE,
      'verification_months 2025-03-01..2025-06-01',
    ],
    [`${aggregation}, one day`, { aggregation }, ONE_DAY, AROUND, 'verification_days 2025-03-10..2025-03-10'],
    [
      `${aggregation}, tags`,
      { aggregation },
      { ...MID, tags: ['promo'] },
      AROUND,
      mid('verification_month_tags', 'verification_daily'),
    ],
    [
      `${aggregation}, status, method, company`,
      { aggregation },
      { ...MONTHS, statuses: [99], method: 'GPS', companyIds: [3] },
      AROUND,
      'verification_months 2025-01-01..2025-06-01',
    ],
    [
      `${aggregation}, product, domain, country`,
      { aggregation },
      { ...MONTHS, productIds: [1], productGroupIds: [2], orderCountries: ['FR'] },
      AROUND,
      'verification_months 2025-01-01..2025-06-01',
    ],
    [`${aggregation}, accuracy: raw`, { aggregation }, { accuracy: 'GPS_50' }, AROUND, 'raw'],
    [`${aggregation}, label: raw`, { aggregation }, { labelId: 'L1' }, AROUND, 'raw'],
    [`${aggregation}, object: raw`, { aggregation }, { objectId: '12' }, AROUND, 'raw'],
    [`${aggregation}, roll: raw`, { aggregation }, { spoolIds: [4] }, AROUND, 'raw'],
    [
      `${aggregation}, start after end: nothing`,
      { aggregation },
      { dayStart: '2026-12-01', dayEnd: '2026-11-27' },
      AROUND,
      'rollup: nothing',
    ],
  ]),
  // The histogram: by month like the counts past 92 days, else every day from the day tables.
  [
    'histogram by month',
    { aggregation: 'date_histogram' },
    MID,
    AROUND,
    mid('verification_months', 'verification_days'),
  ],
  [
    'histogram by day',
    { aggregation: 'date_histogram' },
    { dayStart: '2025-03-01', dayEnd: '2025-05-31' },
    INSIDE,
    'verification_days 2025-03-01..2025-05-31',
  ],
  [
    'histogram by day, tags',
    { aggregation: 'date_histogram' },
    { dayStart: '2025-03-01', dayEnd: '2025-03-31', tags: ['a'] },
    INSIDE,
    'verification_daily 2025-03-01..2025-03-31',
  ],
  [
    'histogram, open-ended start (default) by month',
    { aggregation: 'date_histogram' },
    { dayEnd: '2025-06-30' },
    AROUND,
    'verification_months 2018-01-01..2025-06-01',
  ],
  // Maps at precisions 2-3: all time from the cells3 when the range holds every scan.
  [
    'markers p2 world, every scan',
    { aggregation: 'markers', precision: 2 },
    {},
    INSIDE,
    'verification_cells3',
  ],
  [
    'markers p3 world, every scan, status',
    { aggregation: 'markers', precision: 3 },
    { statuses: [99] },
    INSIDE,
    'verification_cells3',
  ],
  [
    'markers p3, tags, every scan',
    { aggregation: 'markers', precision: 3 },
    { tags: ['a'] },
    INSIDE,
    'verification_tag_cells3',
  ],
  [
    'markers p3, company, every scan',
    { aggregation: 'markers', precision: 3 },
    { companyIds: [1] },
    INSIDE,
    'verification_cells3',
  ],
  [
    'markers p2 world, a year',
    { aggregation: 'markers', precision: 2 },
    MID,
    AROUND,
    mid('verification_month_world_cells3', 'verification_day_world_cells3'),
  ],
  [
    'markers p3 world, status and method, a year',
    { aggregation: 'markers', precision: 3 },
    { ...MONTHS, statuses: [1], method: 'IP' },
    AROUND,
    'verification_month_world_cells3 2025-01-01..2025-06-01',
  ],
  [
    'markers p3, company, partial months',
    { aggregation: 'markers', precision: 3 },
    { ...MID, companyIds: [1] },
    AROUND,
    mid('verification_month_cells4', 'verification_cells'),
  ],
  [
    'markers p3, supplier scope and product',
    { aggregation: 'markers', precision: 3 },
    { ...MID, companyIds: [1], productIds: [2] },
    AROUND,
    mid('verification_month_cells4', 'verification_cells'),
  ],
  [
    'markers p2, tags, partial months',
    { aggregation: 'markers', precision: 2 },
    { ...MID, tags: ['a'] },
    AROUND,
    mid('verification_month_tag_cells4', 'verification_cells'),
  ],
  [
    'markers p3, country, every scan',
    { aggregation: 'markers', precision: 3 },
    { orderCountries: ['FR'] },
    INSIDE,
    'verification_cells3',
  ],
  // Precision 4: the month cells4, never all time (the all-time cells are finer).
  [
    'markers p4 world, every scan',
    { aggregation: 'markers', precision: 4 },
    MONTHS,
    INSIDE,
    'verification_month_cells4 2025-01-01..2025-06-01',
  ],
  [
    'markers p4, tags',
    { aggregation: 'markers', precision: 4 },
    { ...MID, tags: ['a'] },
    AROUND,
    mid('verification_month_tag_cells4', 'verification_cells'),
  ],
  // Precisions 5-6: every company's, then each company's all-time cells, else the month cells.
  [
    'markers p6 world, every scan',
    { aggregation: 'markers', precision: 6 },
    {},
    INSIDE,
    'verification_world_cells6',
  ],
  [
    'markers p5 world, status, every scan',
    { aggregation: 'markers', precision: 5 },
    { statuses: [99], method: 'GPS' },
    INSIDE,
    'verification_world_cells6',
  ],
  [
    'markers p6, supplier scope, every scan',
    { aggregation: 'markers', precision: 6 },
    { companyIds: [1] },
    INSIDE,
    'verification_company_cells6',
  ],
  [
    'markers p6, two companies, every scan',
    { aggregation: 'markers', precision: 6 },
    { companyIds: [1, 2] },
    INSIDE,
    'verification_company_cells6',
  ],
  [
    'markers p6, product, every scan',
    { aggregation: 'markers', precision: 6 },
    { productIds: [1] },
    INSIDE,
    'verification_month_cells 2018-01-01..2026-11-01',
  ],
  [
    'markers p6, tags, every scan',
    { aggregation: 'markers', precision: 6 },
    { tags: ['a'] },
    INSIDE,
    'verification_month_cells 2018-01-01..2026-11-01',
  ],
  [
    'markers p6 world, scans before the range',
    { aggregation: 'markers', precision: 6 },
    MID,
    AROUND,
    mid('verification_month_cells', 'verification_cells'),
  ],
  [
    'markers p6 world, whole months, scans around',
    { aggregation: 'markers', precision: 6 },
    MONTHS,
    { before: true, after: true },
    'verification_month_cells 2025-01-01..2025-06-01',
  ],
  [
    'markers p6, supplier scope, one day',
    { aggregation: 'markers', precision: 6 },
    { ...ONE_DAY, companyIds: [1] },
    AROUND,
    'verification_cells 2025-03-10..2025-03-10',
  ],
  [
    'markers p2 world, one day',
    { aggregation: 'markers', precision: 2 },
    ONE_DAY,
    AROUND,
    'verification_day_world_cells3 2025-03-10..2025-03-10',
  ],
  // The accuracy steps (decision 327): the cells with the accuracy band, only under that filter.
  [
    'markers p2 world, accuracy, every scan',
    { aggregation: 'markers', precision: 2 },
    { accuracy: 'GPS_10' },
    INSIDE,
    'verification_month_world_accuracy_cells3 2018-01-01..2026-11-01',
  ],
  [
    'markers p3 world, accuracy, status and method, whole months',
    { aggregation: 'markers', precision: 3 },
    { ...MONTHS, accuracy: 'GPS_1000', statuses: [99], method: 'GPS' },
    AROUND,
    'verification_month_world_accuracy_cells3 2025-01-01..2025-06-01',
  ],
  [
    'markers p3, accuracy, company, partial months',
    { aggregation: 'markers', precision: 3 },
    { ...MID, accuracy: 'IP', companyIds: [1] },
    AROUND,
    mid('verification_month_accuracy_cells4', 'verification_day_accuracy_cells4'),
  ],
  [
    'markers p4 world, accuracy, partial months',
    { aggregation: 'markers', precision: 4 },
    { ...MID, accuracy: 'GPS_OVER_1000' },
    AROUND,
    mid('verification_month_accuracy_cells4', 'verification_day_accuracy_cells4'),
  ],
  [
    'markers p2 world, accuracy, one day',
    { aggregation: 'markers', precision: 2 },
    { ...ONE_DAY, accuracy: 'GPS_50' },
    AROUND,
    'verification_day_accuracy_cells4 2025-03-10..2025-03-10',
  ],
  [
    'markers p6 world, accuracy, every scan: every company together (decision 328)',
    { aggregation: 'markers', precision: 6 },
    { accuracy: 'GPS_10' },
    INSIDE,
    'verification_world_accuracy_cells6',
  ],
  [
    'markers p5, accuracy, supplier scope, every scan',
    { aggregation: 'markers', precision: 5 },
    { accuracy: 'GPS_100', companyIds: [1] },
    INSIDE,
    'verification_accuracy_cells6',
  ],
  [
    'markers p6, accuracy, two companies and a status, every scan',
    { aggregation: 'markers', precision: 6 },
    { accuracy: 'IP', companyIds: [1, 2], statuses: [4] },
    INSIDE,
    'verification_accuracy_cells6',
  ],
  // What no rollup keeps: the events.
  ['markers p7', { aggregation: 'markers', precision: 7 }, {}, INSIDE, 'raw'],
  ['markers p9', { aggregation: 'markers', precision: 9 }, {}, INSIDE, 'raw'],
  ['markers single hits', { aggregation: 'markers', precision: 6, hits: 1 }, {}, INSIDE, 'raw'],
  [
    'markers p2, accuracy, tags',
    { aggregation: 'markers', precision: 2 },
    { accuracy: 'IP', tags: ['a'] },
    INSIDE,
    'raw',
  ],
  [
    'markers p3, accuracy, product',
    { aggregation: 'markers', precision: 3 },
    { ...MONTHS, accuracy: 'GPS_10', productIds: [1] },
    INSIDE,
    'raw',
  ],
  [
    'markers p6, accuracy, partial months',
    { aggregation: 'markers', precision: 6 },
    { ...MID, accuracy: 'GPS_10' },
    AROUND,
    'raw',
  ],
  [
    'markers p5, accuracy, company, whole months, scans around',
    { aggregation: 'markers', precision: 5 },
    { ...MONTHS, accuracy: 'GPS_100', companyIds: [1] },
    AROUND,
    'raw',
  ],
  [
    'markers p6, accuracy, one day',
    { aggregation: 'markers', precision: 6 },
    { ...ONE_DAY, accuracy: 'GPS_10' },
    AROUND,
    'raw',
  ],
  [
    'markers single hits, accuracy',
    { aggregation: 'markers', precision: 6, hits: 1 },
    { accuracy: 'IP' },
    INSIDE,
    'raw',
  ],
  ['markers p6, label', { aggregation: 'markers', precision: 6 }, { labelId: 'L1' }, INSIDE, 'raw'],
  [
    'markers p3, start after end',
    { aggregation: 'markers', precision: 3 },
    { dayStart: '2026-12-01' },
    INSIDE,
    'rollup: nothing',
  ],
  // The spool analysis: the per-label counts when they answer it exactly (decision 269).
  [
    'spool, span inside the range',
    { aggregation: 'by_spool', spool_id: 'R1' },
    {
      spoolIds: [4],
      scanSpan: { first: '2025-01-02T00:00:00.000000Z', last: '2025-02-02T00:00:00.000000Z' },
    },
    {},
    'label_counts',
  ],
  [
    'spool, status and company',
    { aggregation: 'by_spool', spool_id: 'R1' },
    {
      spoolIds: [4],
      statuses: [99],
      companyIds: [1],
      scanSpan: { first: '2025-01-02T00:00:00.000000Z', last: '2025-02-02T00:00:00.000000Z' },
    },
    {},
    'label_counts',
  ],
  [
    'spool, range cutting the span',
    { aggregation: 'by_spool', spool_id: 'R1' },
    {
      ...MID,
      spoolIds: [4],
      scanSpan: { first: '2025-01-02T00:00:00.000000Z', last: '2025-04-02T00:00:00.000000Z' },
    },
    {},
    'raw',
  ],
  [
    'spool, tags',
    { aggregation: 'by_spool', spool_id: 'R1' },
    {
      spoolIds: [4],
      tags: ['a'],
      scanSpan: { first: '2025-01-02T00:00:00.000000Z', last: '2025-02-02T00:00:00.000000Z' },
    },
    {},
    'raw',
  ],
  [
    'spool, never scanned',
    { aggregation: 'by_spool', spool_id: 'R1' },
    { spoolIds: [4], scanSpan: 'none' },
    {},
    'raw',
  ],
];

describe('planRead (decision 314)', () => {
  it.each(cases)('%s', (_name, input, filters, facts, expected) => {
    expect(short(planRead(query(input), { ...base, ...filters }, facts))).toBe(expected);
  });

  it('asks no fact for raw reads, the edges for counts, both for maps with an all-time table', () => {
    expect(probesOf(query({ aggregation: 'hit_count' }), { ...base, accuracy: 'GPS_10' })).toEqual([]);
    expect(probesOf(query({ aggregation: 'markers', precision: 2 }), { ...base, accuracy: 'IP' })).toEqual([
      'edges',
    ]);
    expect(
      probesOf(query({ aggregation: 'markers', precision: 6 }), { ...base, accuracy: 'IP', companyIds: [1] }),
    ).toEqual(['outside', 'edges']);
    expect(probesOf(query({ aggregation: 'markers', precision: 6 }), { ...base, accuracy: 'IP' })).toEqual([
      'outside',
      'edges',
    ]);
    expect(probesOf(query({ aggregation: 'hit_count' }), { ...base, ...MONTHS })).toEqual([]);
    expect(probesOf(query({ aggregation: 'hit_count' }), { ...base, ...MID })).toEqual(['edges']);
    expect(probesOf(query({ aggregation: 'markers', precision: 2 }), base)).toEqual(['outside', 'edges']);
    expect(probesOf(query({ aggregation: 'markers', precision: 4 }), base)).toEqual(['edges']);
    expect(probesOf(query({ aggregation: 'markers', precision: 6 }), { ...base, productIds: [1] })).toEqual([
      'edges',
    ]);
    expect(probesOf(query({ aggregation: 'date_histogram' }), { ...base, ...MONTHS })).toEqual([]);
    expect(
      probesOf(query({ aggregation: 'markers', precision: 3 }), { ...base, dayStart: '2027-01-01' }),
    ).toEqual([]);
  });

  it('without facts reads no all-time table and no partial month as whole', () => {
    expect(short(planRead(query({ aggregation: 'markers', precision: 6 }), { ...base, ...MID }))).toBe(
      mid('verification_month_cells', 'verification_cells'),
    );
    expect(short(planRead(query({ aggregation: 'markers', precision: 2 }), base))).toBe(
      'verification_month_world_cells3 2018-01-01..2026-10-01 + verification_day_world_cells3 2026-11-01..2026-11-27',
    );
  });

  it('never reads a table with the accuracy band without the accuracy filter (decision 327)', () => {
    const ranges = [{}, MID, MONTHS, ONE_DAY, { ...MID, companyIds: [1] }, { companyIds: [1] }];
    for (const precision of [2, 3, 4, 5, 6]) {
      for (const filters of ranges) {
        for (const facts of [AROUND, INSIDE]) {
          const plan = planRead(query({ aggregation: 'markers', precision }), { ...base, ...filters }, facts);
          expect(short(plan)).not.toContain('accuracy');
          const withStep = planRead(
            query({ aggregation: 'markers', precision }),
            { ...base, ...filters, accuracy: 'GPS_50' },
            facts,
          );
          if (withStep.source === 'rollup') {
            expect(withStep.ranges.every((range) => range.rollup.accuracy)).toBe(true);
          }
        }
      }
    }
  });

  it('reads the per-label counts only for a roll filter', () => {
    expect(canCountSpoolFromLabelCounts(base)).toBe(false);
  });
});
