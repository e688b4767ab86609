import { z } from 'zod';
import { EXTRA_SERVICE_CATEGORIES, PRINT_FIELD_TYPES, PRODUCT_IMAGE_MAX_BYTES } from '../constants.js';
import { localizedTextSchema } from '../localized-text.js';
import { MESSAGE } from '../messages.js';
import {
  hasControlCharacters,
  pkSchema,
  refuseControlCharacters,
  requiredText,
  versionSchema,
} from './primitives.js';

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

/** Limits of the back-office catalogue forms (decision 192). */
export const CATALOGUE_LIMITS = {
  groupNameMax: 100,
  sortIndexMax: 9999,
  referenceMax: 50,
  textMax: 200,
  shortTextMax: 30,
  labelSizeMaxMm: 1000,
  labelsPerUnitMax: 1_000_000,
  /** Unit prices: 5 decimals, below 10,000,000 (numeric(12,5)). */
  unitPriceDecimals: 5,
  /** Fees: 2 decimals, below 10,000,000,000 (numeric(12,2)). */
  feeDecimals: 2,
  printFieldsMax: 50,
  printNameMax: 50,
  printOptionsMax: 100,
  regexpMax: 200,
  imageMaxBytes: PRODUCT_IMAGE_MAX_BYTES,
} as const;

/** The lifecycle of a product (decision 191). */
export const PRODUCT_STATUSES = ['ACTIVE', 'BLOCKED', 'RETIRED'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_OPTIONS = [PRODUCT_OPTION_RIBBON] as const;

/** An exact money amount typed by staff: digits, a point, at most `decimals` decimals, no sign. */
export function moneyInputSchema(decimals: number, integerDigits = 7, message: string = MESSAGE.invalid) {
  const pattern = new RegExp(`^\\d{1,${integerDigits}}(\\.\\d{1,${decimals}})?$`);
  // An empty field is "Required", and a malformed one gets the format's message only (abort: the
  // refinements after it read the number).
  return z
    .string({ error: MESSAGE.required })
    .trim()
    .min(1, { error: MESSAGE.required, abort: true })
    .regex(pattern, { error: message, abort: true });
}

/** A text per language typed by staff: English required, French optional. */
function localizedInput(max: number, isRequired: boolean) {
  const text = refuseControlCharacters(z.string().trim().max(max, { error: MESSAGE.maxLength }));
  return z.object({
    en: isRequired ? requiredText(max) : text,
    fr: text.optional(),
  });
}

export const productGroupInputSchema = z.object({
  name: requiredText(CATALOGUE_LIMITS.groupNameMax),
  sort_index: z
    .number({ error: MESSAGE.required })
    .int({ error: MESSAGE.invalid })
    .min(0, { error: MESSAGE.minValue })
    .max(CATALOGUE_LIMITS.sortIndexMax, { error: MESSAGE.maxValue }),
});
export type ProductGroupInput = z.input<typeof productGroupInputSchema>;
export const productGroupUpdateSchema = productGroupInputSchema.extend({ version: versionSchema });

const millimetres = moneyInputSchema(2, 4).refine(
  (value) => Number(value) > 0 && Number(value) <= CATALOGUE_LIMITS.labelSizeMaxMm,
  { error: MESSAGE.invalid },
);

/** How deep and how long a product's overlay specification (free JSON for the printer) may be. */
export const OVERLAY_SPECIFICATION_LIMITS = { depth: 10, length: 20_000 } as const;

/**
 * Whether an overlay specification stays within its limits: objects and arrays nested at most 10
 * deep, at most 20,000 characters as JSON, no control characters in its texts. A body nested
 * thousands deep once overflowed the stack while being stored (a 500).
 */
function isBoundedOverlay(value: unknown): boolean {
  const isWithin = (node: unknown, depth: number): boolean => {
    if (typeof node === 'string') return !hasControlCharacters(node);
    if (node === null || typeof node !== 'object') return true;
    if (depth >= OVERLAY_SPECIFICATION_LIMITS.depth) return false;
    const children = Array.isArray(node) ? node : Object.entries(node).flat();
    return children.every((child) => isWithin(child, depth + 1));
  };
  return isWithin(value, 0) && JSON.stringify(value).length <= OVERLAY_SPECIFICATION_LIMITS.length;
}

export const productInputSchema = z.object({
  product_group: pkSchema,
  customer_reference: requiredText(CATALOGUE_LIMITS.referenceMax),
  description: localizedInput(CATALOGUE_LIMITS.textMax, true),
  label_length: millimetres,
  label_width: millimetres,
  labels_per_unit: z
    .number({ error: MESSAGE.required })
    .int({ error: MESSAGE.invalid })
    .min(1, { error: MESSAGE.minValue })
    .max(CATALOGUE_LIMITS.labelsPerUnitMax, { error: MESSAGE.maxValue }),
  winding_direction: refuseControlCharacters(
    z.string().trim().max(CATALOGUE_LIMITS.shortTextMax, { error: MESSAGE.maxLength }),
  ),
  rewind_flag: z.boolean(),
  note: localizedInput(CATALOGUE_LIMITS.textMax, false),
  destination: localizedInput(CATALOGUE_LIMITS.textMax, false),
  product_options: z.array(z.enum(PRODUCT_OPTIONS, { error: MESSAGE.invalid })).max(PRODUCT_OPTIONS.length),
  label_type_code: refuseControlCharacters(
    z.string().trim().max(CATALOGUE_LIMITS.shortTextMax, { error: MESSAGE.maxLength }),
  ),
  overlay_specification: z
    .record(z.string(), z.unknown(), { error: MESSAGE.overlaySpecification })
    .refine(isBoundedOverlay, { error: MESSAGE.overlaySpecification }),
  extra_services: z.array(pkSchema).max(EXTRA_SERVICE_CATEGORIES.length),
  unit_price: moneyInputSchema(CATALOGUE_LIMITS.unitPriceDecimals, 7, MESSAGE.moneyFormat),
});
export type ProductInput = z.input<typeof productInputSchema>;
export const productUpdateSchema = productInputSchema.extend({ version: versionSchema });

export const productStatusInputSchema = z.object({
  status: z.enum(PRODUCT_STATUSES, { error: MESSAGE.invalid }),
  version: versionSchema,
});

export const extraServiceUpdateSchema = z.object({
  name: localizedInput(CATALOGUE_LIMITS.textMax, true),
  fee: moneyInputSchema(CATALOGUE_LIMITS.feeDecimals, 10, MESSAGE.feeFormat),
  version: versionSchema,
});

const printNameSchema = z
  .string({ error: MESSAGE.required })
  .trim()
  .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, { error: MESSAGE.invalid })
  .max(CATALOGUE_LIMITS.printNameMax, { error: MESSAGE.maxLength });

/** One print field definition as staff edit it (ordering.md section 3). */
export const printFieldDefinitionInputSchema = z.object({
  /** The definition being changed; none for a new one. */
  pk: pkSchema.optional(),
  index: z
    .number({ error: MESSAGE.required })
    .int({ error: MESSAGE.invalid })
    .min(0, { error: MESSAGE.minValue })
    .max(999, { error: MESSAGE.maxValue }),
  name: printNameSchema,
  label: localizedInput(CATALOGUE_LIMITS.textMax, true),
  description: localizedInput(CATALOGUE_LIMITS.textMax, false),
  type: z.enum(['text', 'checkbox', 'select', 'date', 'number'], { error: MESSAGE.invalid }),
  field_type: z.enum(PRINT_FIELD_TYPES, { error: MESSAGE.invalid }),
  validation: z.object({
    min: z.number({ error: MESSAGE.invalid }).int({ error: MESSAGE.invalid }).optional(),
    max: z.number({ error: MESSAGE.invalid }).int({ error: MESSAGE.invalid }).optional(),
    blank: z.boolean().optional(),
    regexp: z.string().max(CATALOGUE_LIMITS.regexpMax, { error: MESSAGE.maxLength }).optional(),
  }),
  validation_message: localizedInput(CATALOGUE_LIMITS.textMax, false),
  default_value: refuseControlCharacters(z.string().max(100, { error: MESSAGE.maxLength })),
  read_only: z.boolean(),
  dependencies: z.object({ field: z.string().optional(), value: z.string().optional() }),
  linked: z.array(printNameSchema).max(CATALOGUE_LIMITS.printFieldsMax),
  options: z
    .array(
      z.object({
        value: requiredText(CATALOGUE_LIMITS.printNameMax),
        label: localizedInput(CATALOGUE_LIMITS.textMax, true),
      }),
    )
    .max(CATALOGUE_LIMITS.printOptionsMax),
  format: refuseControlCharacters(
    z.string().trim().max(CATALOGUE_LIMITS.shortTextMax, { error: MESSAGE.maxLength }),
  ),
});
export type PrintFieldDefinitionInput = z.input<typeof printFieldDefinitionInputSchema>;

export const adminProductGroupSchema = z
  .object({
    pk: z.number().int(),
    name: z.string(),
    sort_index: z.number().int(),
    version: z.number().int(),
  })
  .meta({ id: 'AdminProductGroup' });
export type AdminProductGroup = z.infer<typeof adminProductGroupSchema>;

export const adminExtraServiceSchema = z
  .object({
    pk: z.number().int(),
    category: z.enum(EXTRA_SERVICE_CATEGORIES),
    name: localizedTextSchema,
    fee: decimalSchema,
    version: z.number().int(),
  })
  .meta({ id: 'AdminExtraService' });
export type AdminExtraService = z.infer<typeof adminExtraServiceSchema>;

/** A stored print field definition as staff edit it (plain types: stored rows are read as they are). */
export const adminPrintFieldSchema = z
  .object({
    pk: z.number().int(),
    index: z.number().int(),
    name: z.string(),
    label: localizedTextSchema,
    description: localizedTextSchema,
    type: printFieldDefinitionInputSchema.shape.type,
    field_type: z.enum(PRINT_FIELD_TYPES),
    validation: z.object({
      min: z.number().optional(),
      max: z.number().optional(),
      blank: z.boolean().optional(),
      regexp: z.string().optional(),
    }),
    validation_message: localizedTextSchema,
    default_value: z.string(),
    read_only: z.boolean(),
    dependencies: z.object({ field: z.string().optional(), value: z.string().optional() }),
    linked: z.array(z.string()),
    options: z.array(z.object({ value: z.string(), label: localizedTextSchema })),
    format: z.string(),
  })
  .meta({ id: 'AdminPrintField' });
export type AdminPrintField = z.infer<typeof adminPrintFieldSchema>;

/** A product as the back office edits it: every field, texts per language, status and version. */
export const adminProductSchema = z
  .object({
    pk: z.number().int(),
    product_group: z.number().int(),
    customer_reference: z.string(),
    description: localizedTextSchema,
    label_length: decimalSchema,
    label_width: decimalSchema,
    labels_per_unit: z.number().int(),
    winding_direction: z.string(),
    rewind_flag: z.boolean(),
    note: localizedTextSchema,
    image: z.string(),
    destination: localizedTextSchema,
    product_options: z.array(z.string()),
    label_type_code: z.string(),
    overlay_specification: z.record(z.string(), z.unknown()),
    extra_services: z.array(z.number().int()),
    unit_price: decimalSchema,
    status: z.enum(PRODUCT_STATUSES),
    version: z.number().int(),
    print_fields: z.array(adminPrintFieldSchema),
  })
  .meta({ id: 'AdminProduct' });
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** GET /backoffice/api/catalogue/: the whole catalogue (a few hundred rows at most). */
export const adminCatalogueSchema = z
  .object({
    product_groups: z.array(adminProductGroupSchema),
    products: z.array(adminProductSchema),
    extra_services: z.array(adminExtraServiceSchema),
  })
  .meta({ id: 'AdminCatalogue' });
export type AdminCatalogue = z.infer<typeof adminCatalogueSchema>;

/** POST …/products/:pk/image/: the image as a data URL (decision 193). */
export const productImageInputSchema = z.object({
  data_url: z
    .string({ error: MESSAGE.required })
    .max(Math.ceil((CATALOGUE_LIMITS.imageMaxBytes * 4) / 3) + 200, {
      error: MESSAGE.productImageTooLarge,
    }),
  version: versionSchema,
});
