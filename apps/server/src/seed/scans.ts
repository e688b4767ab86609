import { VERIFICATION_BATCH_LIMIT, type VerificationEventInput } from '@label-portal/contract';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle, Executor } from '../db/client.js';
import { rowsOf } from '../db/raw-rows.js';
import type { Clock } from '../lib/clock.js';
import { createVerificationStore, ingestVerifications } from '../modules/scans/verifications/index.js';
import type { Prng } from './prng.js';
import { generateScans, type ScanLabel } from './scan-timeline.js';

/** Scans of the demo and the large set start here (the spec's default start date). */
const SCANS_START = new Date('2018-01-01T00:00:00Z');

/** Every label on a roll, with when it could first be scanned and where its roll went. */
async function loadScanLabels(db: Executor): Promise<ScanLabel[]> {
  const result = (await db.execute(sql`
    select l.label_id, l.object_id::text as object_id, l.spool_id,
      coalesce(l.activated_at, s.created_at + interval '1 day') as from_at, l.activated_at is not null as activated,
      nullif(o.delivery_address ->> 'country_code', '') as country, a.city as distribution_city
    from labels l
    join spools s on s.id = l.spool_id
    left join order_positions op on op.id = s.order_position_id
    left join orders o on o.id = op.order_id
    left join distribution_spools ds on ds.spool_id = s.id
    left join distributions d on d.id = ds.distribution_id
    left join addresses a on a.id = d.address_id
    order by l.object_id`)) as unknown;
  const rows = rowsOf<{
    label_id: string;
    object_id: string;
    spool_id: number;
    from_at: Date | string;
    activated: boolean;
    country: string | null;
    distribution_city: string | null;
  }>(result);
  return rows.map((row) => ({
    labelId: row.label_id,
    objectId: Number(row.object_id),
    spoolId: Number(row.spool_id),
    from: new Date(row.from_at),
    activated: row.activated,
    country: row.country,
    distributionCity: row.distribution_city,
  }));
}

export type ScanSeedOptions = {
  total: number;
  idPrefix: string;
  prng: Prng;
  now: Clock;
  /** Who the batches' audit rows name. */
  actorLabel: string;
  onBatch?: (done: number, total: number) => void;
};

export type ScanSeedResult = { sent: number; inserted: number; batches: number };

/**
 * Generates the scans of every label on a roll (plus imitated, unknown and demo codes) and sends
 * them through the ingestion service of the API (checks, partitions, staging, insert with every
 * rollup, audit row) in batches of at most 10,000, oldest first. `db` may be an open transaction
 * (the demo seed) or the database (the large set: one transaction per batch, like the API).
 */
export async function seedScans(
  db: Database,
  kind: DatabaseHandle['kind'],
  options: ScanSeedOptions,
): Promise<ScanSeedResult> {
  const labels = await loadScanLabels(db);
  const deps = { db, now: options.now, store: createVerificationStore(kind) };
  const actor = { kind: 'system', label: options.actorLabel } as const;
  const result: ScanSeedResult = { sent: 0, inserted: 0, batches: 0 };
  let batch: VerificationEventInput[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const answer = await ingestVerifications(deps, actor, batch, 'en');
    if (answer.rejected.length > 0)
      throw new Error(`seeded scans refused: ${JSON.stringify(answer.rejected.slice(0, 3))}`);
    result.sent += batch.length;
    result.inserted += answer.inserted;
    result.batches++;
    batch = [];
    options.onBatch?.(result.sent, options.total);
  };
  const months = generateScans(labels, {
    total: options.total,
    start: SCANS_START,
    now: options.now(),
    idPrefix: options.idPrefix,
    prng: options.prng,
  });
  for (const events of months) {
    for (const event of events) {
      batch.push(event);
      if (batch.length === VERIFICATION_BATCH_LIMIT) await flush();
    }
  }
  await flush();
  return result;
}
