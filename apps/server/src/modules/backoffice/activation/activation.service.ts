import { type ActivationBody, type ActivationResult, normalizeLabelId } from '@label-portal/contract';
import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';
import { type AuditActor, recordAudit } from '../../platform/audit/index.js';
import { activateLabels } from './activation.repository.js';

export type ActivationDeps = { db: Database; now: Clock };

/** Audit rows written per insert (a batch by order ids may touch many orders). */
const AUDIT_CHUNK = 1000;

function cleaned(
  list: readonly string[] | undefined,
  normalize: (value: string) => string = (v) => v,
): string[] {
  return [...new Set((list ?? []).map((value) => normalize(value.trim())).filter((value) => value !== ''))];
}

/**
 * Activates labels by label id, roll or order (the integration call and the staff action alike):
 * one transaction with one audit row per order (or per roll outside an order) that changed.
 * Idempotent: labels already active keep their first activation time and are counted apart.
 */
export async function activate(
  deps: ActivationDeps,
  actor: AuditActor,
  body: ActivationBody,
): Promise<ActivationResult> {
  const at = deps.now();
  const targets = {
    labelIds: cleaned(body.label_ids, normalizeLabelId),
    spoolNos: cleaned(body.spool_nos),
    orderIds: cleaned(body.order_ids),
  };
  const outcome = await deps.db.transaction(async (tx) => {
    const result = await activateLabels(tx, targets, at);
    for (let start = 0; start < result.entities.length; start += AUDIT_CHUNK) {
      await recordAudit(
        tx,
        actor,
        at,
        result.entities.slice(start, start + AUDIT_CHUNK).map((entity) => ({
          entityType: entity.entity_type,
          entityId: entity.entity_id,
          action: `${entity.entity_type}.activate_labels` as const,
          companyId: entity.company_id,
          after: { labels_activated: entity.activated },
        })),
      );
    }
    return result;
  });
  const unknown =
    outcome.unknown_label_ids.length + outcome.unknown_spool_nos.length + outcome.unknown_order_ids.length;
  return {
    activated: outcome.activated,
    already_active: outcome.targeted - outcome.activated,
    unknown,
    unknown_label_ids: outcome.unknown_label_ids,
    unknown_spool_nos: outcome.unknown_spool_nos,
    unknown_order_ids: outcome.unknown_order_ids,
  };
}
