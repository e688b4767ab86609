import type { VerificationReplyOf } from '@label-portal/contract';
import { describe, expect, it } from 'vitest';
import { clusterSumOf, mapPointsOf, scansOf, shortCountOf } from './map-requests';

describe('clusterSumOf', () => {
  it('sums the counts of the markers, a marker without a count being one scan', () => {
    expect(clusterSumOf([120, 5, 1])).toBe(126);
    expect(clusterSumOf([undefined, 3])).toBe(4);
    expect(clusterSumOf([])).toBe(0);
  });

  it('shows large sums short, in the language of the interface', () => {
    expect(shortCountOf(999, 'en')).toBe('999');
    expect(shortCountOf(1234, 'en')).toBe('1.2K');
    expect(shortCountOf(25_400, 'en')).toBe('25K');
    expect(shortCountOf(2_500_000, 'en')).toBe('2.5M');
    expect(shortCountOf(999, 'fr')).toBe('999');
    expect(shortCountOf(1234, 'fr')).toBe('1,2\u202fk');
    expect(shortCountOf(25_400, 'fr')).toBe('25\u202fk');
    expect(shortCountOf(2_500_000, 'fr')).toBe('2,5\u202fM');
  });
});

describe('mapPointsOf', () => {
  it('turns buckets into counted points and a bucket of one known scan into its marker', () => {
    const reply: VerificationReplyOf<'markers'> = {
      aggregation: 'markers',
      data: {
        type: 'buckets',
        buckets: [
          {
            key: 'u33',
            center_lat: { value: 52.5 },
            center_lon: { value: 13.4 },
            doc_count: 7,
            status: {
              buckets: [
                { key: 99, doc_count: 5 },
                { key: 3, doc_count: 2 },
              ],
            },
          },
          {
            key: 'u09',
            center_lat: { value: 48.8 },
            center_lon: { value: 2.3 },
            doc_count: 1,
            status: {
              buckets: [{ key: 4, doc_count: 1, single_checks: { hits: { hits: [{ _id: 'abc' }] } } }],
            },
          },
        ],
        folded: false,
      },
    };
    expect(mapPointsOf(reply)).toEqual([
      {
        kind: 'bucket',
        key: 'u33',
        lat: 52.5,
        lon: 13.4,
        count: 7,
        statuses: [
          { status: 99, count: 5 },
          { status: 3, count: 2 },
        ],
      },
      { kind: 'single', id: 'abc', lat: 48.8, lon: 2.3, status: 4 },
    ]);
  });

  it('never gives more than 2,000 markers', () => {
    const hits = Array.from({ length: 2500 }, (_, index) => ({
      _id: String(index),
      position: { lat: 1, lon: 1 },
      status: 99 as const,
    }));
    const points = mapPointsOf({
      aggregation: 'markers',
      data: { type: 'single_hits', hits, truncated: true },
    });
    expect(points).toHaveLength(2000);
    expect(points[0]).toEqual({ kind: 'single', id: '0', lat: 1, lon: 1, status: 99 });
  });

  it('gives every bucket, past 2,000 too, so that the clusters sum every scan of the view', () => {
    const buckets = Array.from({ length: 2667 }, (_, index) => ({
      key: `u09t${index}`,
      center_lat: { value: 48.8 },
      center_lon: { value: 2.3 },
      doc_count: 2,
      status: { buckets: [{ key: 99 as const, doc_count: 2 }] },
    }));
    const points = mapPointsOf({ aggregation: 'markers', data: { type: 'buckets', buckets, folded: false } });
    expect(points).toHaveLength(2667);
    expect(scansOf(points)).toBe(5334);
  });
});

describe('scansOf', () => {
  it("sums each bucket's count and one per single marker", () => {
    expect(
      scansOf([
        { kind: 'bucket', key: 'u0', lat: 1, lon: 1, count: 40, statuses: [{ status: 99, count: 40 }] },
        { kind: 'single', id: 'a', lat: 1, lon: 1, status: 3 },
        { kind: 'bucket', key: 'u', lat: 1, lon: 1, count: 2, statuses: [{ status: 4, count: 2 }] },
      ]),
    ).toBe(43);
  });

  it('is zero for an empty answer', () => {
    expect(scansOf([])).toBe(0);
  });
});
