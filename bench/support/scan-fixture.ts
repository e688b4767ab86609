/**
 * What the verification benches make their scans of: a reproducible random source (mulberry32),
 * city centres the scans gather around, the statuses, tags and client types they draw from, and
 * the API key the ingest calls authenticate with.
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

export const SCAN_STATUSES = [99, 99, 99, 99, 99, 99, 1, 2, 3, 3, 4, 0, 5, 6];
export const SCAN_TAGS = ['app', 'retail', 'promo', 'workshop', 'online'];
export const SCAN_CLIENTS = ['DA', 'DW', 'MW', 'MA', 'MS', 'UW', 'UA'];

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
