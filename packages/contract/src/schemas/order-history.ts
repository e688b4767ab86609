/** Orders as the history and the order detail show them. */
import { z } from 'zod';
import { ORDER_STATES } from '../constants.js';
import { decimalSchema } from './catalogue.js';
import { wholeNumberParamSchema } from './primitives.js';

export const orderAddressSchema = z.object({
  pk: z.number().int(),
  company_name: z.string(),
  street_address: z.string(),
  address_details: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country_code: z.string(),
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
