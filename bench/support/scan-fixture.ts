/**
 * What the verification benches make their scans of: a reproducible random source (mulberry32),
 * city centres the scans gather around, the scans drawn from them, and the API key the ingest
 * calls authenticate with.
 */
import type { BenchApp } from './bench-app.js';

/** A reproducible generator (mulberry32) from `seed`, and a pick of one item of a list with it. */
export function createRandom(seed: number) {
  let state = seed;
  function random(): number {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  }
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  return { random, pick };
}

/** `count` city centres (latitude, longitude) drawn with `random`, away from the poles. */
export function drawCities(random: () => number, count: number): [number, number][] {
  return Array.from({ length: count }, () => [-50 + random() * 110, -170 + random() * 340]);
}

const SCAN_STATUSES = [99, 99, 99, 99, 99, 99, 1, 2, 3, 3, 4, 0, 5, 6];
const SCAN_TAGS = ['app', 'retail', 'promo', 'workshop', 'online'];
const SCAN_CLIENTS = ['DA', 'DW', 'MW', 'MA', 'MS', 'UW', 'UA'];

/**
 * One scan as the ingest call takes it, drawn from the random source: near one of `cities` (within 0.2°), at
 * a time in [start, start + span), nine times in ten of one of `labels` (one time in ten of those
 * named by its object id), else of an unknown label.
 */
export function drawScanEvent(
  { random, pick }: ReturnType<typeof createRandom>,
  {
    id,
    cities,
    labels,
    start,
    span,
  }: {
    id: string;
    cities: readonly [number, number][];
    labels: readonly { label_id: string; object_id: string }[];
    start: number;
    span: number;
  },
) {
  const [lat, lon] = pick(cities);
  const label = labels.length > 0 && random() < 0.9 ? pick(labels) : null;
  const byObject = label !== null && random() < 0.1;
  const tagCount = Math.floor(random() * 2.5);
  return {
    id,
    timestamp: new Date(start + Math.floor(random() * span)).toISOString(),
    label_id: label && !byObject ? label.label_id : label ? null : `UNKNOWN${Math.floor(random() * 5000)}`,
    object_id: byObject ? Number(label!.object_id) : null,
    status: pick(SCAN_STATUSES),
    verification_count: 1 + Math.floor(random() * 5),
    client_type: pick(SCAN_CLIENTS),
    agent: 'Mozilla/5.0 (Linux; Android 14)',
    agent_version: '124.0',
    lat: Math.max(-90, Math.min(90, lat + (random() - 0.5) * 0.4)),
    lon: Math.max(-180, Math.min(180, lon + (random() - 0.5) * 0.4)),
    accuracy: random() < 0.3 ? 0 : Math.round(random() * 500) / 10,
    tags: Array.from({ length: tagCount }, () => pick(SCAN_TAGS)),
  };
}

/** Creates a verification-ingest API key as staff: the bearer token of the ingest calls. */
export async function createIngestKey(app: BenchApp['app'], staff: Record<string, string>) {
  const created = await app.inject({
    method: 'POST',
    url: '/backoffice/api/api_keys/',
    headers: staff,
    payload: { name: `bench ${new Date().toISOString()}`, scope: 'verification_ingest' },
  });
  return created.json().key as string;
}
