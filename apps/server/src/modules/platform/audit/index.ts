/** Audit: the audit log every change writes in its own transaction (who, when, what, before, after). */

export { registerAuditRoutes } from './audit.routes.js';
export type { AuditActor, AuditChange } from './audit.service.js';
export { recordAudit } from './audit.service.js';
