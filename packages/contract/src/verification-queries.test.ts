import { describe, expect, it } from 'vitest';
import {
  ACCURACY_STEPS,
  accuracyBandOf,
  accuracyBandsOf,
  accuracyBoundsOf,
  clampBoundingBox,
  geohashPrecisionForZoom,
  geolocationFilterOf,
  isSingleHitsZoom,
  labelInfoParamsSchema,
  readLabelOrObjectFilter,
  spoolDisplayStatusOf,
  VERIFICATION_STATUS_COLORS,
  VERIFICATION_STATUSES,
  verificationDownloadQuerySchema,
  verificationQuerySchema,
} from './index.js';

describe('geohash precision by zoom (statistics.md section 9)', () => {
  it.each([
    [0, 2],
    [2, 2],
    [3.9, 2],
    [4, 3],
    [5, 3],
    [6, 4],
    [7, 5],
    [8, 6],
    [9, 6],
    [10, 7],
    [13, 7],
    [14, 8],
    [15, 8],
    [16, 9],
    [18, 9],
  ])('zoom %s gives precision %s', (zoom, precision) => {
    expect(geohashPrecisionForZoom(zoom)).toBe(precision);
  });

  it('asks for single hits above zoom 8 only', () => {
    expect(isSingleHitsZoom(8)).toBe(false);
    expect(isSingleHitsZoom(9)).toBe(true);
  });
});

describe('bounding box', () => {
  it('clamps to ±90 latitude and ±180 longitude', () => {
    expect(clampBoundingBox({ north: 95, south: -120, east: 200, west: -181 })).toEqual({
      north: 90,
      south: -90,
      east: 180,
      west: -180,
    });
    expect(clampBoundingBox({ north: 50, south: 40, east: 10, west: 0 })).toEqual({
      north: 50,
      south: 40,
      east: 10,
      west: 0,
    });
  });

  it('is clamped by the query schema, and a reversed box is refused on its field', () => {
    const parsed = verificationQuerySchema.parse({
      aggregation: 'markers',
      bounding_box: { north: 100, south: -100, east: 400, west: -400 },
    });
    expect(parsed.bounding_box).toEqual({ north: 90, south: -90, east: 180, west: -180 });
    const refused = verificationQuerySchema.safeParse({
      aggregation: 'markers',
      bounding_box: { north: 10, south: 20, east: 10, west: 0 },
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['bounding_box.north', 'validation.boundingBoxReversed'],
    ]);
  });

  it('answers a side that is not a number with invalid, and a missing side with required', () => {
    const refused = verificationQuerySchema.safeParse({
      aggregation: 'markers',
      bounding_box: { north: 'x', south: 10, east: null },
    });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['bounding_box.north', 'validation.invalid'],
      ['bounding_box.east', 'validation.invalid'],
      ['bounding_box.west', 'validation.required'],
    ]);
  });
});

describe('geolocation filter', () => {
  it('is BOTH when both or none are ticked', () => {
    expect(geolocationFilterOf([])).toBe('BOTH');
    expect(geolocationFilterOf(['IP', 'GPS'])).toBe('BOTH');
    expect(geolocationFilterOf(['IP'])).toBe('IP');
    expect(geolocationFilterOf(['GPS'])).toBe('GPS');
  });
});

describe('accuracy steps (decision 327)', () => {
  it.each([
    [-1, 0],
    [0, 0],
    [0.5, 1],
    [10, 1],
    [10.01, 2],
    [50, 2],
    [50.5, 3],
    [100, 3],
    [100.5, 4],
    [1000, 4],
    [1000.5, 5],
  ])('puts an accuracy of %s m in band %s', (accuracy, band) => {
    expect(accuracyBandOf(accuracy)).toBe(band);
  });

  it('gives each step its bands, and bounds that match the same accuracies', () => {
    expect(Object.fromEntries(ACCURACY_STEPS.map((step) => [step, accuracyBandsOf(step)]))).toEqual({
      IP: [0],
      GPS_10: [1],
      GPS_50: [1, 2],
      GPS_100: [1, 2, 3],
      GPS_1000: [1, 2, 3, 4],
      GPS_OVER_1000: [5],
    });
    for (const step of ACCURACY_STEPS) {
      const { above, atMost } = accuracyBoundsOf(step);
      for (const accuracy of [-1, 0, 0.5, 10, 10.01, 50, 50.5, 100, 100.5, 1000, 1000.5, 5000]) {
        const inBounds = (above === null || accuracy > above) && (atMost === null || accuracy <= atMost);
        expect(inBounds, `${step} ${accuracy}`).toBe(
          accuracyBandsOf(step).includes(accuracyBandOf(accuracy)),
        );
      }
    }
  });

  it('takes a step in the body and the query string, and refuses a number or another text', () => {
    expect(verificationQuerySchema.parse({ aggregation: 'hit_count', accuracy: 'GPS_50' }).accuracy).toBe(
      'GPS_50',
    );
    expect(verificationQuerySchema.parse({ aggregation: 'hit_count' }).accuracy).toBeUndefined();
    expect(verificationDownloadQuerySchema.parse({ accuracy: 'IP' }).accuracy).toBe('IP');
    for (const accuracy of [10, 'GPS_20', 'gps_10', '10']) {
      const body = verificationQuerySchema.safeParse({ aggregation: 'hit_count', accuracy });
      expect(body.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['accuracy', 'validation.invalid'],
      ]);
      const query = verificationDownloadQuerySchema.safeParse({ accuracy });
      expect(query.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['accuracy', 'validation.invalid'],
      ]);
    }
  });
});

describe('object id or label id filter', () => {
  it('reads # and digits, or digits, as an object id without the #', () => {
    expect(readLabelOrObjectFilter('#12345')).toEqual({ kind: 'object', objectId: '12345' });
    expect(readLabelOrObjectFilter(' 987 ')).toEqual({ kind: 'object', objectId: '987' });
  });
  it('normalises anything else as a label id', () => {
    expect(readLabelOrObjectFilter('bcd-fgh aei 123')).toEqual({ kind: 'label', labelId: 'BCDFGH123' });
    expect(readLabelOrObjectFilter('   ')).toBeNull();
  });
  it('names nothing when nothing is left of a label id, or past the largest object id (decision 281)', () => {
    for (const value of ['aeiou', '#', ' # ', '#-', '#99999999999999999999', '9007199254740992']) {
      expect(readLabelOrObjectFilter(value), value).toEqual({ kind: 'none' });
    }
    expect(readLabelOrObjectFilter('#9007199254740991')).toEqual({
      kind: 'object',
      objectId: '9007199254740991',
    });
    expect(readLabelOrObjectFilter(' #4100 2599 ')).toEqual({ kind: 'object', objectId: '41002599' });
    expect(readLabelOrObjectFilter('4100\t2599')).toEqual({ kind: 'object', objectId: '41002599' });
  });
});

describe('spool analysis display statuses', () => {
  it('merges 1, 2 and 99 into valid and keeps every other code apart', () => {
    expect(VERIFICATION_STATUSES.map((status) => [status, spoolDisplayStatusOf(status)])).toEqual([
      [0, 'unknown'],
      [1, 'valid'],
      [2, 'valid'],
      [3, 'checked_too_often'],
      [4, 'imitated'],
      [5, 'demo'],
      [6, 'animation_mismatch'],
      [99, 'valid'],
    ]);
  });
});

describe('verification query', () => {
  it('takes the defaults and refuses what the spec refuses, with field messages', () => {
    expect(verificationQuerySchema.parse({ aggregation: 'hit_count' })).toMatchObject({
      geolocation_method: 'BOTH',
      precision: 2,
      hits: 0,
      limit: 100,
      sort_status: 3,
    });
    const messages = (input: unknown) =>
      verificationQuerySchema
        .safeParse(input)
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages({ aggregation: 'hit_count', date_start: '2016-12-31' })).toEqual([
      ['date_start', 'validation.minDate'],
    ]);
    expect(messages({ aggregation: 'hit_count', date_start: '2017-01-01' })).toBeUndefined();
    expect(messages({ aggregation: 'hit_count', date_start: '2020-02-02', date_end: '2020-02-01' })).toEqual([
      ['date_end', 'validation.dateRangeReversed'],
    ]);
    expect(messages({ aggregation: 'hit_count', verification_status: [7] })).toEqual([
      ['verification_status.0', 'validation.verificationStatus'],
    ]);
    expect(messages({ aggregation: 'markers', precision: 10 })).toEqual([
      ['precision', 'validation.maxValue'],
    ]);
    expect(messages({ aggregation: 'markers', precision: 1 })).toEqual([
      ['precision', 'validation.minValue'],
    ]);
    expect(messages({ aggregation: 'by_spool' })).toEqual([['spool_id', 'validation.required']]);
    expect(
      messages({ aggregation: 'hit_count', company_ids: Array.from({ length: 100 }, (_, i) => i) }),
    ).toBeUndefined();
    expect(
      messages({ aggregation: 'hit_count', company_ids: Array.from({ length: 101 }, (_, i) => i) }),
    ).toEqual([['company_ids', 'validation.maxItems']]);
    expect(messages({ aggregation: 'hit_count', surprise: 1 })).toEqual([['', 'validation.unknownField']]);
  });

  it('reads the download query string: one value or a repeated key', () => {
    const parsed = verificationDownloadQuerySchema.parse({
      verification_status: '3',
      domains: ['MOPAR', 'Eurorepar'],
      company_ids: ['0', '12'],
      order_countries: 'de',
    });
    expect(parsed).toMatchObject({
      verification_status: [3],
      domains: ['MOPAR', 'Eurorepar'],
      company_ids: [0, 12],
      order_countries: ['DE'],
    });
  });
});

describe('label info id', () => {
  it('takes a 12-character label id or digits, and refuses the rest', () => {
    expect(labelInfoParamsSchema.safeParse({ id: 'BCDFGH123456' }).success).toBe(true);
    expect(labelInfoParamsSchema.safeParse({ id: '123456' }).success).toBe(true);
    expect(labelInfoParamsSchema.safeParse({ id: 'BCDFGH12345' }).success).toBe(false);
    expect(labelInfoParamsSchema.safeParse({ id: 'bcdfgh123456' }).success).toBe(false);
    expect(labelInfoParamsSchema.safeParse({ id: '#123' }).success).toBe(false);
  });
});

describe('status colours', () => {
  /** CIELAB of an sRGB colour (#rrggbb, D65). */
  function labOf(hex: string): [number, number, number] {
    const linear = [1, 3, 5].map((at) => {
      const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    const [r, g, b] = linear;
    const xyz = [
      (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
      0.2126 * r + 0.7152 * g + 0.0722 * b,
      (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
    ].map((v) => (v > 0.008856 ? Math.cbrt(v) : 7.787 * v + 16 / 116)) as [number, number, number];
    return [116 * xyz[1] - 16, 500 * (xyz[0] - xyz[1]), 200 * (xyz[1] - xyz[2])];
  }

  it('reads every two statuses apart (ΔE*76 of at least 25), Valid Code and Valid too', () => {
    const entries = Object.entries(VERIFICATION_STATUS_COLORS);
    for (const [i, [status, colour]] of entries.entries()) {
      for (const [other, otherColour] of entries.slice(i + 1)) {
        const distance = Math.hypot(...labOf(colour).map((v, axis) => v - (labOf(otherColour)[axis] ?? 0)));
        expect(distance, `${status} ${colour} / ${other} ${otherColour}`).toBeGreaterThanOrEqual(25);
      }
    }
  });
});
