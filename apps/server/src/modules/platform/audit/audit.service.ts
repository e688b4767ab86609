import type { AuditAction, AuditEntityType } from '@label-portal/contract';
import type { Executor } from '../../../db/client.js';
import { insertAuditRows } from './audit.repository.js';

/** Who made a change: a signed-in user, an integration key, or the portal itself. */
export type AuditActor =
  | { kind: 'user'; userId: number; label?: string }
  | { kind: 'api_key'; apiKeyId: number; label?: string }
  | { kind: 'system'; label?: string };

/** What changed: the entity type and the action come from the contract's lists (decision 188). */
export type AuditChange = {
  entityType: AuditEntityType;
  entityId: string | number;
  action: AuditAction;
  companyId?: number | null;
  before?: unknown;
  after?: unknown;
};

/** JSON-safe copy: dates as ISO strings, bigints as strings, undefined dropped. */
function toJson(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(
    JSON.stringify(value, (_key, inner) => (typeof inner === 'bigint' ? inner.toString() : inner)),
  );
}

/**
 * Records changes in the audit log. Call it with the transaction that makes the change, so the
 * change and its audit rows commit or fail together (issue 12).
 */
export async function recordAudit(
  db: Executor,
  actor: AuditActor,
  at: Date,
  changes: AuditChange | readonly AuditChange[],
): Promise<void> {
  const list = Array.isArray(changes) ? changes : [changes as AuditChange];
  await insertAuditRows(
    db,
    list.map((change) => ({
      at,
      actorKind: actor.kind,
      actorUserId: actor.kind === 'user' ? actor.userId : null,
      apiKeyId: actor.kind === 'api_key' ? actor.apiKeyId : null,
      actorLabel: actor.label ?? '',
      entityType: change.entityType,
      entityId: String(change.entityId),
      action: change.action,
      companyId: change.companyId ?? null,
      before: toJson(change.before),
      after: toJson(change.after),
    })),
  );
}
