import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.js';
import { VERIFICATION_DATA_TABLES } from '../db/schema/verifications.js';
import { type Clock, systemClock } from '../lib/clock.js';
import { createPrng } from './prng.js';
import { seedScans } from './scans.js';

export type LargeScanOptions = {
  /** About how many events to add (10,000,000 for the large set). */
  scans: number;
  now?: Clock;
  onProgress?: (done: number, total: number, phase: string, unit?: string) => void;
};

export type LargeScanResult = {
  sent: number;
  inserted: number;
  batches: number;
  ms: number;
  vacuumMs: number;
};

/** The audit rows' actor of the large set's scans: their count numbers the runs. */
const LARGE_SCANS_ACTOR = 'Large data set';
const LARGE_SCANS_SEED = 0x5eed_0005;

/** Batches sent by earlier runs: a new run takes new event ids and a new seed from there. */
async function countEarlierBatches(handle: DatabaseHandle): Promise<number> {
  const [row] = await handle.db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(sql`audit_log`)
    .where(
      sql`action = 'verification_batch.ingest' and actor_kind = 'system' and actor_label = ${LARGE_SCANS_ACTOR}`,
    );
  return row?.count ?? 0;
}

/**
 * Adds label scans to a seeded database through the ingestion service of the API (decision 242):
 * scans of the labels on every roll (the demo's) plus imitated, unknown and demo codes, 2018 to
 * today around real cities, in batches of 10,000, each batch its own transaction as a call of the
 * authentication service would be; then VACUUM ANALYZE of the verification tables. Runs again add
 * further events (new ids), so that benchmarks can be re-run on more data.
 */
export async function seedLargeScans(
  handle: DatabaseHandle,
  options: LargeScanOptions,
): Promise<LargeScanResult> {
  if (!Number.isInteger(options.scans) || options.scans < 1) throw new Error('scans must be an integer >= 1');
  const earlier = await countEarlierBatches(handle);
  const started = performance.now();
  options.onProgress?.(0, options.scans, 'scans', 'events');
  const result = await seedScans(handle.db, handle.kind, {
    total: options.scans,
    idPrefix: `large-${earlier}-`,
    prng: createPrng(LARGE_SCANS_SEED + earlier),
    now: options.now ?? systemClock,
    actorLabel: LARGE_SCANS_ACTOR,
    onBatch: (done, total) => options.onProgress?.(Math.min(done, total), total, 'scans', 'events'),
  });
  const ms = Math.round(performance.now() - started);
  const vacuumStarted = performance.now();
  options.onProgress?.(0, 1, 'vacuum analyze');
  await handle.exec(`vacuum (analyze) ${VERIFICATION_DATA_TABLES.join(', ')};`);
  options.onProgress?.(1, 1, 'vacuum analyze');
  return { ...result, ms, vacuumMs: Math.round(performance.now() - vacuumStarted) };
}
