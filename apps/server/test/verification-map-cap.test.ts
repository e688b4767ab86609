import {
  geohashPrecisionForZoom,
  MAP_BUCKETS_LIMIT,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  mapViewRequestOf,
  type VerificationQueryInput,
} from '@label-portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  monthsOf,
  readVerificationBatch,
} from '../src/modules/scans/verifications/ingest/verification-batch.js';
import { createVerificationStore } from '../src/modules/scans/verifications/ingest/verification-store.repository.js';
import { signedInClient, type TestClient, useTestApp } from './helpers/test-app.js';
import { eventOf, seededRandom } from './helpers/verifications.js';

/*
 * The cap on a markers answer's buckets (decision 324), pinned: with more cells than the cap, every
 * answer holds at most MAP_BUCKETS_LIMIT buckets, and the buckets still sum every scan of the view:
 * over the whole world their counts add up to the hit count, for random filter sets at every zoom.
 */

const context = useTestApp();
const API = '/statistics/api/verifications/';
const SCANS = 4_000;

let staff: TestClient;

type Buckets = {
  key: string;
  doc_count: number;
  status: { buckets: { key: number; doc_count: number }[] };
}[];

beforeAll(async () => {
  staff = await signedInClient(context.app, 'staff@demo.example', 'PROVIDER01');
  // Scans spread over the world (thousands of precision-4 cells) and a dense city (Paris).
  const random = seededRandom(324);
  const items = Array.from({ length: SCANS }, (_, index) => {
    const isParis = index % 4 === 0;
    return eventOf({
      status: [99, 99, 3, 4, 0][index % 5]!,
      timestamp: `2026-0${1 + (index % 6)}-${String(1 + (index % 28)).padStart(2, '0')}T12:00:00.000Z`,
      lat: isParis ? 48.85 + (random() - 0.5) * 0.2 : -60 + random() * 130,
      lon: isParis ? 2.35 + (random() - 0.5) * 0.3 : -180 + random() * 360,
      accuracy: random() < 0.3 ? 0 : random() * 500,
      tags: index % 3 === 0 ? ['promo'] : [],
    });
  });
  const { events } = readVerificationBatch(items, new Date(), 'en');
  const store = createVerificationStore(context.database.kind);
  await store.ensureMonths(context.database.db, monthsOf(events));
  await context.database.db.transaction((tx) => store.storeEvents(tx, events));
}, 120_000);

/** A random filter set of the panel (no filter, statuses, a tag, GPS, dates). */
function randomFilters(random: () => number): Omit<VerificationQueryInput, 'aggregation'> {
  const filters: Omit<VerificationQueryInput, 'aggregation'> = {};
  if (random() < 0.4) filters.verification_status = random() < 0.5 ? [99] : [3, 4];
  if (random() < 0.3) filters.tags = ['promo'];
  if (random() < 0.3) filters.geolocation_method = random() < 0.5 ? 'GPS' : 'IP';
  if (random() < 0.3) {
    filters.date_start = '2026-02-10';
    filters.date_end = '2026-05-20';
  }
  return filters;
}

const sumOf = (buckets: Buckets) => buckets.reduce((sum, bucket) => sum + bucket.doc_count, 0);

describe('the cap on buckets (decision 324)', () => {
  it('gives at most 640 buckets whose counts sum to the hit count, for random filters at every zoom', async () => {
    const random = seededRandom(1_024);
    let foldedAnswers = 0;
    for (let zoom = MAP_MIN_ZOOM; zoom <= MAP_MAX_ZOOM; zoom += 1) {
      for (let round = 0; round < 3; round += 1) {
        const filters = randomFilters(random);
        // The whole world at this zoom's precision, as buckets (the map asks single hits above 8).
        const markers = {
          ...filters,
          aggregation: 'markers',
          precision: geohashPrecisionForZoom(zoom),
          hits: 0,
        };
        const reply = (await staff.post(API, markers)).json();
        const count = (await staff.post(API, { ...filters, aggregation: 'hit_count' })).json().data;
        const label = `zoom ${zoom} ${JSON.stringify(filters)}`;
        expect(reply.data.type, label).toBe('buckets');
        const buckets = reply.data.buckets as Buckets;
        expect(buckets.length, label).toBeLessThanOrEqual(MAP_BUCKETS_LIMIT);
        expect(sumOf(buckets), label).toBe(count);
        // The statuses of a bucket sum to its count; no bucket's key is the prefix of another's.
        for (const bucket of buckets) {
          expect(bucket.status.buckets.reduce((sum, status) => sum + status.doc_count, 0)).toBe(
            bucket.doc_count,
          );
        }
        const keys = buckets.map((bucket) => bucket.key).sort();
        for (let index = 1; index < keys.length; index += 1) {
          expect(keys[index]!.startsWith(keys[index - 1]!), label).toBe(false);
        }
        const precision = geohashPrecisionForZoom(zoom);
        const isFolded = buckets.some((bucket) => bucket.key.length < precision);
        expect(reply.data.folded, label).toBe(isFolded || precision > 6);
        if (reply.data.folded) foldedAnswers += 1;
      }
    }
    // The data holds more cells than the cap from precision 4 on: the cap was at work.
    expect(foldedAnswers).toBeGreaterThan(20);
  }, 300_000);

  it('answers the view of the browser over the dense city within the cap, its counts those of the view', async () => {
    for (const zoom of [4, 6, 7, 8]) {
      const request = mapViewRequestOf({ lat: 48.85, lon: 2.35, zoom, width: 1366, height: 600 }, {});
      const reply = (await staff.post(API, { ...request, aggregation: 'markers' })).json();
      const buckets = reply.data.buckets as Buckets;
      expect(buckets.length).toBeGreaterThan(0);
      expect(buckets.length).toBeLessThanOrEqual(MAP_BUCKETS_LIMIT);
      // Paris's scans are all in the view at these zooms.
      expect(sumOf(buckets)).toBeGreaterThanOrEqual(SCANS / 4);
    }
  }, 120_000);

  it('answers precisions 7-9 over a box wider than their view with the rollups cells, folded, counts exact', async () => {
    const world = { north: 90, south: -90, east: 180, west: -180 };
    const count = (await staff.post(API, { aggregation: 'hit_count' })).json().data;
    for (const precision of [7, 8, 9]) {
      const reply = (
        await staff.post(API, { aggregation: 'markers', precision, hits: 0, bounding_box: world })
      ).json();
      expect(reply.data.folded).toBe(true);
      const buckets = reply.data.buckets as Buckets;
      expect(buckets.every((bucket) => bucket.key.length <= 6)).toBe(true);
      expect(sumOf(buckets)).toBe(count);
    }
    // A view of zoom 10 over a quiet place: the asked precision, not folded.
    const quiet = { north: 10.2, south: 10, east: 20.2, west: 20 };
    const reply = (
      await staff.post(API, { aggregation: 'markers', precision: 7, hits: 0, bounding_box: quiet })
    ).json();
    expect(reply.data.folded).toBe(false);
    expect((reply.data.buckets as Buckets).every((bucket) => bucket.key.length === 7)).toBe(true);
  }, 120_000);
});
