import type { AuditLogPage, auditLogQuerySchema } from '@label-portal/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { splitKeysetPage } from '../../../lib/keyset-page.js';
import { findAuditPage } from './audit.repository.js';

const DAY_MS = 86_400_000;

/** GET backoffice:api_audit_log: a page of the audit log, newest first, with its filters. */
export async function listAuditLog(
  db: Database,
  query: z.output<typeof auditLogQuerySchema>,
): Promise<AuditLogPage> {
  const rows = await findAuditPage(db, {
    entityType: query.entity_type || undefined,
    action: query.action || undefined,
    entityId: query.entity_id || undefined,
    userEmail: query.user || undefined,
    companyAccountId: query.company || undefined,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    until: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) : undefined,
    before: query.before,
    limit: query.limit,
  });
  const { page, next } = splitKeysetPage(rows, query.limit, (last) => last.id);
  return {
    next_before: next,
    results: page.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor_kind: row.actorKind,
      actor: row.actorEmail ?? row.actorLabel,
      actor_user_id: row.actorUserId,
      entity_type: row.entityType,
      entity_id: row.entityId,
      action: row.action,
      company_id: row.companyId,
      company_account_id: row.companyAccountId,
      company_name: row.companyName,
      before: row.before ?? null,
      after: row.after ?? null,
    })),
  };
}
