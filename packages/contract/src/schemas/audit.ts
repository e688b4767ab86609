import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '../audit.js';
import { MESSAGE } from '../messages.js';
import { DAY_RANGE } from './orders.js';
import { refuseControlCharacters, unknownFieldError, wholeNumberParamSchema } from './primitives.js';

/** A calendar day in a query string (YYYY-MM-DD, a real date). */
const dayParamSchema = z
  .string({ error: MESSAGE.invalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MESSAGE.invalid, abort: true })
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    { error: MESSAGE.invalid, abort: true },
  )
  .refine((value) => value >= DAY_RANGE.earliest && value <= DAY_RANGE.latest, { error: MESSAGE.dateRange });

const filterText = (max: number) =>
  refuseControlCharacters(z.string().trim().max(max, { error: MESSAGE.maxLength }));

/** GET backoffice:api_audit_log query: filters (all optional), newest first by keyset (`before` an id). */
export const auditLogQuerySchema = z
  .strictObject(
    {
      entity_type: z.enum(AUDIT_ENTITY_TYPES, { error: MESSAGE.invalid }).optional(),
      /** One action of the contract's list (decision 188). */
      action: z.enum(AUDIT_ACTIONS, { error: MESSAGE.invalid }).optional(),
      entity_id: filterText(100).optional(),
      /** The e-mail of the user who made the change (exact, any case). */
      user: filterText(254).optional(),
      /** The account id (COFOR10) of the company the record belongs to. */
      company: filterText(20).optional(),
      /** From this day (00:00 UTC) ... */
      from: dayParamSchema.optional(),
      /** ... to this day, included (until 24:00 UTC). */
      to: dayParamSchema.optional(),
      before: wholeNumberParamSchema({ min: 1, max: Number.MAX_SAFE_INTEGER }).optional(),
      limit: wholeNumberParamSchema({ min: 1, max: 200 }).default(50),
    },
    unknownFieldError,
  )
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: MESSAGE.dateRangeReversed,
    path: ['to'],
  });
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    actor_kind: z.enum(['user', 'api_key', 'system']),
    /** The user's e-mail (today's, or the label written with the row), the key's name, or ''. */
    actor: z.string(),
    actor_user_id: z.number().int().nullable(),
    entity_type: z.string(),
    entity_id: z.string(),
    action: z.string(),
    company_id: z.number().int().nullable(),
    company_account_id: z.string().nullable(),
    company_name: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z
  .object({
    results: z.array(auditEntrySchema),
    /** The `before` of the next page; null on the last one. */
    next_before: z.number().int().nullable(),
  })
  .meta({ id: 'AuditLogPage' });
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
