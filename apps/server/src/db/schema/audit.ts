import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit log (issue 12): every change made anywhere in the portal writes one row in the same
 * transaction as the change: who (a user, an integration key or the system), when, which entity,
 * what action, and the entity before and after. Rows are never updated or deleted by the portal.
 * No foreign keys: the trail outlives the users, keys and records it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** 'user' (a signed-in user), 'api_key' (an integration call) or 'system' (seed, workers). */
    actorKind: text('actor_kind', { enum: ['user', 'api_key', 'system'] }).notNull(),
    /** The signed-in user, or null for an integration call or the system. */
    actorUserId: integer('actor_user_id'),
    /** The user's e-mail or the key's name at the time, so the trail reads without joins. */
    actorLabel: text('actor_label').notNull().default(''),
    /** The integration key of an integration call. */
    apiKeyId: integer('api_key_id'),
    /** What kind of record changed: 'order', 'company', 'product', 'setting', 'user', ... */
    entityType: text('entity_type').notNull(),
    /** Its key (an id, an order id, a setting key), as text. */
    entityId: text('entity_id').notNull(),
    /** What happened: 'create', 'update', 'delete', or a domain verb ('ship', 'activate', ...). */
    action: text('action').notNull(),
    /** The company the record belongs to, when it has one (filters of the audit screen). */
    companyId: integer('company_id'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.id),
    // The audit screen's action filter (decision 188).
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_actor_idx').on(t.actorUserId, t.id),
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_company_idx').on(t.companyId, t.id).where(sql`company_id is not null`),
  ],
);
