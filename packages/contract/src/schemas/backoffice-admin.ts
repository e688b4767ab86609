import { z } from 'zod';
import {
  ADDRESS_CATEGORIES,
  ADDRESS_STATES,
  BLOCKED_REASONS,
  CONTACT_CATEGORIES,
  CONTACT_INFORMATION_TOPICS,
  LICENSING_EVENT_TYPES,
  TRANSPORT_RESTRICTIONS,
  USER_STATES,
} from '../constants.js';
import { MESSAGE } from '../messages.js';
import { parseMoney, toCentsString } from '../money.js';
import type { SettingKey } from '../settings.js';
import { mapTileUrlSchema } from './map-tiles.js';
import {
  MAX_PK,
  pkSchema,
  refuseControlCharacters,
  versionSchema,
  wholeNumberParamSchema,
} from './primitives.js';

/*
 * The back office's settings and companies screens (issue 12, decisions 200-209).
 */

// ---------------------------------------------------------------- settings

export const SETTING_GROUPS = [
  'costs',
  'passwords_sessions',
  'codes',
  'activation',
  'contact',
  'map',
] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

/** How a setting's value is edited and checked. */
export type SettingRule =
  | { group: SettingGroup; kind: 'integer'; min: number; max: number }
  | { group: SettingGroup; kind: 'money'; min: string; max: string }
  | { group: SettingGroup; kind: 'email' }
  | { group: SettingGroup; kind: 'contact_information' }
  | { group: SettingGroup; kind: 'tile_url' };

/**
 * The settings staff edit on /backoffice/settings, in screen order, with their limits (decision 203).
 * Settings not listed here (the sign-in throttle, the upload limit …) are shown read-only.
 */
export const SETTING_RULES = {
  'orders.small_order_fee': { group: 'costs', kind: 'money', min: '0.00', max: '100000.00' },
  'orders.handling_fee_threshold': { group: 'costs', kind: 'money', min: '0.00', max: '10000000.00' },
  'orders.delivery_fee': { group: 'costs', kind: 'money', min: '0.00', max: '100000.00' },
  'accounts.password_expiry_days': { group: 'passwords_sessions', kind: 'integer', min: 1, max: 3650 },
  'accounts.session_idle_minutes': { group: 'passwords_sessions', kind: 'integer', min: 5, max: 1440 },
  'accounts.session_absolute_hours': { group: 'passwords_sessions', kind: 'integer', min: 1, max: 168 },
  'accounts.confirmation_code_hours': { group: 'codes', kind: 'integer', min: 1, max: 720 },
  'accounts.approval_code_hours': { group: 'codes', kind: 'integer', min: 1, max: 2160 },
  'accounts.reset_code_hours': { group: 'codes', kind: 'integer', min: 1, max: 168 },
  'orders.activation_grace_days': { group: 'activation', kind: 'integer', min: 0, max: 365 },
  'orders.max_non_activated_orders': { group: 'activation', kind: 'integer', min: 1, max: 100 },
  'mail.customer_service_address': { group: 'contact', kind: 'email' },
  'contact.contact_information': { group: 'contact', kind: 'contact_information' },
  'statistics.map_tiles_english': { group: 'map', kind: 'tile_url' },
  'statistics.map_tiles_german': { group: 'map', kind: 'tile_url' },
  'statistics.map_tiles_localized': { group: 'map', kind: 'tile_url' },
} as const satisfies Partial<Record<SettingKey, SettingRule>>;
export type EditableSettingKey = keyof typeof SETTING_RULES;

export function isEditableSetting(key: string): key is EditableSettingKey {
  return Object.hasOwn(SETTING_RULES, key);
}

/** Largest money amount written: 9 digits before the point. */
const MONEY_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * A money amount: a string with at most 2 decimals, never a float; within min..max compared
 * exactly (bigint); read as its 2-decimal form ("0.3" → "0.30").
 */
export function moneySchema(min: string, max: string) {
  return (
    z
      .string({ error: MESSAGE.moneyAmount })
      .trim()
      // abort: the range checks parse the amount, which only a well-formed one can be.
      .regex(MONEY_PATTERN, { error: MESSAGE.moneyAmount, abort: true })
      .refine((value) => parseMoney(value) >= parseMoney(min), { error: MESSAGE.minValue, params: { min } })
      .refine((value) => parseMoney(value) <= parseMoney(max), { error: MESSAGE.maxValue, params: { max } })
      .transform((value) => toCentsString(parseMoney(value)))
  );
}

const shortText = (max: number) =>
  z.string({ error: MESSAGE.invalid }).trim().max(max, { error: MESSAGE.maxLength });

export const contactInformationRowInputSchema = z.strictObject({
  topic: z.enum(CONTACT_INFORMATION_TOPICS, { error: MESSAGE.invalid }),
  name: shortText(100),
  phone: shortText(50),
  email: z.union([
    z.literal(''),
    z.email({ error: MESSAGE.invalidEmail }).max(254, { error: MESSAGE.maxLength }),
  ]),
  bank: shortText(100).default(''),
  iban: shortText(42).default(''),
  bic: shortText(11).default(''),
});

/** The contact information: at most one row per topic. */
export const contactInformationInputSchema = z
  .array(contactInformationRowInputSchema)
  .max(CONTACT_INFORMATION_TOPICS.length, { error: MESSAGE.maxValue })
  .refine((rows) => new Set(rows.map((row) => row.topic)).size === rows.length, { error: MESSAGE.invalid });

/** The zod schema of one setting's value, from its rule (server and screen share it). */
export function settingValueSchema(rule: SettingRule): z.ZodType {
  switch (rule.kind) {
    case 'integer':
      return z
        .number({ error: MESSAGE.wholeNumber })
        .int({ error: MESSAGE.wholeNumber })
        .min(rule.min, { error: MESSAGE.minValue })
        .max(rule.max, { error: MESSAGE.maxValue });
    case 'money':
      return moneySchema(rule.min, rule.max);
    case 'email':
      return z.email({ error: MESSAGE.invalidEmail }).max(254, { error: MESSAGE.maxLength });
    case 'contact_information':
      return contactInformationInputSchema;
    case 'tile_url':
      return mapTileUrlSchema;
  }
}

export const settingKeyParamsSchema = z.object({ key: z.string().max(100) });

export const settingUpdateBodySchema = z
  .strictObject({
    value: z.unknown(),
    version: versionSchema,
  })
  .meta({ id: 'SettingUpdate' });
export type SettingUpdateBody = z.infer<typeof settingUpdateBodySchema>;

export const editableSettingSchema = z
  .object({
    key: z.string(),
    value: z.unknown(),
    version: z.number().int(),
    group: z.enum(SETTING_GROUPS).nullable(),
    description: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'EditableSetting' });
export type EditableSetting = z.infer<typeof editableSettingSchema>;

export const settingPageSchema = z
  .object({
    settings: z.array(editableSettingSchema),
    /** The extra services' fees (edited on the catalogue screen): shown beside the other costs. */
    extra_service_fees: z.object({
      partial_roll: z.string().nullable(),
      print_design: z.string().nullable(),
    }),
  })
  .meta({ id: 'SettingPage' });
export type SettingPage = z.infer<typeof settingPageSchema>;

// ---------------------------------------------------------------- companies

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
