import { z } from 'zod';
import { ORDER_STATES } from '../constants.js';
import { isIsoCalendarDate } from '../dates.js';
import { MESSAGE } from '../messages.js';
import { SENT_ORDER_STATES } from './backoffice-orders.js';
import { calendarDateSchema } from './orders.js';
import { unknownFieldError, wholeNumberParamSchema } from './primitives.js';
import {
  SORT_DIRECTIONS,
  STATISTICS_MAX_DATE,
  STATISTICS_MIN_DATE,
  statisticsFilterText,
} from './statistics-common.js';

/**
 * The columns the suppliers orders overview sorts by (decision 214): every column of a row but the
 * product groups and descriptions, which hold one value per position of the order.
 */
export const ORDER_OVERVIEW_SORTS = [
  'order_date',
  'order_id',
  'company_name',
  'cofor6',
  'cofor10',
  'city',
  'country_code',
  'quantity',
  'state',
] as const;
export type OrderOverviewSort = (typeof ORDER_OVERVIEW_SORTS)[number];

/** Rows per page of the overview: the virtual table asks for the next page as the user scrolls. */
export const ORDER_OVERVIEW_PAGE_SIZE = { default: 100, max: 500 } as const;

/** Above this many matching orders the count call answers the planner's estimate (decision 215). */
export const ORDER_OVERVIEW_EXACT_COUNT_LIMIT = 10_000;

const filterText = statisticsFilterText;

/** The longest text each overview filter takes: the schema refuses more, the form's fields stop there. */
export const ORDER_OVERVIEW_FILTER_MAX_LENGTH = { company: 100, country: 2, order_id: 40 } as const;

// The limits apply to real days only: a malformed one has its own message.
const statisticsDateSchema = calendarDateSchema
  .refine((day) => !isIsoCalendarDate(day) || day >= STATISTICS_MIN_DATE, { error: MESSAGE.minDate })
  .refine((day) => !isIsoCalendarDate(day) || day <= STATISTICS_MAX_DATE, { error: MESSAGE.maxDate });

/** The filters of the overview, its count and its CSV (all optional; days are calendar days in Europe/Paris). */
const orderOverviewFilterShape = {
  /** Sent on or after this day (business time zone). */
  date_from: statisticsDateSchema.optional(),
  /** Sent on or before this day, included (business time zone). */
  date_to: statisticsDateSchema.optional(),
  state: z.enum(SENT_ORDER_STATES, { error: MESSAGE.invalid }).optional(),
  /** Company name (part of it, any case), or its COFOR6 or COFOR10 (exact, any case). */
  company: filterText(ORDER_OVERVIEW_FILTER_MAX_LENGTH.company).optional(),
  /** Country code of the delivery address (two letters, any case). */
  country: z
    .string({ error: MESSAGE.invalid })
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: MESSAGE.invalid })
    .transform((code) => code.toUpperCase())
    .optional(),
  /** Product group (domain) name, exact: orders with at least one position of the group. */
  domain: filterText(100).optional(),
  /** The order id, exact or its beginning (any case). */
  order_id: filterText(ORDER_OVERVIEW_FILTER_MAX_LENGTH.order_id).optional(),
};

function refuseReversedRange<T extends { date_from?: string | undefined; date_to?: string | undefined }>(
  query: T,
): boolean {
  return !query.date_from || !query.date_to || query.date_from <= query.date_to;
}
const REVERSED_RANGE = { error: MESSAGE.dateRangeReversed, path: ['date_to'] };

/** GET /statistics/api/order_overview/count/ and …/csv/: the filters only. */
export const orderOverviewFilterSchema = z
  .strictObject(orderOverviewFilterShape, unknownFieldError)
  .refine(refuseReversedRange, REVERSED_RANGE);
export type OrderOverviewFilters = z.output<typeof orderOverviewFilterSchema>;

/** GET /statistics/api/order_overview/: the filters, the sort and the keyset page. */
export const orderOverviewQuerySchema = z
  .strictObject(
    {
      ...orderOverviewFilterShape,
      sort: z.enum(ORDER_OVERVIEW_SORTS, { error: MESSAGE.invalid }).default('order_date'),
      direction: z.enum(SORT_DIRECTIONS, { error: MESSAGE.invalid }).default('desc'),
      /** The `next_cursor` of the previous page, for the same filters, sort and direction. */
      cursor: z.string().max(600, { error: MESSAGE.invalid }).optional(),
      limit: wholeNumberParamSchema({ min: 1, max: ORDER_OVERVIEW_PAGE_SIZE.max }).default(
        ORDER_OVERVIEW_PAGE_SIZE.default,
      ),
    },
    unknownFieldError,
  )
  .refine(refuseReversedRange, REVERSED_RANGE);
export type OrderOverviewQuery = z.output<typeof orderOverviewQuerySchema>;

/** One row of the overview: one sent order (statistics.md section 3, "Order overview row"). */
export const orderOverviewRowSchema = z
  .object({
    order_pk: z.number().int(),
    order_id: z.string(),
    /** When the order was sent (ISO instant). */
    order_date: z.string(),
    company_name: z.string(),
    cofor6: z.string(),
    cofor10: z.string(),
    /** City and country code of the order's delivery address. */
    city: z.string(),
    country_code: z.string(),
    /** The product groups of its positions, by the groups' order, joined by ", ". */
    product_group: z.string(),
    /** The descriptions of its positions' products (request language), joined by " / ". */
    description: z.string(),
    /** Number of labels ordered. */
    quantity: z.number().int(),
    state: z.enum(ORDER_STATES),
    state_display: z.string(),
  })
  .meta({ id: 'OrderOverviewRow' });
export type OrderOverviewRow = z.infer<typeof orderOverviewRowSchema>;

export const orderOverviewPageSchema = z
  .object({
    results: z.array(orderOverviewRowSchema),
    /** The `cursor` of the next page; null on the last one. */
    next_cursor: z.string().nullable(),
  })
  .meta({ id: 'OrderOverviewPage' });
export type OrderOverviewPage = z.infer<typeof orderOverviewPageSchema>;

export const orderOverviewCountSchema = z
  .object({
    /** Orders matching the filters: exact up to the limit, the planner's estimate above it. */
    count: z.number().int(),
    is_exact: z.boolean(),
  })
  .meta({ id: 'OrderOverviewCount' });
export type OrderOverviewCount = z.infer<typeof orderOverviewCountSchema>;

/** The CSV's columns, in order (statistics.md section 3, "Supplier order row (CSV)"). */
export const ORDER_OVERVIEW_CSV_COLUMNS = [
  'company_name',
  'cofor6',
  'cofor10',
  'city',
  'country_code',
  'customer_reference',
  'nart',
  'order_id',
  'product_group',
  'quantity',
  'order_date',
  'state',
  'note',
  'position_total',
  'operator_costs',
  'handling_fees',
  'delivery_costs',
  'order_total',
  'company_group',
] as const;

export const orderOverviewCsvSchema = z
  .string()
  .meta({ id: 'OrderOverviewCsv', format: 'binary', description: 'The filtered orders as CSV' });
