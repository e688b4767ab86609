import type { Executor } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export type AuditRow = typeof auditLog.$inferInsert;

/** Writes audit rows (the caller's transaction makes them part of the change). */
export async function insertAuditRows(db: Executor, rows: readonly AuditRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(auditLog).values([...rows]);
}
