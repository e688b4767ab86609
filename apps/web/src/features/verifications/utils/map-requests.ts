import { SINGLE_HITS_LIMIT, type VerificationReplyOf, type VerificationStatus } from '@label-portal/contract';

/** The map's fixed figures (statistics.md section 9). */
export const MAP_HEIGHT = 600;
export const MAP_START_CENTER: [number, number] = [49, 9];
export const MAP_CLUSTER_RADIUS = 50;
export const MAP_CHUNK_INTERVAL_MS = 80;
/**
 * The pause between two chunks of markers: one frame, for the browser to paint and take input
 * (markercluster's 50 ms added up to a few hundred ms before a zoom step's last marker, issue 33).
 */
export const MAP_CHUNK_DELAY_MS = 16;
export const SINGLE_MARKER_SIZE = 40;
/** Moves closer together than this ask once, for where the map came to rest. */
export const MAP_MOVE_DEBOUNCE_MS = 250;

/** What the map draws: a bucket (a count, opened by zooming) or one verification (a popup). */
export type MapPoint =
  | { kind: 'bucket'; key: string; lat: number; lon: number; count: number; statuses: StatusShare[] }
  | { kind: 'single'; id: string; lat: number; lon: number; status: VerificationStatus };
export type StatusShare = { status: VerificationStatus; count: number };

/**
 * The points of a markers answer: single hits as they come, never more than SINGLE_HITS_LIMIT
 * (2,000); every bucket, so that the clusters sum every scan of the view (the zoom's precision keeps
 * a bucket a few pixels wide at most, and the clusters and their removal outside the view keep the
 * markers in the DOM far below 2,000); a bucket of one scan whose id the answer gives becomes that
 * scan's marker (its popup opens).
 */
export function mapPointsOf(reply: VerificationReplyOf<'markers'>): MapPoint[] {
  if (reply.data.type === 'single_hits') {
    return reply.data.hits.slice(0, SINGLE_HITS_LIMIT).map((hit) => ({
      kind: 'single',
      id: hit._id,
      lat: hit.position.lat,
      lon: hit.position.lon,
      status: hit.status,
    }));
  }
  return reply.data.buckets.map((bucket): MapPoint => {
    const lat = bucket.center_lat.value;
    const lon = bucket.center_lon.value;
    const only = bucket.status.buckets[0]?.single_checks?.hits.hits[0];
    if (bucket.doc_count === 1 && bucket.status.buckets.length === 1 && only) {
      return { kind: 'single', id: only._id, lat, lon, status: bucket.status.buckets[0]!.key };
    }
    return {
      kind: 'bucket',
      key: bucket.key,
      lat,
      lon,
      count: bucket.doc_count,
      statuses: bucket.status.buckets.map((status) => ({ status: status.key, count: status.doc_count })),
    };
  });
}

/**
 * A cluster's number: the sum of its markers' counts (a bucket counts its scans, a single marker
 * one), not the number of markers in it.
 */
export function clusterSumOf(counts: readonly (number | undefined)[]): number {
  return counts.reduce<number>((sum, count) => sum + (count ?? 1), 0);
}

/** The scans the points of an answer stand for: each bucket's count, one per single marker. */
export function scansOf(points: readonly MapPoint[]): number {
  return clusterSumOf(points.map((point) => (point.kind === 'bucket' ? point.count : 1)));
}

/**
 * A count as the cluster shows it, short in the interface's language: 1234 → 1.2K (en) or 1,2 k (fr),
 * 25,400 → 25K, 2,500,000 → 2.5M; below 1,000 the whole number.
 */
export function shortCountOf(count: number, language: string): string {
  if (count < 1000) return String(count);
  // A narrow no-break space before the French unit (1,2 k), which fits the cluster's 30 px disc.
  return new Intl.NumberFormat(language, { notation: 'compact', maximumSignificantDigits: 2 })
    .format(count)
    .replace('\u00a0', '\u202f');
}

/** The cluster icon's size class by its sum, as markercluster's own (small, medium, large). */
export function clusterSizeOf(sum: number): 'small' | 'medium' | 'large' {
  if (sum < 100) return 'small';
  if (sum < 1000) return 'medium';
  return 'large';
}

/** The user-timing marks of the map's first paint (read by the browser test and the bench). */
export const MAP_TIMING_PREFIX = 'verification-map:';
export type MapTimingStep =
  | 'tab-opened'
  | 'panel-mounted'
  | 'map-created'
  | 'markers-requested'
  | 'markers-answered'
  | 'markers-shown'
  /** The last chunk of the cluster group processed and its markers put on the map (chunkedLoading). */
  | 'markers-drawn';

/** Marks one step of the map's first paint (`performance.mark`, where the browser has it). */
export function markMapTiming(step: MapTimingStep): void {
  globalThis.performance?.mark?.(`${MAP_TIMING_PREFIX}${step}`);
}
