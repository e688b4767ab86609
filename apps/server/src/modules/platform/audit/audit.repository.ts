import { and, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { auditLog, companies, users } from '../../../db/schema/index.js';

export type AuditRow = typeof auditLog.$inferInsert;

/** Writes audit rows (the caller's transaction makes them part of the change). */
export async function insertAuditRows(db: Executor, rows: readonly AuditRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(auditLog).values([...rows]);
}

export type AuditFilters = {
  entityType?: string | undefined;
  action?: string | undefined;
  entityId?: string | undefined;
  userEmail?: string | undefined;
  companyAccountId?: string | undefined;
  from?: Date | undefined;
  until?: Date | undefined;
  before?: number | undefined;
  limit: number;
};

/**
 * A page of the audit log, newest first by id (keyset: the rows before `before`), one row more
 * than asked to tell if more follow. Each filter meets its index of schema/audit.ts: entity
 * (entity_type, entity_id, id), actor (actor_user_id, id), company (company_id, id), at (at, id).
 */
export async function findAuditPage(db: Executor, filters: AuditFilters) {
  const conditions: SQL[] = [];
  if (filters.entityType) conditions.push(eq(auditLog.entityType, filters.entityType));
  if (filters.entityId) conditions.push(eq(auditLog.entityId, filters.entityId));
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  if (filters.userEmail) {
    conditions.push(
      inArray(
        auditLog.actorUserId,
        db
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.email}) = lower(${filters.userEmail})`),
      ),
    );
  }
  if (filters.companyAccountId) {
    conditions.push(
      inArray(
        auditLog.companyId,
        db
          .select({ id: companies.id })
          .from(companies)
          .where(sql`upper(${companies.cofor10}) = upper(${filters.companyAccountId})`),
      ),
    );
  }
  if (filters.from) conditions.push(gte(auditLog.at, filters.from));
  if (filters.until) conditions.push(lt(auditLog.at, filters.until));
  if (filters.before !== undefined) conditions.push(lt(auditLog.id, filters.before));
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorKind: auditLog.actorKind,
      actorUserId: auditLog.actorUserId,
      actorLabel: auditLog.actorLabel,
      actorEmail: users.email,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      action: auditLog.action,
      companyId: auditLog.companyId,
      companyAccountId: companies.cofor10,
      companyName: companies.name,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .leftJoin(companies, eq(companies.id, auditLog.companyId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(filters.limit + 1);
}
