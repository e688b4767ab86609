import { z } from 'zod';
import {
  ADDRESS_CATEGORIES,
  BLOCKED_REASONS,
  CONTACT_CATEGORIES,
  LICENSING_EVENT_TYPES,
} from '../constants.js';
import { isDayRangeInOrder, isIsoCalendarDate } from '../dates.js';
import { MESSAGE } from '../messages.js';
import { hasAllRights, RIGHTS } from '../rights.js';
import {
  pkSchema,
  refuseControlCharacters,
  unknownFieldError,
  wholeNumberParamSchema,
} from './primitives.js';
import {
  SORT_DIRECTIONS,
  STATISTICS_MAX_DATE,
  STATISTICS_MIN_DATE,
  statisticsFilterText,
} from './statistics-common.js';

/*
 * Statistics: supplier registrations, the company detail and its product-group rights
 * (statistics.md sections 2, 3, 6 and 7; decisions 220-225).
 */

export const REGISTRATIONS_PAGE_SIZE = 50;

/** Columns the registrations table sorts on (server-side). */
export const REGISTRATION_SORTS = [
  'company_name',
  'cofor6',
  'cofor10',
  'city',
  'country_code',
  'product_groups',
  'registration_date',
  'quantity',
] as const;
export type RegistrationSort = (typeof REGISTRATION_SORTS)[number];

/** The blocked-reason filter: one reason, or ANY reason at all. */
export const REGISTRATION_BLOCKED_FILTERS = [...BLOCKED_REASONS, 'ANY'] as const;

/** Account ids the portal gives companies the supplier file does not know: T and nine digits (domain.md section 2). */
const T_ACCOUNT_ID = /^T\d{9}$/;

export function isTAccountId(cofor10: string): boolean {
  return T_ACCOUNT_ID.test(cofor10);
}

/** The three quota rights the product-group rights editing needs (statistics.md section 6). */
export const QUOTA_RIGHTS = [RIGHTS.changeQuota, RIGHTS.addQuota, RIGHTS.deleteQuota] as const;

/**
 * Whether a user may edit a company's product-group rights: a T account and all three quota rights
 * (statistics.md sections 2 and 6). The server enforces it; the screen shows checkboxes by it.
 */
export function canEditProductGroupRights(cofor10: string, rights: readonly string[]): boolean {
  return isTAccountId(cofor10) && hasAllRights(rights, QUOTA_RIGHTS);
}

/** The company detail's id: cofor6 and cofor10 joined by an underscore (cofor6 may be empty). */
export function companyDetailIdOf(company: { cofor6: string; cofor10: string }): string {
  return `${company.cofor6}_${company.cofor10}`;
}

const dayParam = z
  .string({ error: MESSAGE.invalid })
  .refine(isIsoCalendarDate, { error: MESSAGE.invalid, abort: true })
  .refine((value) => value >= STATISTICS_MIN_DATE, { error: MESSAGE.minDate })
  .refine((value) => value <= STATISTICS_MAX_DATE, { error: MESSAGE.maxDate });

const filterText = statisticsFilterText;

/** GET statistics/api/registrations/ (and its CSV): every filter optional. */
export const registrationFilterSchema = z.strictObject(
  {
    /** Registered on or after this day (business time zone). */
    date_from: dayParam.optional(),
    /** Registered on or before this day, included. */
    date_to: dayParam.optional(),
    /** Country code of the company's address (exact, any case). */
    country: filterText(2).optional(),
    /** City of the company's address (start, any case). */
    city: filterText(100).optional(),
    /** Product group name (domain) the company may order from (exact). */
    domain: filterText(100).optional(),
    /** Account id (start, any case). */
    cofor10: filterText(10).optional(),
    /** Company name (start, any case). */
    supplier: filterText(100).optional(),
    blocked_reason: z.enum(REGISTRATION_BLOCKED_FILTERS, { error: MESSAGE.invalid }).optional(),
    sort: z.enum(REGISTRATION_SORTS, { error: MESSAGE.invalid }).default('company_name'),
    direction: z.enum(SORT_DIRECTIONS, { error: MESSAGE.invalid }).default('asc'),
  },
  unknownFieldError,
);

/** Whether two days are in order; a day that is not one is refused on its own field, not here. */
function isDateRangeInOrder(query: { date_from?: string | undefined; date_to?: string | undefined }) {
  return isDayRangeInOrder(query.date_from, query.date_to);
}

export const registrationQuerySchema = registrationFilterSchema
  .extend({
    /** Keyset cursor: `next` of the previous page. */
    after: z.string().max(400, { error: MESSAGE.maxLength }).optional(),
    limit: wholeNumberParamSchema({ min: 1, max: 200 }).default(REGISTRATIONS_PAGE_SIZE),
  })
  .refine(isDateRangeInOrder, { error: MESSAGE.dateRangeReversed, path: ['date_to'] });
export type RegistrationQuery = z.input<typeof registrationQuerySchema>;

export const registrationCsvQuerySchema = registrationFilterSchema.refine(isDateRangeInOrder, {
  error: MESSAGE.dateRangeReversed,
  path: ['date_to'],
});
export type RegistrationCsvQuery = z.input<typeof registrationCsvQuerySchema>;

/** One registered supplier company (statistics.md section 3, registration row). */
export const registrationRowSchema = z
  .object({
    id: z.number().int(),
    /** The company detail's id (cofor6_cofor10). */
    company_detail_id: z.string(),
    company_name: z.string(),
    cofor6: z.string(),
    cofor10: z.string(),
    street_address: z.string(),
    postal_code: z.string(),
    city: z.string(),
    country_code: z.string(),
    /** Product groups (domains) the company may order from, in catalogue order. */
    product_groups: z.array(z.string()),
    /** ISO instant. */
    registration_date: z.string(),
    /** The first user: name and e-mail. */
    registration_contact: z.string(),
    /** Labels ordered (every order sent and not cancelled). */
    quantity: z.number().int(),
    provisioning_contact: z.string(),
    commercial_contact: z.string(),
    delivery_contact: z.string(),
    invoice_contact: z.string(),
    /** Comma-separated reasons (empty when not blocked). */
    blocked: z.string(),
    blocked_reasons: z.array(z.enum(BLOCKED_REASONS)),
  })
  .meta({ id: 'RegistrationRow' });
export type RegistrationRow = z.infer<typeof registrationRowSchema>;

export const registrationPageSchema = z
  .object({
    /** Companies matching the filters: on the first page only (no `after`), null on later pages. */
    count: z.number().int().nullable(),
    results: z.array(registrationRowSchema),
    next: z.string().nullable(),
  })
  .meta({ id: 'RegistrationPage' });
export type RegistrationPage = z.infer<typeof registrationPageSchema>;

export const registrationsCsvSchema = z
  .string()
  .meta({ id: 'RegistrationsCsv', format: 'binary', description: 'Registrations as CSV (;, UTF-8 BOM)' });

export const companyDetailParamsSchema = z.object({
  id: z
    .string()
    .max(40, { error: MESSAGE.maxLength })
    .regex(/^[A-Za-z0-9]{0,10}_[A-Za-z0-9]{1,10}$/, { error: MESSAGE.invalid }),
});

export const statisticsCompanyDetailSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    cofor6: z.string(),
    cofor10: z.string(),
    users: z.array(
      z.object({
        pk: z.number().int(),
        first_name: z.string(),
        last_name: z.string(),
        email: z.string(),
        phone: z.string(),
      }),
    ),
    /** In category order. */
    contacts: z.array(
      z.object({
        pk: z.number().int(),
        category: z.enum(CONTACT_CATEGORIES),
        name: z.string(),
        email: z.string(),
        phone: z.string(),
      }),
    ),
    /** By category, the primary first. */
    addresses: z.array(
      z.object({
        pk: z.number().int(),
        category: z.enum(ADDRESS_CATEGORIES),
        primary: z.boolean(),
        street_address: z.string(),
        postal_code: z.string(),
        city: z.string(),
        country: z.string(),
        country_code: z.string(),
      }),
    ),
    destination: z.string(),
    duns: z.string(),
    reference: z.record(z.string(), z.unknown()),
    /** reference.UV_UC_RELATION as text, '' when absent. */
    uv_uc_relation: z.string(),
    /** Comma-separated reasons. */
    blocked: z.string(),
    blocked_reasons: z.array(z.enum(BLOCKED_REASONS)),
    part_numbers: z.array(z.string()),
    product_group_rights: z.array(
      z.object({ id: z.number().int(), product_group: z.string(), can_order: z.boolean() }),
    ),
    /** T account and the caller holds the three quota rights. */
    can_edit_product_group_rights: z.boolean(),
    /** Per product group: contracted, ordered (withdrawn less given back), balance. */
    quotas: z.array(
      z.object({
        product_group_id: z.number().int(),
        group: z.string(),
        contracts: z.number().int(),
        orders: z.number().int(),
        quota: z.number().int(),
      }),
    ),
    /** Newest first. */
    licensing_events: z.array(
      z.object({
        id: z.number().int(),
        created_at: z.string(),
        type: z.enum(LICENSING_EVENT_TYPES),
        product_group: z.string(),
        amount: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'StatisticsCompanyDetail' });
export type StatisticsCompanyDetail = z.infer<typeof statisticsCompanyDetailSchema>;

/** PUT orders/api/quota_update/: the ids of the ticked product groups; the others are unticked. */
export const quotaUpdateBodySchema = z
  .strictObject(
    {
      cofor6: refuseControlCharacters(
        z.string({ error: MESSAGE.invalid }).max(10, { error: MESSAGE.maxLength }),
      ),
      cofor10: refuseControlCharacters(
        z
          .string({ error: MESSAGE.required })
          .min(1, { error: MESSAGE.required })
          .max(10, { error: MESSAGE.maxLength }),
      ),
      product_groups: z
        .array(pkSchema, { error: MESSAGE.invalid })
        .max(100, { error: MESSAGE.maxValue })
        .refine((ids) => new Set(ids).size === ids.length, { error: MESSAGE.duplicateProductGroup }),
    },
    unknownFieldError,
  )
  .meta({ id: 'QuotaUpdate' });
export type QuotaUpdateBody = z.input<typeof quotaUpdateBodySchema>;
