import { randomUUID } from 'node:crypto';
import type { Language, VerificationIngestResult } from '@label-portal/contract';
import type { Database } from '../../../../db/client.js';
import type { Clock } from '../../../../lib/clock.js';
import { type AuditActor, recordAudit } from '../../../platform/audit/index.js';
import { monthsOf, readVerificationBatch } from './verification-batch.js';
import type { VerificationStore } from './verification-store.repository.js';

export type VerificationDeps = { db: Database; now: Clock; store: VerificationStore };

/**
 * POST integration:api_verifications (decision 252): checks every event on its own, makes the
 * months' partitions, then in one transaction stores the good events with their rollups and writes
 * one audit row for the batch. A re-sent event is counted as a duplicate and changes nothing.
 */
export async function ingestVerifications(
  deps: VerificationDeps,
  actor: AuditActor,
  items: readonly unknown[],
  language: Language,
): Promise<VerificationIngestResult> {
  const at = deps.now();
  const { events, rejected } = readVerificationBatch(items, at, language);
  // Partitions first, committed on their own: a new month's DDL never holds the parent table's
  // lock for the length of a batch (decision 250). An empty partition left by a failed batch is harmless.
  await deps.store.ensureMonths(deps.db, monthsOf(events));
  const inserted = await deps.db.transaction(async (tx) => {
    const count = await deps.store.storeEvents(tx, events);
    await recordAudit(tx, actor, at, {
      entityType: 'verification_batch',
      entityId: randomUUID(),
      action: 'verification_batch.ingest',
      after: {
        received: items.length,
        inserted: count,
        duplicates: events.length - count,
        rejected: rejected.length,
      },
    });
    return count;
  });
  return { received: items.length, inserted, duplicates: events.length - inserted, rejected };
}
