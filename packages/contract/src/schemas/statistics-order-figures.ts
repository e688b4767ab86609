import { z } from 'zod';
import { isIsoCalendarDate } from '../dates.js';
import { MESSAGE } from '../messages.js';
import { unknownFieldError } from './primitives.js';
import { STATISTICS_MAX_DATE, STATISTICS_MIN_DATE } from './statistics-common.js';

/**
 * The order statistics (/statistics/orderStatistics, decision 240): per calendar month of the
 * business time zone, the sent orders and their labels, split by product group.
 */

/** Months the default range covers: the current month and the 11 before it. */
export const ORDER_FIGURES_DEFAULT_MONTHS = 12;

/** A yyyy-MM-dd day from 2017-01-01 on; one message per bad value (the first rule it breaks). */
/**
 * The range shown when none is asked: from the first day of the month 11 months before the month
 * of `to` (not before 2017-01-01) to `to`, today by default (yyyy-MM-dd, business time zone).
 */
export function defaultOrderFiguresFrom(to: string): string {
  const date = new Date(`${to.slice(0, 7)}-01T12:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - (ORDER_FIGURES_DEFAULT_MONTHS - 1));
  const from = date.toISOString().slice(0, 10);
  return from < STATISTICS_MIN_DATE ? STATISTICS_MIN_DATE : from;
}

const figuresDateSchema = z
  .string({ error: MESSAGE.invalidDate })
  .refine(isIsoCalendarDate, { error: MESSAGE.invalidDate, abort: true })
  .refine((day) => day >= STATISTICS_MIN_DATE, { error: MESSAGE.minDate })
  .refine((day) => day <= STATISTICS_MAX_DATE, { error: MESSAGE.maxDate });

/** GET /statistics/api/order_statistics/: the day range (days in Europe/Paris) and, for staff, a company. */
export const orderFiguresQuerySchema = z
  .strictObject(
    {
      /** First day counted; the first day of the month 11 months back when left out. */
      date_from: figuresDateSchema.optional(),
      /** Last day counted (included); today when left out. */
      date_to: figuresDateSchema.optional(),
      /**
       * A company's account id (COFOR10, any case). A staff-scope user sees every company together
       * without it; a user without staff scope always sees their own company, and another one's
       * account id answers 404.
       */
      company: z
        .string({ error: MESSAGE.invalid })
        .trim()
        .regex(/^[A-Za-z0-9]{1,20}$/, { error: MESSAGE.invalid })
        .transform((code) => code.toUpperCase())
        .optional(),
    },
    unknownFieldError,
  )
  .refine((query) => !query.date_from || !query.date_to || query.date_from <= query.date_to, {
    error: MESSAGE.dateRangeReversed,
    path: ['date_to'],
  });
export type OrderFiguresQuery = z.output<typeof orderFiguresQuerySchema>;

const count = z.number().int().nonnegative();

/** Sent orders and labels of one product group. */
const groupFiguresSchema = z.object({
  product_group: z.string(),
  /** Orders with at least one position of the group (an order of two groups counts in both). */
  orders: count,
  /** Labels of the group's positions. */
  labels: count,
});
export type OrderGroupFigures = z.infer<typeof groupFiguresSchema>;

const figuresShape = {
  /** Sent orders that are not cancelled, each counted once. */
  orders: count,
  labels: count,
  /** Per product group, in the catalogue's order; every group of `product_groups`. */
  groups: z.array(groupFiguresSchema),
  /** Cancelled orders, shown apart and never in the figures above. */
  cancelled_orders: count,
  cancelled_labels: count,
};

export const orderMonthFiguresSchema = z.object({
  /** yyyy-MM of the business time zone. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  ...figuresShape,
});
export type OrderMonthFigures = z.infer<typeof orderMonthFiguresSchema>;

export const orderFiguresSchema = z
  .object({
    date_from: z.string(),
    date_to: z.string(),
    /** The company the figures are of; null for a staff user's all-companies view. */
    company: z.object({ cofor10: z.string(), name: z.string() }).nullable(),
    /** The product groups with figures in the range, in the catalogue's order. */
    product_groups: z.array(z.string()),
    /** Every month of the range, oldest first, months without orders included with zeros. */
    months: z.array(orderMonthFiguresSchema),
    totals: z.object(figuresShape),
  })
  .meta({ id: 'OrderFigures' });
export type OrderFigures = z.infer<typeof orderFiguresSchema>;
