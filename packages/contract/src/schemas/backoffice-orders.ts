import { z } from 'zod';
import { ORDER_STATES } from '../constants.js';
import { isDayRangeInOrder } from '../dates.js';
import { MESSAGE } from '../messages.js';
import { boundedCalendarDateSchema } from './orders.js';
import { refuseControlCharacters, versionSchema, wholeNumberParamSchema } from './primitives.js';

/** The states a sent order can be in: the staff list never shows drafts (CREATED). */
export const SENT_ORDER_STATES = ORDER_STATES.filter((state) => state !== 'CREATED') as Exclude<
  (typeof ORDER_STATES)[number],
  'CREATED'
>[];

/**
 * The targets of POST /backoffice/api/orders/:order_id/transition/ (domain.md section 5). SHIPPED
 * is reached only by shipping (its own call and right), CANCEL_REQUESTED only by the supplier.
 */
export const STAFF_TRANSITION_TARGETS = [
  'ORDER_RECEIVED',
  'IN_PRODUCTION',
  'CANCELLED',
  'CANCEL_REFUSED',
] as const;
export type StaffTransitionTarget = (typeof STAFF_TRANSITION_TARGETS)[number];

/** The keyset cursor of the staff order list: `<created_at ISO>~<id>` of the last row shown. */
const CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z~\d{1,10}$/;

const filterText = (max: number) =>
  refuseControlCharacters(z.string().trim().max(max, { error: MESSAGE.maxLength }));

/** GET /backoffice/api/orders/ query: filters (all optional) and the keyset page. */
const backofficeOrderQueryShape = z.object({
  state: z.enum(SENT_ORDER_STATES, { error: MESSAGE.invalid }).optional(),
  /** Company name (part of it, any case), COFOR6 or COFOR10 (exact). */
  company: filterText(100).optional(),
  /** Sent on or after this day (UTC). */
  from: boundedCalendarDateSchema.optional(),
  /** Sent on or before this day (UTC). */
  to: boundedCalendarDateSchema.optional(),
  /** The order id (exact, or its beginning). */
  order_id: filterText(40).optional(),
  /** The customer's purchase order number (part of it, any case). */
  customer_order_no: filterText(100).optional(),
  cursor: z.string().regex(CURSOR, { error: MESSAGE.invalid }).optional(),
  limit: wholeNumberParamSchema({ min: 1, max: 200 }).default(50),
});

const isRangeInOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  isDayRangeInOrder(query.from, query.to);
const REVERSED_RANGE = { error: MESSAGE.dateRangeReversed, path: ['to'] };

export const backofficeOrderQuerySchema = backofficeOrderQueryShape.refine(isRangeInOrder, REVERSED_RANGE);
export type BackofficeOrderQuery = z.infer<typeof backofficeOrderQuerySchema>;
/** The list's filters the screen's form checks (the state and the page aside), by the API's rules. */
export const backofficeOrderFiltersSchema = backofficeOrderQueryShape
  .pick({ company: true, from: true, to: true, order_id: true, customer_order_no: true })
  .refine(isRangeInOrder, REVERSED_RANGE);

const stateSchema = z.enum(ORDER_STATES);

export const backofficeOrderRowSchema = z
  .object({
    pk: z.number().int(),
    order_id: z.string(),
    customer_order_no: z.string(),
    state: stateSchema,
    company: z.object({ pk: z.number().int(), name: z.string(), cofor6: z.string(), cofor10: z.string() }),
    user_email: z.string(),
    label_count: z.number().int(),
    total: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'BackofficeOrderRow' });
export type BackofficeOrderRow = z.infer<typeof backofficeOrderRowSchema>;

export const backofficeOrderPageSchema = z
  .object({
    results: z.array(backofficeOrderRowSchema),
    /** The `cursor` of the next page; null on the last one. */
    next_cursor: z.string().nullable(),
  })
  .meta({ id: 'BackofficeOrderPage' });
export type BackofficeOrderPage = z.infer<typeof backofficeOrderPageSchema>;

export const backofficeOrderParamsSchema = z.object({
  order_id: z.string().trim().min(1).max(40),
});

/** A staff action on an order, as the detail offers it. */
export const ORDER_ACTIONS = [
  'ORDER_RECEIVED',
  'IN_PRODUCTION',
  'SHIP',
  'CANCELLED',
  'CANCEL_REFUSED',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const backofficeOrderDetailSchema = z
  .object({
    pk: z.number().int(),
    order_id: z.string(),
    customer_order_no: z.string(),
    state: stateSchema,
    /** Optimistic concurrency: send it back with a transition or shipping. */
    version: z.number().int(),
    company: z.object({
      pk: z.number().int(),
      name: z.string(),
      cofor6: z.string(),
      cofor10: z.string(),
      country_code: z.string(),
    }),
    user: z.object({ email: z.string(), name: z.string(), language: z.string() }),
    desired_delivery_date: z.string().nullable(),
    transport_by_customer: z.boolean(),
    delivery_address: z.record(z.string(), z.unknown()),
    positions: z.array(
      z.object({
        pk: z.number().int(),
        customer_reference: z.string(),
        description: z.string(),
        quantity: z.number().int(),
        labels_per_unit: z.number().int(),
        full_rolls: z.number().int(),
        partial_roll_labels: z.number().int(),
        unit_price: z.string(),
        total: z.string(),
        is_printed: z.boolean(),
      }),
    ),
    costs: z.object({
      labels_total: z.string(),
      handling_costs: z.string(),
      handling_sub_costs_operator: z.string(),
      delivery_costs: z.string(),
      total: z.string(),
    }),
    label_count: z.number().int(),
    created_at: z.string(),
    history: z.array(
      z.object({
        from_state: stateSchema.nullable(),
        to_state: stateSchema,
        by: z.string(),
        at: z.string(),
      }),
    ),
    /** The state a refused cancellation returns to (CANCEL_REQUESTED only). */
    state_before_cancel: stateSchema.nullable(),
    /** What staff may do now (the rights of the viewer are not applied here). */
    actions: z.array(z.enum(ORDER_ACTIONS)),
    rolls_count: z.number().int(),
    rolls_label_count: z.number().int(),
    /** The first rolls (at most 500), by spool number. */
    rolls: z.array(
      z.object({
        spool_no: z.string(),
        customer_reference: z.string(),
        label_count: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'BackofficeOrderDetail' });
export type BackofficeOrderDetail = z.infer<typeof backofficeOrderDetailSchema>;

/** POST …/transition/: the target and the version the change was made on. */
export const orderTransitionBodySchema = z
  .object({
    to: z.enum(STAFF_TRANSITION_TARGETS, { error: MESSAGE.invalid }),
    version: versionSchema,
  })
  .strict();
export type OrderTransitionBody = z.infer<typeof orderTransitionBodySchema>;

/** POST …/ship/: the version the shipping was started on. */
export const orderShipBodySchema = z
  .object({
    version: versionSchema,
  })
  .strict();
export type OrderShipBody = z.infer<typeof orderShipBodySchema>;

export const orderShipResultSchema = z
  .object({
    order: backofficeOrderDetailSchema,
    rolls: z.number().int(),
    labels: z.number().int(),
    /** True when the order had been shipped already (a retry): nothing new was made. */
    already_shipped: z.boolean(),
  })
  .meta({ id: 'OrderShipResult' });
export type OrderShipResult = z.infer<typeof orderShipResultSchema>;

// ---------------------------------------------------------------- a roll's labels (issue 31)

/** Labels a page of a roll's list may hold (a roll holds up to 1,000,000). */
export const ROLL_LABELS_PAGE_MAX = 500;

/** A roll of an order: the order id and the roll's spool number. */
export const backofficeRollParamsSchema = z.object({
  order_id: z.string().trim().min(1).max(40),
  spool_no: z.string().trim().min(1).max(40),
});

/** GET …/rolls/:spool_no/labels/ query: the keyset page (labels by label id). */
export const backofficeRollLabelsQuerySchema = z.strictObject({
  /** The last label id of the previous page. */
  after: z
    .string()
    .regex(/^[A-Za-z0-9]{1,40}$/, { error: MESSAGE.invalid })
    .optional(),
  limit: wholeNumberParamSchema({ min: 1, max: ROLL_LABELS_PAGE_MAX }).default(100),
});
export type BackofficeRollLabelsQuery = z.input<typeof backofficeRollLabelsQuerySchema>;

export const backofficeRollLabelsPageSchema = z
  .object({
    spool_no: z.string(),
    label_count: z.number().int(),
    results: z.array(
      z.object({
        label_id: z.string(),
        object_id: z.number().int(),
        activated_at: z.string().nullable(),
      }),
    ),
    /** The `after` of the next page; null on the last one. */
    next_after: z.string().nullable(),
  })
  .meta({ id: 'BackofficeRollLabelsPage' });
export type BackofficeRollLabelsPage = z.infer<typeof backofficeRollLabelsPageSchema>;

/** The columns of a roll's label CSV. */
export const ROLL_LABELS_CSV_COLUMNS = ['label_id', 'object_id', 'spool_no', 'activated_at'] as const;

export const backofficeRollLabelsFileSchema = z.string().meta({
  id: 'BackofficeRollLabelsFile',
  format: 'binary',
  description: "A roll's label ids and object ids as CSV",
});
