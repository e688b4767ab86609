import {
  EXTRA_SERVICE_CATEGORIES,
  LICENSING_EVENT_TYPES,
  type LocalizedText,
  PRINT_FIELD_TYPES,
} from '@label-portal/contract';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { companies } from './accounts.js';
import { defineCreatedAt, defineReference, defineVersion } from './columns.js';

/** A catalogue text per language, `{ en, fr? }` (docs/decisions/070-catalogue-texts-per-language.md). */
function localizedText(name: string) {
  return jsonb(name).$type<LocalizedText>().notNull();
}
const NO_TEXT: LocalizedText = { en: '' };

export const productGroups = pgTable('product_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sortIndex: integer('sort_index').notNull().default(0),
  /** Offered as a quota category at registration (four brands). */
  isQuotaCategory: boolean('is_quota_category').notNull().default(false),
  /** Optimistic concurrency of back-office edits (issue 12). */
  version: defineVersion(),
});

/** Which product groups a company may order from (company detail "product group rights"). */
export const companyProductGroupRights = pgTable(
  'company_product_group_rights',
  {
    companyId: defineReference('company_id', () => companies.id, 'cascade'),
    productGroupId: defineReference('product_group_id', () => productGroups.id, 'cascade'),
    canOrder: boolean('can_order').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.productGroupId] })],
);

/** Quota categories a company asked for at registration. */
export const companyQuotaCategories = pgTable(
  'company_quota_categories',
  {
    companyId: defineReference('company_id', () => companies.id, 'cascade'),
    productGroupId: defineReference('product_group_id', () => productGroups.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.productGroupId] })],
);

/**
 * Contracted volumes and their use: CONTRACT adds, WITHDRAWAL takes, CANCEL_WITHDRAWAL gives back.
 * `amount` is always positive; `type` gives the direction.
 */
export const licensingEvents = pgTable(
  'licensing_events',
  {
    id: serial('id').primaryKey(),
    companyId: defineReference('company_id', () => companies.id, 'cascade'),
    productGroupId: defineReference('product_group_id', () => productGroups.id),
    type: text('type', { enum: LICENSING_EVENT_TYPES }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    orderId: integer('order_id'),
    /** The contract's reference, for CONTRACT events entered by staff (decision 206). */
    reference: text('reference').notNull().default(''),
    createdAt: defineCreatedAt(),
  },
  (t) => [
    // Every column the company detail reads (its events, its quota per group): index-only scans,
    // no heap page per event (decision 247). Ordering's quota sums use its (company, group) prefix.
    index('licensing_events_company_cover_idx').on(
      t.companyId,
      t.productGroupId,
      t.createdAt,
      t.id,
      t.type,
      t.amount,
    ),
    index('licensing_events_order_idx').on(t.orderId),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    productGroupId: defineReference('product_group_id', () => productGroups.id),
    customerReference: text('customer_reference').notNull(),
    description: localizedText('description').default(NO_TEXT),
    labelLength: numeric('label_length', { precision: 8, scale: 2 }).notNull(),
    labelWidth: numeric('label_width', { precision: 8, scale: 2 }).notNull(),
    labelsPerUnit: integer('labels_per_unit').notNull(),
    windingDirection: text('winding_direction').notNull().default(''),
    rewindFlag: boolean('rewind_flag').notNull().default(false),
    note: localizedText('note').default(NO_TEXT),
    image: text('image').notNull().default(''),
    destination: localizedText('destination').default(NO_TEXT),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    labelTypeCode: text('label_type_code').notNull().default(''),
    overlaySpecification: jsonb('overlay_specification')
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    /** Price of one label in euros, exact decimal. */
    unitPrice: numeric('unit_price', { precision: 12, scale: 5 }).notNull(),
    /** False once retired (decision 191): gone from the supplier's catalogue for good. */
    isActive: boolean('is_active').notNull().default(true),
    /** Blocked for now (decision 191): still listed to suppliers, not orderable. */
    isBlocked: boolean('is_blocked').notNull().default(false),
    /** Optimistic concurrency of back-office edits; print field definitions edit with it. */
    version: defineVersion(),
    createdAt: defineCreatedAt(),
  },
  (t) => [index('products_group_idx').on(t.productGroupId)],
);

export const extraServices = pgTable('extra_services', {
  id: serial('id').primaryKey(),
  category: text('category', { enum: EXTRA_SERVICE_CATEGORIES }).notNull(),
  name: localizedText('name'),
  fee: numeric('fee', { precision: 12, scale: 2 }).notNull().default('0'),
  image: text('image').notNull().default(''),
  /** Optimistic concurrency of back-office edits (issue 12). */
  version: defineVersion(),
});

export const productExtraServices = pgTable(
  'product_extra_services',
  {
    productId: defineReference('product_id', () => products.id, 'cascade'),
    extraServiceId: defineReference('extra_service_id', () => extraServices.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.extraServiceId] })],
);

/** The print data form of a product: one row per field (ordering.md section 3). */
export const printFieldDefinitions = pgTable(
  'print_field_definitions',
  {
    id: serial('id').primaryKey(),
    productId: defineReference('product_id', () => products.id, 'cascade'),
    extraServiceId: defineReference('extra_service_id', () => extraServices.id),
    index: integer('index').notNull(),
    name: text('name').notNull(),
    label: localizedText('label'),
    description: localizedText('description').default(NO_TEXT),
    type: text('type').notNull().default('text'),
    fieldType: text('field_type', { enum: PRINT_FIELD_TYPES }).notNull(),
    validation: jsonb('validation')
      .$type<{ min?: number; max?: number; blank?: boolean; regexp?: string }>()
      .notNull()
      .default({}),
    validationMessage: localizedText('validation_message').default(NO_TEXT),
    defaultValue: text('default_value').notNull().default(''),
    readOnly: boolean('read_only').notNull().default(false),
    dependencies: jsonb('dependencies').$type<Record<string, unknown>>().notNull().default({}),
    linked: jsonb('linked').$type<string[]>().notNull().default([]),
    options: jsonb('options').$type<{ value: string; label: LocalizedText }[]>().notNull().default([]),
    format: text('format').notNull().default(''),
  },
  (t) => [index('print_field_definitions_product_idx').on(t.productId, t.index)],
);

/**
 * One row: the catalogue's version, raised by triggers (migration, custom SQL) in the transaction
 * of every change to products, product groups, extra services, their links and print fields.
 * Several processes key what they keep of the catalogue by it, read per request (decision 325).
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
