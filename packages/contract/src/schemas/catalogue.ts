import { z } from 'zod';
import { EXTRA_SERVICE_CATEGORIES } from '../constants.js';

/** Exact decimal amounts travel as strings ("1234.50"): never binary floats. */
export const decimalSchema = z.string().regex(/^-?\d+(\.\d+)?$/);

export const productGroupSchema = z
  .object({ pk: z.number().int(), name: z.string(), sort_index: z.number().int() })
  .meta({ id: 'ProductGroup' });

export const extraServiceSchema = z
  .object({
    pk: z.number().int(),
    category: z.enum(EXTRA_SERVICE_CATEGORIES),
    name: z.string(),
    image: z.string(),
    fee: decimalSchema,
  })
  .meta({ id: 'ExtraService' });
export type ExtraService = z.infer<typeof extraServiceSchema>;

/** One field of a product's print data form (ordering.md sections 3 and 5). */
export const printFieldSchema = z
  .object({
    pk: z.number().int(),
    index: z.number().int(),
    name: z.string(),
    label: z.string(),
    description: z.string(),
    type: z.string(),
    field_type: z.string(),
    validation: z.object({
      min: z.number().optional(),
      max: z.number().optional(),
      blank: z.boolean().optional(),
      regexp: z.string().optional(),
    }),
    validation_message: z.string(),
    default_value: z.string(),
    read_only: z.boolean(),
    dependencies: z.record(z.string(), z.unknown()),
    linked: z.array(z.string()),
    options: z.array(z.object({ value: z.string(), label: z.string() })),
    format: z.string(),
  })
  .meta({ id: 'PrintField' });
export type PrintField = z.infer<typeof printFieldSchema>;

/** A product as the ordering screens use it (GET /orders/api/products/). */
export const productSchema = z
  .object({
    pk: z.number().int(),
    customer_reference: z.string(),
    description: z.string(),
    destination: z.string(),
    product_group: productGroupSchema,
    labels_per_unit: z.number().int(),
    label_length: z.number(),
    label_width: z.number(),
    winding_direction: z.string(),
    rewind_flag: z.boolean(),
    note: z.string(),
    image: z.string(),
    blocked: z.boolean(),
    /** Blocked by the provider (decision 191): listed, not orderable; `blocked` is then true too. */
    product_blocked: z.boolean().optional(),
    product_options: z.array(z.string()),
    extra_services: z.array(extraServiceSchema),
    /** Price of one label, in euros. */
    unit_price: decimalSchema,
    label_type_code: z.string(),
    overlay_specification: z.record(z.string(), z.unknown()),
    print_fields: z.array(printFieldSchema),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;

export const PRODUCT_OPTION_RIBBON = 'PRODUCT_OPTION_RIBBON';

/** Shop settings the ordering screens need (GET /orders/api/settings/). */
export const shopSettingsSchema = z
  .object({
    currency: z.literal('EUR'),
    handling_fee_threshold: decimalSchema,
    small_order_fee: decimalSchema,
    delivery_fee: decimalSchema,
    partial_roll_fee: decimalSchema,
    print_design_fee: decimalSchema,
    large_order_labels: z.number().int(),
    full_roll_tolerance_percent: z.number(),
    purchase_order_number_max_length: z.number().int(),
    payment_terms_days: z.number().int(),
    incoterms: z.string(),
    max_non_activated_orders: z.number().int(),
  })
  .meta({ id: 'ShopSettings' });
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
