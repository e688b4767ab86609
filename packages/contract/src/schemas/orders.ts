import { z } from 'zod';
import { DEFAULT_INPUT_MAX_LENGTH, ORDER_STATES, PURCHASE_ORDER_NUMBER_MAX_LENGTH } from '../constants.js';
import { earliestShippingDate, isIsoCalendarDate } from '../dates.js';
import { MESSAGE } from '../messages.js';
import { decimalSchema } from './catalogue.js';
import {
  addressLinesShape,
  pkSchema as pk,
  pkParamSchema,
  refuseControlCharacters,
  wholeNumberParamSchema,
} from './primitives.js';

/** The most labels one position may carry, and positions one order may have. */
export const MAX_POSITION_QUANTITY = 50_000_000;
export const MAX_ORDER_POSITIONS = 200;
/** The most labels one order may carry (its label count is an integer column). */
export const MAX_ORDER_LABELS = 100_000_000;

/** A print field's name as sent with its value. */
export const printFieldNameInputSchema = refuseControlCharacters(
  z.string().max(DEFAULT_INPUT_MAX_LENGTH, { error: MESSAGE.maxLength }),
);

/** A print field's value as sent: text, number, checkbox or nothing. */
export const printValueInputSchema = z.union([
  refuseControlCharacters(z.string().max(DEFAULT_INPUT_MAX_LENGTH, { error: MESSAGE.maxLength })),
  z.number(),
  z.boolean(),
  z.null(),
]);

export const extraServiceFieldInputSchema = z.object({
  pk,
  name: printFieldNameInputSchema,
  value: printValueInputSchema,
});

export const extraServiceInputSchema = z.object({
  extra_service: pk,
  fields: z.array(extraServiceFieldInputSchema).max(100).optional(),
});
export type ExtraServiceInput = z.infer<typeof extraServiceInputSchema>;

export const orderPositionInputSchema = z.object({
  uuid: z.uuid({ error: MESSAGE.invalid }),
  product: pk,
  quantity: z
    .number({ error: MESSAGE.positiveInteger })
    .int({ error: MESSAGE.positiveInteger })
    .positive({ error: MESSAGE.positiveInteger })
    .max(MAX_POSITION_QUANTITY, { error: MESSAGE.quantityTooLarge }),
  extra_service_data: z.array(extraServiceInputSchema).max(10).default([]),
});
export type OrderPositionInput = z.infer<typeof orderPositionInputSchema>;

/** The labels of all positions together. */
export function countOrderLabels(positions: readonly { quantity: unknown }[]): number {
  return positions.reduce(
    (sum, position) => sum + (typeof position.quantity === 'number' ? position.quantity : 0),
    0,
  );
}

/** The positions of a draft or an order: 1 to 200, at most 100,000,000 labels together. */
export const orderPositionsInputSchema = z
  .array(orderPositionInputSchema)
  .min(1, { error: MESSAGE.noPositions })
  .max(MAX_ORDER_POSITIONS, { error: MESSAGE.tooManyPositions })
  .refine((positions) => countOrderLabels(positions) <= MAX_ORDER_LABELS, { error: MESSAGE.tooManyLabels });

/** POST /orders/api/order_draft/: the cart, priced by the server. */
export const orderDraftBodySchema = z
  .object({
    user: pk.optional(),
    order_positions: orderPositionsInputSchema,
    transport_by_customer: z.boolean().default(false),
    billing_address: pk.optional(),
    delivery_address: pk.optional(),
  })
  .meta({ id: 'OrderDraftBody' });
export type OrderDraftBody = z.input<typeof orderDraftBodySchema>;

/** Purchase order number: optional, at most 15 characters. */
export const customerOrderNoSchema = refuseControlCharacters(
  z.string().trim().max(PURCHASE_ORDER_NUMBER_MAX_LENGTH, { error: MESSAGE.maxLength }),
);

/** A calendar day as yyyy-MM-dd. */
export const calendarDateSchema = z
  .string({ error: MESSAGE.required })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MESSAGE.invalidDate })
  .refine(isIsoCalendarDate, { error: MESSAGE.invalidDate });

/** The days a back-office filter or a delivery date may name (PostgreSQL has no year 0 or 10000). */
export const DAY_RANGE = { earliest: '2000-01-01', latest: '2099-12-31' } as const;

/** A calendar day within DAY_RANGE; a malformed day keeps its own message only. */
export const boundedCalendarDateSchema = calendarDateSchema.refine(
  (day) => !isIsoCalendarDate(day) || (day >= DAY_RANGE.earliest && day <= DAY_RANGE.latest),
  { error: MESSAGE.dateRange, abort: true },
);

/** The requested shipping date rule: from tomorrow on (in the business time zone). */
export function isNotBeforeTomorrow(isoDate: string, now: Date = new Date()): boolean {
  return isoDate >= earliestShippingDate(now);
}

/** Requested shipping date: yyyy-MM-dd, from tomorrow on. */
export const desiredDeliveryDateSchema = boundedCalendarDateSchema.refine(
  (value) => isNotBeforeTomorrow(value),
  {
    error: MESSAGE.dateNotBeforeTomorrow,
  },
);

/** Step 1 of the order summary (address and delivery); the same rules are checked when sending. */
export const deliveryStepSchema = z.object({
  delivery_address: pk,
  billing_address: pk,
  transport_by_customer: z.boolean(),
  desired_delivery_date: desiredDeliveryDateSchema,
  customer_order_no: customerOrderNoSchema,
});
export type DeliveryStep = z.infer<typeof deliveryStepSchema>;

/**
 * POST /orders/api/orders/ (with an Idempotency-Key header): send the order. The date's "from
 * tomorrow on" rule is checked by the server after the idempotent replay (a lost answer retried
 * the next day answers the stored order), with the same isNotBeforeTomorrow; the form checks it
 * with deliveryStepSchema.
 */
export const orderBodySchema = orderDraftBodySchema
  .extend({
    billing_address: pk,
    delivery_address: pk,
    customer_order_no: customerOrderNoSchema.default(''),
    desired_delivery_date: boundedCalendarDateSchema,
  })
  .meta({ id: 'OrderBody' });
export type OrderBody = z.input<typeof orderBodySchema>;

export const COST_EXPLANATION_CODES = [
  'HANDLING_COSTS_INCLUDED_IN_LABEL_PRICE',
  'HANDLING_COSTS_ADDITIONAL',
  'DELIVERY_COSTS_INCLUDED_IN_LABEL_PRICE',
  'DELIVERY_COSTS_ADDITIONAL',
] as const;

export const costExplanationSchema = z.object({
  code: z.enum(COST_EXPLANATION_CODES),
  min_total_without_handling_costs: decimalSchema,
});
export type CostExplanation = z.infer<typeof costExplanationSchema>;

export const draftPositionSchema = z.object({
  uuid: z.string(),
  product: z.object({ pk: z.number().int() }),
  quantity: z.number().int(),
  /** Unit price of one label. */
  price: decimalSchema,
  total: decimalSchema,
  is_partial_roll: z.boolean(),
  /** The position's extra services as the server keeps them (PARTIAL_ROLL and PRINT_DESIGN added by the rules). */
  extra_service_data: z.array(extraServiceInputSchema.extend({ category: z.string() })),
});

export const orderDraftSchema = z
  .object({
    labels_total: decimalSchema,
    total: decimalSchema,
    delivery_costs: decimalSchema,
    handling_costs: decimalSchema,
    handling_sub_costs_operator: decimalSchema,
    handling_costs_explanation: costExplanationSchema,
    delivery_costs_explanation: costExplanationSchema,
    label_count: z.number().int(),
    order_positions: z.array(draftPositionSchema),
  })
  .meta({ id: 'OrderDraft' });
export type OrderDraft = z.infer<typeof orderDraftSchema>;

export const ORDER_WARNING_CODES = [
  'NON_ACTIVATED_ORDERS_NEXT_BLOCKS',
  'QUOTA_EXCEEDED',
  'DELIVERY_NOTE',
] as const;

export const orderWarningSchema = z.object({
  code: z.enum(ORDER_WARNING_CODES),
  kind: z.enum(['delivery', 'activation']),
  message: z.string(),
});
export type OrderWarning = z.infer<typeof orderWarningSchema>;

export const orderSentSchema = z
  .object({
    warnings: z.array(orderWarningSchema),
    order: z.object({ pk: z.number().int(), order_id: z.string() }),
  })
  .meta({ id: 'OrderSent' });
export type OrderSent = z.infer<typeof orderSentSchema>;

/** PATCH /orders/api/orders/{pk}: the supplier may only request a cancellation. */
export const orderPatchBodySchema = z
  .object({ state: z.literal('CANCEL_REQUESTED', { error: MESSAGE.invalid }) })
  .meta({ id: 'OrderPatchBody' });

export const orderPkParamsSchema = z.object({ pk: pkParamSchema });

/** POST /orders/api/order_field_format/: print values to format as the label shows them. */
export const orderFieldFormatBodySchema = z
  .array(z.object({ id: pk, name: printFieldNameInputSchema, value: printValueInputSchema }))
  .max(100)
  .meta({ id: 'OrderFieldFormatBody' });
export type OrderFieldFormatBody = z.input<typeof orderFieldFormatBodySchema>;
export type OrderFieldFormatEntry = OrderFieldFormatBody[number];

export const orderFieldFormatReplySchema = z
  .array(z.object({ name: z.string(), value: z.string() }))
  .meta({ id: 'OrderFieldFormatReply' });
export type OrderFieldFormatReply = z.infer<typeof orderFieldFormatReplySchema>;

export const orderAddressSchema = z.object({
  pk: z.number().int(),
  ...addressLinesShape,
  /** The country's name in the request language. */
  country: z.string(),
});

/** A printing field of a sent position, as the history hover shows it ("index - description: value"). */
export const extraServiceFieldSchema = z.object({
  index: z.number().int(),
  name: z.string(),
  description: z.string(),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  /** BOOLEAN for checkboxes, STRING for every other field (ordering.md section 3). */
  field_type: z.enum(['BOOLEAN', 'STRING']),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
});

export const extraServiceDataSchema = z.object({
  extra_service: z.number().int(),
  category: z.string(),
  fields: z.array(extraServiceFieldSchema),
});

export const orderPositionSchema = z.object({
  pk: z.number().int(),
  uuid: z.string(),
  product: z.object({
    pk: z.number().int(),
    label_length: z.number(),
    label_width: z.number(),
    description: z.string(),
    product_options: z.array(z.string()),
    customer_reference: z.string(),
    image: z.string(),
    rewind_flag: z.boolean(),
    note: z.string(),
    destination: z.string(),
    labels_per_unit: z.number().int(),
    product_group: z.object({ name: z.string() }),
    blocked: z.boolean(),
  }),
  quantity: z.number().int(),
  price: decimalSchema,
  total: decimalSchema,
  alternative_customer_reference: z.string(),
  is_partial_roll: z.boolean(),
  extra_service_data: z.array(extraServiceDataSchema),
});
export type OrderPosition = z.infer<typeof orderPositionSchema>;

export const orderSchema = z
  .object({
    pk: z.number().int(),
    order_id: z.string(),
    customer_order_no: z.string(),
    desired_delivery_date: z.string().nullable(),
    date_created: z.string(),
    state: z.enum(ORDER_STATES),
    state_display: z.string(),
    label_count: z.number().int(),
    labels_total: decimalSchema,
    handling_costs: decimalSchema,
    handling_sub_costs_operator: decimalSchema,
    delivery_costs: decimalSchema,
    total: decimalSchema,
    transport_by_customer: z.boolean(),
    delivery_address: orderAddressSchema,
    billing_address: orderAddressSchema,
    user: z.object({ email: z.string() }),
    is_cancellable: z.boolean(),
    is_repeatable: z.boolean(),
    order_positions: z.array(orderPositionSchema),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

export const orderListQuerySchema = z.object({
  q_not_state: z.enum(ORDER_STATES).optional(),
  q_state: z.enum(ORDER_STATES).optional(),
  limit: wholeNumberParamSchema({ min: 1, max: 100 }).default(10),
  offset: wholeNumberParamSchema({ min: 0, max: 10_000_000 }).default(0),
});

export const orderListSchema = z
  .object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(orderSchema),
  })
  .meta({ id: 'OrderList' });
export type OrderList = z.infer<typeof orderListSchema>;
