import { z } from 'zod';
import {
  ADDRESS_CATEGORIES,
  ADDRESS_STATES,
  BLOCKED_REASONS,
  CONTACT_CATEGORIES,
  LICENSING_EVENT_TYPES,
  TRANSPORT_RESTRICTIONS,
  USER_STATES,
} from '../constants.js';
import { MESSAGE } from '../messages.js';
import {
  MAX_PK,
  pkSchema,
  refuseControlCharacters,
  versionSchema,
  wholeNumberParamSchema,
} from './primitives.js';

/*
 * The back office's companies screens (issue 12, decisions 200-209).
 */

export const COMPANY_SEARCH_LIMIT = 50;

/** A search text of the company list: at most `max` characters, no control characters (no NUL). */
const companySearchText = (max: number) =>
  refuseControlCharacters(z.string().trim().max(max, { error: MESSAGE.maxLength }));

export const companySearchQuerySchema = z.object({
  name: companySearchText(100).optional(),
  cofor6: companySearchText(6).optional(),
  cofor10: companySearchText(10).optional(),
  city: companySearchText(100).optional(),
  country: companySearchText(2).optional(),
  /** Keyset cursor: the last row's `cursor` of the previous page. */
  after: refuseControlCharacters(z.string().max(300, { error: MESSAGE.maxLength })).optional(),
  limit: wholeNumberParamSchema({ min: 1, max: 200 }).optional(),
});
export type CompanySearchQuery = z.input<typeof companySearchQuerySchema>;

export const companyRowSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    cofor6: z.string(),
    cofor10: z.string(),
    city: z.string(),
    country_code: z.string(),
    blocked_reasons: z.array(z.enum(BLOCKED_REASONS)),
  })
  .meta({ id: 'CompanyRow' });
export type CompanyRow = z.infer<typeof companyRowSchema>;

export const companyPageSchema = z
  .object({ companies: z.array(companyRowSchema), next: z.string().nullable() })
  .meta({ id: 'CompanyPage' });
export type CompanyPage = z.infer<typeof companyPageSchema>;

export const companyParamsSchema = z.object({ pk: wholeNumberParamSchema({ min: 1, max: MAX_PK }) });

export const companyDetailSchema = z
  .object({
    id: z.number().int(),
    version: z.number().int(),
    kind: z.string(),
    name: z.string(),
    cofor6: z.string(),
    cofor10: z.string(),
    company_group: z.string(),
    is_t_account: z.boolean(),
    /**
     * The latest supplier file marks the company's COFOR6 restricted: registrants cannot choose its
     * quota categories; staff still may (decision 187).
     */
    is_restricted: z.boolean(),
    registered_at: z.string(),
    transport_restriction: z.enum(TRANSPORT_RESTRICTIONS),
    handling_included: z.boolean(),
    blocked_for_ordering: z.boolean(),
    blocked_completely: z.boolean(),
    blocked_reasons: z.array(z.enum(BLOCKED_REASONS)),
    non_activated_orders: z.number().int(),
    max_non_activated_orders: z.number().int(),
    product_groups: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        can_order: z.boolean(),
        is_quota_category: z.boolean(),
        quota_requested: z.boolean(),
        balance: z.number().int(),
      }),
    ),
    licensing_events: z.array(
      z.object({
        id: z.number().int(),
        product_group_id: z.number().int(),
        type: z.enum(LICENSING_EVENT_TYPES),
        amount: z.number().int(),
        reference: z.string(),
        order_id: z.number().int().nullable(),
        created_at: z.string(),
      }),
    ),
    users: z.array(
      z.object({
        id: z.number().int(),
        email: z.string(),
        first_name: z.string(),
        last_name: z.string(),
        state: z.enum(USER_STATES),
        is_active: z.boolean(),
      }),
    ),
    addresses: z.array(
      z.object({
        id: z.number().int(),
        category: z.enum(ADDRESS_CATEGORIES),
        state: z.enum(ADDRESS_STATES),
        company_name: z.string(),
        street_address: z.string(),
        postal_code: z.string(),
        city: z.string(),
        country_code: z.string(),
      }),
    ),
    contacts: z.array(
      z.object({
        id: z.number().int(),
        category: z.enum(CONTACT_CATEGORIES),
        name: z.string(),
        phone: z.string(),
        email: z.string(),
      }),
    ),
  })
  .meta({ id: 'CompanyDetail' });
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

/** PATCH of a company's flags: only what is sent changes; `version` always. */
export const companyUpdateBodySchema = z
  .strictObject({
    version: versionSchema,
    blocked_for_ordering: z.boolean({ error: MESSAGE.invalid }).optional(),
    blocked_completely: z.boolean({ error: MESSAGE.invalid }).optional(),
    transport_restriction: z.enum(TRANSPORT_RESTRICTIONS, { error: MESSAGE.invalid }).optional(),
    handling_included: z.boolean({ error: MESSAGE.invalid }).optional(),
  })
  .meta({ id: 'CompanyUpdate' });
export type CompanyUpdateBody = z.infer<typeof companyUpdateBodySchema>;

export const companyProductGroupRightsBodySchema = z
  .strictObject({
    version: versionSchema,
    rights: z
      .array(z.strictObject({ product_group_id: pkSchema, can_order: z.boolean({ error: MESSAGE.invalid }) }))
      .max(200),
  })
  .meta({ id: 'CompanyProductGroupRights' });
export type CompanyProductGroupRightsBody = z.infer<typeof companyProductGroupRightsBodySchema>;

/**
 * PUT of a company's quota categories (decision 187): exactly these product groups, each a quota
 * category (`is_quota_category`), each once; none is allowed.
 */
export const companyQuotaCategoriesBodySchema = z
  .strictObject({
    version: versionSchema,
    product_group_ids: z
      .array(pkSchema, { error: MESSAGE.invalid })
      .max(50, { error: MESSAGE.invalid })
      .refine((ids) => new Set(ids).size === ids.length, { error: MESSAGE.invalid }),
  })
  .meta({ id: 'CompanyQuotaCategories' });
export type CompanyQuotaCategoriesBody = z.infer<typeof companyQuotaCategoriesBodySchema>;

/** Labels a contract adds at most in one event. */
export const CONTRACT_AMOUNT_MAX = 100_000_000;

export const companyContractBodySchema = z
  .strictObject({
    version: versionSchema,
    product_group_id: pkSchema,
    amount: z
      .number({ error: MESSAGE.required })
      .int({ error: MESSAGE.wholeNumber })
      .min(1, { error: MESSAGE.minValue })
      .max(CONTRACT_AMOUNT_MAX, { error: MESSAGE.maxValue }),
    reference: z
      .string({ error: MESSAGE.required })
      .trim()
      .min(1, { error: MESSAGE.required })
      .max(100, { error: MESSAGE.maxLength }),
  })
  .meta({ id: 'CompanyContract' });
export type CompanyContractBody = z.infer<typeof companyContractBodySchema>;
